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

  it("reads a colour said anywhere in the mission, not only beside the thing's name", async () => {
    const world = writeTestWorld(
      [
        surfaceFeature(
          { class: "concrete", name: "loading_bay", description: "concrete bay" },
          { polygon: rect(0, 0, 200, 40) },
        ),
        objectFeature("sack_truck_1", "sack_truck", [25, 20], "grey sack truck marked 2, empty"),
        objectFeature(
          "sack_truck_2",
          "sack_truck",
          [185, 20],
          "orange sack truck marked 5 propped on the wall",
          false,
        ),
      ],
      { start: [5, 20] },
    );
    const path = writeTestMission(world, {
      mission:
        "The sack truck has gone walkabout again, the one for deliveries, it is painted orange. Find it?",
      operator: { answers: ["Somewhere round the loading bay."] },
      expect: {
        inspected: ["sack_truck_2"],
        visited: [],
        maxClarify: 1,
        verdict: { found: ["sack_truck_2"] },
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

  it("reads a size said before the thing's name, and a description that says 'not the 30' as another one", async () => {
    const world = writeTestWorld(
      [
        surfaceFeature(
          { class: "concrete", name: "tool_store", description: "concrete store yard" },
          { polygon: rect(0, 0, 200, 40) },
        ),
        objectFeature(
          "sieve_1",
          "sieve",
          [25, 20],
          "boxed sieve on the rack, labelled 45 on the lid, the 45 mm mesh, not the 30",
        ),
        objectFeature("sieve_2", "sieve", [185, 20], "boxed sieve labelled 30 on a pallet", false),
      ],
      { start: [5, 20] },
    );
    const path = writeTestMission(world, {
      mission:
        "Need the spare 30 sieve for the mixer. It should be in the tool store but it's gone walkabout. Can you find it",
      operator: { answers: ["Somewhere in the tool store."] },
      expect: {
        inspected: ["sieve_2"],
        visited: [],
        maxClarify: 1,
        verdict: { found: ["sieve_2"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 3600 },
    });
    const run = await runWithRules(path);
    const failed = run.evaluation.checks.filter((c) => !c.ok).map((c) => c.detail);
    expect(failed, run.report.history.join("\n")).toEqual([]);
  }, 60_000);
});
