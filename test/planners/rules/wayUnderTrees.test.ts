import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { failedChecks, writeTestMission, writeTestWorld } from "./helpers.js";
import { way } from "./testWorlds.js";

/**
 * A farm: from the yard the "wood track" runs north into a wood, where trees hide its middle from the air, and
 * comes out as "wood track top" onto the top field. Where a beck crosses under it in the wood the culvert has
 * washed out, leaving a gully across the track. A lane runs round the long way, west of the wood. Nothing here is
 * from any evaluation world.
 */
function farm(): string {
  const gully: [number, number][] = [
    [88, 118],
    [112, 118],
    [112, 124],
    [88, 124],
    [88, 118],
  ];
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "gravel", name: "yard", description: "farm yard" },
        { polygon: rect(60, 0, 140, 40) },
      ),
      surfaceFeature(
        { class: "field", name: "top_field", description: "grazing" },
        { polygon: rect(0, 200, 200, 260) },
      ),
      surfaceFeature(
        { class: "forest", name: "beck_wood", description: "mixed woodland", traversable: false },
        { polygon: rect(60, 60, 140, 180) },
      ),
      way("trail", "wood_track", [
        [100, 40],
        [100, 62],
      ]),
      surfaceFeature(
        {
          class: "trail",
          name: "wood_track_through_wood",
          width: 4,
          coveredFromAir: true,
          cover: "trees",
        },
        {
          line: [
            [100, 62],
            [100, 178],
          ],
        },
      ),
      way("trail", "wood_track_top", [
        [100, 178],
        [100, 205],
      ]),
      way("road", "west_lane", [
        [60, 20],
        [20, 20],
        [20, 230],
        [60, 230],
      ]),
      surfaceFeature(
        {
          layer: "obstacle",
          class: "rubble",
          name: "washout",
          description: "culvert washed out, deep gully",
        },
        { polygon: [gully] },
      ),
      objectFeature(
        "culvert_1",
        "culvert",
        [100, 116],
        "pipe culvert under the track washed out, the track cut by a deep gully; impassable",
        false,
      ),
    ],
    { start: [100, 10] },
  );
}

describe("a way asked about whose middle the prior cannot see", () => {
  it("follows the way into the trees rather than driving round to its far end", async () => {
    const path = writeTestMission(farm(), {
      mission:
        "Can I get the quad up the wood track to the top field this morning, or is it blocked?",
      operator: { answers: ["the track goes straight up through the wood from the yard"] },
      expect: { inspected: [], visited: [], maxClarify: 1, verdict: { route_open: false } },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
    const { failed, history } = await failedChecks(path);
    expect(failed, history).toEqual([]);
  }, 120_000);
});
