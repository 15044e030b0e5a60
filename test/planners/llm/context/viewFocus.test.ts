import { describe, expect, it } from "vitest";
import { MapViewBuilder } from "../../../../src/planners/llm/context/index.js";
import { HintTracker } from "../../../../src/planners/llm/plannerHints.js";
import { planRequest, testRelevance } from "../helpers.js";
import { grid, mapOf } from "./gridMaps.js";

const builder = new MapViewBuilder({ relevance: testRelevance() });

/** A 40 × 40 grid with a canopy far from the robot and a few things near it. */
function canopyMap() {
  const { regions, edges } = grid(40);
  return mapOf({
    regions,
    objects: [
      { name: "bench_1", coords: [12, 3], class: "bench" },
      { name: "bin_1", coords: [40, 3], class: "litter_bin" },
      {
        name: "canopy_1",
        coords: [330, 330],
        class: "tree_cover",
        landmark: true,
        bbox_m: [300, 300, 360, 360],
      },
    ],
    region_connections: edges,
    object_connections: [
      ["bench_1", "g_1_0"],
      ["bin_1", "g_4_0"],
      ["canopy_1", "g_33_33"],
    ],
    robot_location: "g_0_0",
  });
}

describe("what the map view is built around", () => {
  it("shows the covers the air cannot see under when told the mission is about what the air missed", async () => {
    const map = canopyMap();
    const request = {
      map,
      robotXY: [0, 0] as [number, number],
      phrases: ["Someone said a bench is broken. Which one?"],
      pinned: [],
      budgetTokens: 1500,
    };
    const without = await builder.build({ ...request, covers: false });
    const withCovers = await builder.build({ ...request, covers: true });

    expect(without.shown.has("canopy_1")).toBe(false);
    expect(withCovers.shown.has("canopy_1")).toBe(true);
    // With ground under it to drive into.
    const under = [...withCovers.shown].filter((name) => {
      const at = map.coordsOf(name);
      return name.startsWith("g_") && at !== undefined && at[0] >= 300 && at[1] >= 300;
    });
    expect(under.length).toBeGreaterThanOrEqual(2);
  });

  it("grounds the things and places the operator's reply names, and asks for covers when told to look where the air cannot", async () => {
    const map = canopyMap();
    const hints = new HintTracker();
    const mission = "Someone said a bench is broken. Which one?";
    const first = await hints.hints(planRequest(map, { mission }));
    expect(first.covers).toBe(false);

    const reply = "Look for people under the trees, where the drone could not see.";
    const after = await hints.hints(
      planRequest(map, {
        mission,
        iteration: 3,
        outcomes: [{ kind: "operator-reply", question: "Where should I look?", reply }],
      }),
    );
    expect(after.terms).toEqual(expect.arrayContaining(["tree"]));
    expect(after.terms.some((term) => /people|person/.test(term))).toBe(true);
    expect(after.covers).toBe(true);
  });
});
