import { describe, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { house, solves } from "./testWorlds.js";

/**
 * A thing lost on a round, where the speaker says they went: the places they checked come first, before a place
 * only guessed from the words. The world and mission are written for this test, from no evaluation suite.
 */
describe("a thing lost where the speaker already looked", () => {
  it("is looked for at the thing they checked, not in the hut a 'patrol' resembles", async () => {
    const world = writeTestWorld(
      [
        surfaceFeature(
          { class: "parking_lot", name: "car_park", description: "tarmac car park" },
          { polygon: rect(0, 0, 300, 120) },
        ),
        ...house("security_hut", [20, 20, 50, 45], [30, 40], "security hut", "desk and chargers"),
        objectFeature(
          "radio_2",
          "radio",
          [35, 35],
          "black radio in its charging dock on the security hut desk, green light; fine",
          false,
        ),
        surfaceFeature(
          {
            class: "courtyard",
            name: "service_yard",
            description: "the service yard behind the units",
          },
          { polygon: rect(200, 120, 300, 200) },
        ),
        objectFeature(
          "cardboard_baler_1",
          "cardboard_baler",
          [250, 170],
          "cardboard baler in the service yard, door shut; fine",
        ),
        objectFeature(
          "radio_1",
          "radio",
          [258, 168],
          "black radio lying face down in a puddle beside the baler, belt clip snapped",
          false,
        ),
      ],
      { start: [60, 60] },
    );
    await solves(world, {
      mission:
        "Lost my radio on the last patrol. I went round the back of the units and checked the baler, then the car park. Can you find it?",
      operator: { answers: ["black one, it'll be somewhere I walked"] },
      expect: {
        inspected: ["radio_1"],
        visited: [],
        maxClarify: 1,
        verdict: { found: ["radio_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
  }, 180_000);
});
