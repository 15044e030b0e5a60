import { describe, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import type { EnuFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { house, solves } from "./testWorlds.js";

/**
 * A yard with two lanes north to a hay barn round a thicket; a larch down across the west lane that the prior does
 * not show. Written for these tests, from no evaluation suite.
 */
function twoLanes(
  blocker: EnuFeature = objectFeature(
    "fallen_larch_1",
    "fallen_larch",
    [10, 100],
    "a larch blown down across the lane, its crown in the thicket; nothing can pass",
    false,
  ),
): string {
  const lane = (name: string, x: number): EnuFeature =>
    surfaceFeature(
      { class: "path", name, width: 4 },
      {
        line: [
          [x, 20],
          [x, 180],
        ],
      },
    );
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "south_yard", description: "rough grass yard" },
        { polygon: rect(0, 0, 200, 20) },
      ),
      surfaceFeature(
        { class: "grass", name: "north_yard", description: "rough grass yard" },
        { polygon: rect(0, 180, 200, 200) },
      ),
      lane("west_lane", 10),
      lane("east_lane", 190),
      surfaceFeature(
        { class: "scrub", name: "thicket", traversable: false },
        { polygon: rect(14, 20, 186, 180) },
      ),
      ...house(
        "hay_barn",
        [80, 200, 120, 225],
        [95, 105],
        "timber hay barn",
        "inside the hay barn: bales stacked to the roof",
      ),
      {
        properties: { layer: "obstacle", class: "fallen_tree", inPrior: false },
        line: [
          [5, 100],
          [15, 100],
        ],
      },
      blocker,
    ],
    { start: [100, 10] },
  );
}

describe("ways round and what closes them", () => {
  it("sees a fallen tree of a kind nobody named as what closes the way", async () => {
    await solves(twoLanes(), {
      mission: "Can I get the van up the west lane to the hay barn?",
      operator: { answers: ["up the west lane from the south yard to the barn"] },
      expect: {
        inspected: ["fallen_larch_1"],
        visited: [],
        maxClarify: 1,
        verdict: { route_open: false },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
  }, 180_000);

  it("sees earth slid down across the way as what closes it, not only a tree", async () => {
    const slip = objectFeature(
      "mudslide_1",
      "mudslide",
      [10, 100],
      "mud and stones slid off the bank across the lane overnight, knee deep; nothing can pass",
      false,
    );
    await solves(twoLanes(slip), {
      mission: "after all that rain is the west lane still ok up to the hay barn?",
      operator: { answers: ["up the west lane from the south yard to the barn"] },
      expect: {
        inspected: ["mudslide_1"],
        visited: [],
        maxClarify: 1,
        verdict: { route_open: false },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
  }, 180_000);

  it("answers whether the place can be reached another way when the way named is shut", async () => {
    await solves(twoLanes(), {
      mission:
        "The west lane's blocked by a fallen tree. Can the tractor get round to the hay barn another way?",
      operator: { answers: ["the barn at the top of the north yard"] },
      expect: {
        inspected: [],
        visited: [],
        maxClarify: 1,
        verdict: { route_open: true },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
  }, 180_000);
});
