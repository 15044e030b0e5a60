import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { failedChecks, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A smallholding cut by a stream: a meadow to the south, an allotment to the north, a footpath north out of the
 * meadow that stops at the stream on both banks in the prior, and a lane to the east with its own bridge (the
 * long way round). Nothing here is from any evaluation world.
 */
function streamWorld(footbridge: boolean): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "low_meadow", description: "grazing meadow" },
        { polygon: rect(0, 0, 120, 60) },
      ),
      surfaceFeature(
        { class: "water", name: "mill_stream", width: 6 },
        {
          line: [
            [-20, 80],
            [260, 80],
          ],
        },
      ),
      surfaceFeature(
        { class: "path", name: "meadow_path", width: 2.5 },
        {
          line: [
            [60, 60],
            [60, 76],
          ],
        },
      ),
      surfaceFeature(
        { class: "path", name: "allotment_path", width: 2.5 },
        {
          line: [
            [60, 84],
            [60, 100],
          ],
        },
      ),
      ...(footbridge
        ? [
            surfaceFeature(
              { class: "bridge", name: "plank_bridge", width: 2.5, inPrior: false },
              {
                line: [
                  [60, 75],
                  [60, 85],
                ],
              },
            ),
          ]
        : []),
      surfaceFeature(
        { class: "dirt", name: "allotments", description: "vegetable plots" },
        { polygon: rect(0, 100, 120, 160) },
      ),
      surfaceFeature(
        { class: "road", name: "farm_lane", width: 5 },
        {
          line: [
            [120, 30],
            [230, 30],
            [230, 130],
            [120, 130],
          ],
        },
      ),
      objectFeature(
        "marker_post_1",
        "marker_post",
        [62, 86],
        "oak marker post at the north end of the plank bridge; upright; fine",
        false,
      ),
      objectFeature("shed_1", "shed", [30, 140], "tool shed on the allotments; fine"),
    ],
    { start: [20, 20] },
  );
}

const MISSION =
  "Can people walk straight up from the low meadow to the allotments, or do they have to go all the way round by the farm lane?";

describe("a question about the direct way", () => {
  it("looks for a way across where the prior's paths stop on both banks, and finds it open", async () => {
    const path = writeTestMission(streamWorld(true), {
      mission: MISSION,
      operator: { answers: ["the footpath north out of the meadow over the stream"] },
      expect: { visited: ["marker_post_1"], maxClarify: 1, verdict: { route_open: true } },
      limits: { maxIterations: 30, maxSimSeconds: 3600 },
    });
    const { failed, history } = await failedChecks(path);
    expect(failed, history).toEqual([]);
  }, 90_000);

  it("says the direct way is shut when there is no way across, though the lane goes round", async () => {
    const path = writeTestMission(streamWorld(false), {
      mission: MISSION,
      operator: { answers: ["the footpath north out of the meadow over the stream"] },
      expect: { visited: [], maxClarify: 1, verdict: { route_open: false } },
      limits: { maxIterations: 30, maxSimSeconds: 3600 },
    });
    const { failed, history } = await failedChecks(path);
    expect(failed, history).toEqual([]);
  }, 90_000);
});
