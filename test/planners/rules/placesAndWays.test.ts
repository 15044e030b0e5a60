import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { runWithRules, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A walled kitchen garden inside rough grass: a trellis (blown down), a sundial (fine), a cold frame (its glass
 * smashed) and a potting bench (fine) stand in the garden; a tractor stands far off in the field. Nothing here is
 * from any evaluation world.
 */
function kitchenGardenWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "home_field", description: "rough grass" },
        { polygon: rect(0, 0, 260, 120) },
      ),
      surfaceFeature(
        { class: "courtyard", name: "kitchen_garden", description: "gravel walks between beds" },
        { polygon: rect(150, 20, 230, 100) },
      ),
      objectFeature(
        "trellis_1",
        "trellis",
        [170, 60],
        "timber trellis blown flat across the bed, two posts snapped; down",
      ),
      objectFeature(
        "sundial_1",
        "sundial",
        [190, 40],
        "stone sundial on its plinth, upright; fine",
      ),
      objectFeature(
        "cold_frame_1",
        "cold_frame",
        [210, 80],
        "cold frame with two panes smashed and glass on the gravel; broken",
      ),
      objectFeature(
        "potting_bench_1",
        "potting_bench",
        [215, 35],
        "slatted potting bench, pots still stacked on it; fine",
      ),
      objectFeature("tractor_1", "tractor", [30, 100], "compact tractor, parked; fine"),
    ],
    { start: [20, 20] },
  );
}

describe("a check of a place the mission names", () => {
  it("goes over everything that stands there, not just the thing it mentions", async () => {
    const path = writeTestMission(kitchenGardenWorld(), {
      mission:
        "Give the kitchen garden a look over would you, the trellis took a battering, tell me what's broke and what's ok",
      expect: {
        inspected: ["trellis_1", "sundial_1", "cold_frame_1", "potting_bench_1"],
        visited: [],
        maxClarify: 1,
        verdict: {
          problems: ["trellis_1", "cold_frame_1"],
          fine: ["sundial_1", "potting_bench_1"],
        },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
    const run = await runWithRules(path);
    const history = run.report.history.join("\n");
    expect(
      run.evaluation.checks.filter((c) => !c.ok).map((c) => c.detail),
      history,
    ).toEqual([]);
    // What stands elsewhere is not part of the check.
    const inspected = run.report.history.filter((line) => line.includes("inspect(")).join("\n");
    expect(inspected, history).not.toContain("tractor_1");
  }, 90_000);
});

/**
 * A riverside path in two named stretches, "river walk" west of a brook and "river walk east" beyond it, joined by
 * a footbridge the prior still shows but the water has taken; a farm lane goes round by its own bridge to the far
 * end. Nothing here is from any evaluation world.
 */
function riverWalkWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "water_meadows", description: "wet grass" },
        { polygon: rect(0, 0, 340, 160) },
      ),
      surfaceFeature(
        { class: "water", name: "brook", width: 8 },
        {
          line: [
            [170, -20],
            [170, 180],
          ],
        },
      ),
      surfaceFeature(
        { class: "path", name: "river_walk", width: 2.5 },
        {
          line: [
            [10, 20],
            [165, 20],
          ],
        },
      ),
      surfaceFeature(
        { class: "bridge", name: "brook_footbridge", width: 2.5, onlyInPrior: true },
        {
          line: [
            [162, 20],
            [178, 20],
          ],
        },
      ),
      surfaceFeature(
        { class: "path", name: "river_walk_east", width: 2.5 },
        {
          line: [
            [175, 20],
            [330, 20],
          ],
        },
      ),
      surfaceFeature(
        { class: "road", name: "farm_lane", width: 5 },
        {
          line: [
            [10, 25],
            [10, 140],
            [330, 140],
            [330, 25],
          ],
        },
      ),
      surfaceFeature(
        { class: "bridge", name: "lane_bridge", width: 5 },
        {
          line: [
            [160, 140],
            [180, 140],
          ],
        },
      ),
    ],
    { start: [15, 60] },
  );
}

describe("a route question about a way by its name", () => {
  it("follows the way itself and calls it closed where it is cut, though the far end can be reached round by the lane", async () => {
    const path = writeTestMission(riverWalkWorld(), {
      mission: "Is the river walk passable all the way along this morning? Dog walkers are asking.",
      expect: { visited: [], maxClarify: 1, verdict: { route_open: false } },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
    const run = await runWithRules(path);
    const history = run.report.history.join("\n");
    expect(
      run.evaluation.checks.filter((c) => !c.ok).map((c) => c.detail),
      history,
    ).toEqual([]);
  }, 90_000);
});
