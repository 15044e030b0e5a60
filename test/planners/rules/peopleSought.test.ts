import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { runWithRules, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A lane 240 m long with a parked bicycle by the start; out of sight at the far end, a person the prior does not
 * show. Nothing here is from any evaluation world.
 */
function laneWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "asphalt", name: "hollow_lane", description: "narrow lane" },
        { polygon: rect(0, 0, 240, 12) },
      ),
      objectFeature("bicycle_1", "bicycle", [20, 10], "a bicycle leaning on the wall, fine"),
      objectFeature(
        "person_1",
        "person",
        [225, 6],
        "a man sitting on the verge holding his wrist, grazed and in pain",
        false,
      ),
    ],
    { start: [5, 6] },
  );
}

describe("people a mission asks about", () => {
  it("looks for a person told about, not for things their name resembles", async () => {
    const world = laneWorld();
    const path = writeTestMission(world, {
      mission:
        "A passer-by phoned about a cyclist who came off at the far end of the lane. Is he hurt?",
      operator: { answers: ["Right at the far end of the lane, on the verge."] },
      expect: {
        inspected: ["person_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["person_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 3600 },
    });
    const run = await runWithRules(path);
    const failed = run.evaluation.checks.filter((c) => !c.ok).map((c) => c.detail);
    expect(failed, run.report.history.join("\n")).toEqual([]);
  }, 60_000);
});
