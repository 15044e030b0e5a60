import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { failedChecks, writeTestMission, writeTestWorld } from "./helpers.js";

/** A depot: a yard with a few things in it, a field beside it. Nothing here is from any evaluation world. */
function depot(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "asphalt", name: "loading_yard", description: "tarmac yard" },
        { polygon: rect(0, 0, 60, 60) },
      ),
      surfaceFeature(
        { class: "grass", name: "back_field", description: "rough grass" },
        { polygon: rect(60, 0, 200, 60) },
      ),
      objectFeature("skip_1", "skip", [20, 20], "steel skip, upright, half full; fine"),
      objectFeature(
        "cabin_1",
        "site_cabin",
        [45, 40],
        "site cabin: the door has been torn off its hinges and a window is smashed; damaged",
      ),
      objectFeature("trough_1", "trough", [150, 30], "water trough, full; fine"),
    ],
    { start: [100, 30] },
  );
}

describe("a question about anything at a place", () => {
  it("goes over the place and reports the state of what stands there", async () => {
    const path = writeTestMission(depot(), {
      mission: "Is anything damaged in the loading yard?",
      operator: { answers: ["the skip and the cabin in the yard"] },
      expect: {
        inspected: ["skip_1", "cabin_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["cabin_1"], fine: ["skip_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 3600 },
    });
    const { failed, history } = await failedChecks(path);
    expect(failed, history).toEqual([]);
  }, 90_000);
});
