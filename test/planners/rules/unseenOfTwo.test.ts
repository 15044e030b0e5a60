import { describe, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { grass, solves } from "./testWorlds.js";

/**
 * A check of two things named as a choice ("is it the sensor or the display?"): the one found working does not
 * answer while the other was never seen — the operator is asked where it is. Nothing here is from any evaluation
 * world.
 */
describe("a check of two things, one never seen", () => {
  it("asks where the unseen one is instead of answering with the one found fine", async () => {
    const world = writeTestWorld(
      [
        grass(300, 200),
        surfaceFeature(
          {
            class: "grass",
            name: "weather_paddock",
            description: "a small fenced paddock of rough grass",
          },
          { polygon: rect(220, 10, 290, 70) },
        ),
        objectFeature(
          "rain_display_1",
          "rain_display",
          [34, 104],
          "rain gauge display on the hut wall: lit, reading dashes with NO SENSOR SIGNAL flashing; the display itself works; fine",
        ),
        objectFeature(
          "rain_gauge_1",
          "rain_gauge",
          [270, 40],
          "tipping-bucket rain gauge on its post: the funnel knocked off and lying in the grass, its cable cut; broken",
          false,
        ),
      ],
      { start: [20, 100] },
    );
    await solves(world, {
      mission: "The rain readout in the hut is showing nothing. Is it the sensor or the display?",
      operator: {
        answers: ["the sensor's the rain gauge on its post in the weather paddock"],
      },
      expect: {
        inspected: ["rain_gauge_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["rain_gauge_1"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
  }, 180_000);

  it("answers without asking when the thing found describes the part named with it", async () => {
    const world = writeTestWorld(
      [
        grass(200, 120),
        objectFeature(
          "stile_1",
          "stile",
          [60, 60],
          "timber stile on the top path: posts upright, its step boards all firm and nailed down; fine",
        ),
      ],
      { start: [20, 60] },
    );
    await solves(world, {
      mission: "Check the stile on the top path, someone said a step board was loose.",
      operator: { answers: ["the stile where the top path meets the lane"] },
      expect: {
        inspected: ["stile_1"],
        visited: [],
        maxClarify: 0,
        verdict: { fine: ["stile_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
  }, 180_000);
});
