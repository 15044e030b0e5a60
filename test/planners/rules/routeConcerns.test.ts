import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { failedChecks, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A steading: a yard, a track north from it through a stone ford with its depth post, and a grid at the top
 * before the hill field; a second grid on the drive far to the east, off the way. Nothing here is from any
 * evaluation world.
 */
function steadingWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "gravel", name: "steading_yard", description: "farm yard" },
        { polygon: rect(0, 0, 60, 40) },
      ),
      surfaceFeature(
        { class: "grass", name: "in_bye", description: "rough grazing" },
        { polygon: rect(60, 0, 260, 300) },
      ),
      surfaceFeature(
        { class: "dirt", name: "steading_track", width: 4 },
        {
          line: [
            [30, 20],
            [30, 310],
          ],
        },
      ),
      surfaceFeature(
        { class: "gravel", name: "stone_ford", description: "stone ford" },
        { polygon: rect(16, 142, 44, 158) },
      ),
      surfaceFeature(
        { class: "grass", name: "hill_field", description: "hill grazing" },
        { polygon: rect(0, 300, 120, 400) },
      ),
      surfaceFeature(
        { class: "road", name: "steading_drive", width: 5 },
        {
          line: [
            [60, 20],
            [250, 20],
          ],
        },
      ),
      objectFeature(
        "ford_post",
        "depth_post",
        [40, 150],
        "white depth post at the ford: water at the 0.1 m mark, the bed clear; passable",
      ),
      objectFeature(
        "top_grid",
        "cattle_grid",
        [30, 292],
        "cattle grid at the top of the track: bars firm, pit clear; fine",
      ),
      objectFeature(
        "drive_grid",
        "cattle_grid",
        [230, 20],
        "cattle grid on the drive: bars firm; fine",
      ),
    ],
    { start: [30, 30] },
  );
}

describe("a route question that names things on the way", () => {
  it("looks at each thing it names on the way, and the answer says how each was", async () => {
    const path = writeTestMission(steadingWorld(), {
      mission:
        "Taking the quad and a trailer of feed up to the hill field later. Is the track fit? Bit worried about the ford after the rain, and the grid up top.",
      operator: {
        answers: [
          "the track north from the yard, through the ford and over the grid into the hill field",
        ],
      },
      expect: {
        inspected: ["ford_post", "top_grid"],
        visited: [],
        maxClarify: 1,
        verdict: { route_open: true, fine: ["ford_post", "top_grid"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 3600 },
    });
    const { failed, history } = await failedChecks(path);
    expect(failed, history).toEqual([]);
    // The grid on the drive is not on the way: it is not looked at.
    expect(history).not.toContain("inspect(drive_grid");
  }, 120_000);
});
