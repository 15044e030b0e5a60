import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { failedChecks, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A flooded path by the allotment huts. Beside it: a bench, a noticeboard and a cold frame with smashed glass
 * (a fault, but no cause of water). Further along: a standpipe whose fitting has burst. All in the prior.
 * Nothing here is from any evaluation world.
 */
function allotmentWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "allotments", description: "grass between plots" },
        { polygon: rect(0, 0, 220, 60) },
      ),
      surfaceFeature(
        { class: "gravel", name: "hut_path", description: "gravel path by the huts" },
        { polygon: rect(10, 25, 70, 35) },
      ),
      objectFeature("bench_1", "bench", [30, 38], "wooden bench by the huts, dry; fine"),
      objectFeature(
        "noticeboard_1",
        "noticeboard",
        [45, 22],
        "allotment noticeboard, notices pinned; fine",
      ),
      objectFeature(
        "cold_frame_1",
        "cold_frame",
        [58, 40],
        "cold frame with two glass panes smashed, shards in the seedlings; damaged",
      ),
      objectFeature(
        "standpipe_1",
        "standpipe",
        [185, 30],
        "standpipe by the far plots: the fitting has burst and water is gushing out across the path; broken",
      ),
    ],
    { start: [5, 30] },
  );
}

describe("the cause of a symptom", () => {
  it("does not take a fault that has nothing to do with the symptom for its cause", async () => {
    const path = writeTestMission(allotmentWorld(), {
      mission:
        "There's water all over the path by the huts and it hasn't rained. Where's it coming from?",
      operator: { answers: ["Could be coming from further along the plots."] },
      expect: {
        inspected: ["standpipe_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["standpipe_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 3600 },
    });
    const { failed, history } = await failedChecks(path);
    expect(failed, history).toEqual([]);
  }, 90_000);
});
