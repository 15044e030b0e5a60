import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { runWithRules, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A yard 200 m × 80 m: a pump house at the west end, a named silage clamp at the east end with a tarp and a
 * gauge beside it. Nothing here is from any evaluation world.
 */
function yardWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "gravel", name: "farm_yard", description: "gravel yard" },
        { polygon: rect(-10, -10, 200, 80) },
      ),
      surfaceFeature(
        { class: "concrete", name: "silage_clamp", description: "concrete silage clamp" },
        { polygon: rect(150, 20, 190, 60) },
      ),
      objectFeature("pump_1", "pump", [20, 30], "water pump, motor seized, will not turn over"),
      objectFeature("gauge_1", "gauge", [165, 40], "level gauge reading half full, working"),
      objectFeature("tarp_1", "tarpaulin", [175, 50], "tarpaulin torn and flapping loose"),
      objectFeature("pump_2", "pump", [185, 15], "slurry pump, running quietly"),
    ],
    { start: [90, 5] },
  );
}

function missionFile(world: string, mission: string, expect: object): string {
  return writeTestMission(world, {
    mission,
    operator: { answers: ["I don't know."] },
    expect: { visited: [], maxClarify: 1, ...expect },
    limits: { maxIterations: 30, maxSimSeconds: 3600 },
  });
}

describe("places the mission gives to the things it names", () => {
  it("keeps each thing's own place: the water pump is not ruled out by the clamp named for the gauge", async () => {
    const world = yardWorld();
    const run = await runWithRules(
      missionFile(
        world,
        "Check the water pump is ok, then nip over to the silage clamp and read me the gauge",
        {
          inspected: ["pump_1", "gauge_1"],
          verdict: { problems: ["pump_1"], fine: ["gauge_1"] },
        },
      ),
    );
    const failed = run.evaluation.checks.filter((c) => !c.ok).map((c) => c.detail);
    expect(failed, run.report.history.join("\n")).toEqual([]);
  }, 60_000);

  it("goes round a place a survey names and looks at whatever stands there", async () => {
    const world = yardWorld();
    const run = await runWithRules(
      missionFile(world, "Do a lap of the silage clamp and tell me what's what", {
        inspected: ["gauge_1", "tarp_1"],
        verdict: { problems: ["tarp_1"], fine: ["gauge_1"] },
      }),
    );
    const failed = run.evaluation.checks.filter((c) => !c.ok).map((c) => c.detail);
    expect(failed, run.report.history.join("\n")).toEqual([]);
  }, 60_000);
});
