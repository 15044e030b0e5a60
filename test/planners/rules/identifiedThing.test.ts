import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { runWithRules, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A yard with two wheelbarrows: a yellow one near the start, a blue one at the far end. The prior shows both
 * (as "wheelbarrow"); only inspecting says which is which. Nothing here is from any evaluation world.
 */
function yardWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "concrete", name: "builders_yard", description: "concrete yard" },
        { polygon: rect(0, 0, 160, 40) },
      ),
      objectFeature("wheelbarrow_1", "wheelbarrow", [25, 20], "yellow wheelbarrow, empty"),
      objectFeature(
        "wheelbarrow_2",
        "wheelbarrow",
        [145, 20],
        "blue wheelbarrow half full of sand",
      ),
    ],
    { start: [5, 20] },
  );
}

describe("the one thing sought, by what tells it apart", () => {
  it("does not take a yellow wheelbarrow for the blue one asked about, and goes on to find it", async () => {
    const path = writeTestMission(yardWorld(), {
      mission: "Where's the blue wheelbarrow got to?",
      operator: { answers: ["Somewhere in the yard."] },
      expect: {
        inspected: ["wheelbarrow_2"],
        visited: [],
        maxClarify: 1,
        verdict: { found: ["wheelbarrow_2"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 3600 },
    });
    const run = await runWithRules(path);
    const failed = run.evaluation.checks.filter((c) => !c.ok).map((c) => c.detail);
    expect(failed, run.report.history.join("\n")).toEqual([]);
  }, 60_000);
});

describe("a word the map names as a thing", () => {
  it("checks the signpost asked about, though the word's commonest sense is an omen", async () => {
    const world = writeTestWorld(
      [
        surfaceFeature(
          { class: "grass", name: "village_green", description: "mown grass" },
          { polygon: rect(0, 0, 120, 60) },
        ),
        objectFeature("bench_1", "bench", [20, 30], "wooden bench, fine"),
        objectFeature("signpost_1", "signpost", [100, 30], "wooden signpost snapped at the base"),
      ],
      { start: [5, 30] },
    );
    const path = writeTestMission(world, {
      mission: "Is the signpost on the green alright after the wind?",
      operator: { answers: ["The one on the green."] },
      expect: {
        inspected: ["signpost_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["signpost_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 3600 },
    });
    const run = await runWithRules(path);
    const failed = run.evaluation.checks.filter((c) => !c.ok).map((c) => c.detail);
    expect(failed, run.report.history.join("\n")).toEqual([]);
  }, 60_000);
});
