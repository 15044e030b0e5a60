import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { failedChecks, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A smallholding: two paddocks and an orchard. The mission puts a lost tool in one paddock; the operator's reply
 * names the orchard as well, where it is. Nothing here is from any evaluation world.
 */
function smallholding(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "north_paddock", description: "rough grazing" },
        { polygon: rect(0, 100, 80, 160) },
      ),
      surfaceFeature(
        { class: "grass", name: "south_paddock", description: "rough grazing" },
        { polygon: rect(0, 0, 80, 60) },
      ),
      surfaceFeature(
        { class: "grass", name: "orchard", description: "old apple trees in grass" },
        { polygon: rect(160, 0, 240, 60) },
      ),
      surfaceFeature(
        { class: "grass", name: "yard", description: "grass yard between the fields" },
        { polygon: rect(0, 60, 240, 100) },
      ),
      surfaceFeature(
        { class: "grass", name: "strip", description: "grass strip" },
        { polygon: rect(80, 0, 160, 60) },
      ),
      objectFeature(
        "strimmer_1",
        "strimmer",
        [200, 30],
        "red petrol strimmer lying in the grass under an apple tree",
        false,
      ),
    ],
    { start: [120, 80] },
  );
}

describe("an operator's reply that names another place", () => {
  it("counts what is found there, not only what is in the place the mission named", async () => {
    const path = writeTestMission(smallholding(), {
      mission: "I've lost the strimmer, probably left it in the north paddock. Can you find it?",
      operator: { answers: ["it could be in the north paddock or the orchard"] },
      expect: {
        inspected: ["strimmer_1"],
        visited: [],
        maxClarify: 1,
        verdict: { found: ["strimmer_1"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
    const { failed, history } = await failedChecks(path);
    expect(failed, history).toEqual([]);
  }, 90_000);
});
