import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { failedChecks, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A nursery yard with two sack trucks: a broken one near the start, a sound one at the far end. Nothing here is
 * from any evaluation world.
 */
function nurseryYardWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        {
          class: "courtyard",
          name: "nursery_yard",
          description: "gravel yard between the polytunnels",
        },
        { polygon: rect(0, 0, 240, 80) },
      ),
      objectFeature(
        "sack_truck_1",
        "sack_truck",
        [30, 40],
        "sack truck lying on its side, one wheel snapped off the axle",
      ),
      objectFeature("sack_truck_2", "sack_truck", [210, 40], "sack truck, tyres pumped up; fine"),
    ],
    { start: [10, 40] },
  );
}

describe("a find of a thing in a state", () => {
  it("does not take a broken one for the usable one asked for, and goes on to the next", async () => {
    const path = writeTestMission(nurseryYardWorld(), {
      mission: "Is there a sack truck about that's actually usable?",
      expect: {
        inspected: ["sack_truck_1", "sack_truck_2"],
        visited: [],
        maxClarify: 1,
        verdict: { found: ["sack_truck_2"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 1800 },
    });
    const { failed, history } = await failedChecks(path);
    expect(failed, history).toEqual([]);
  }, 90_000);
});
