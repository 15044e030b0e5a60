import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { house, solves } from "./testWorlds.js";

/**
 * A creature got out, said of in general and in particular, heard past a house and seen on a pitch the map calls
 * by another name. The world and mission are written for this test, from no evaluation suite.
 */
describe("a loose creature", () => {
  it("is sought as the creature on the place meant, not a feeder WordNet also files as an animal", async () => {
    const world = writeTestWorld(
      [
        surfaceFeature(
          { class: "grass", name: "grounds", description: "mown grass" },
          { polygon: rect(0, 0, 300, 260) },
        ),
        ...house("cedar_house", [20, 110, 90, 150], [40, 56], "flat-roofed block", "corridor"),
        surfaceFeature(
          {
            class: "grass",
            name: "sports_field",
            description:
              "the sports field: a football pitch behind Cedar House, grass white with frost",
          },
          { polygon: rect(10, 160, 170, 255) },
        ),
        surfaceFeature(
          { class: "grass", name: "top_paddock", description: "the top paddock: muddy grass" },
          { polygon: rect(200, 160, 295, 255) },
        ),
        objectFeature(
          "ring_feeder_1",
          "ring_feeder",
          [250, 210],
          "galvanised ring feeder with a round bale in it; fine",
        ),
        objectFeature(
          "heifer_1",
          "heifer",
          [262, 222],
          "black and white heifer in the top paddock, pulling at the feeder; fine",
          false,
        ),
        objectFeature(
          "heifer_2",
          "heifer",
          [120, 232],
          "young black and white heifer loose on the frozen pitch, ear tag 12; unhurt",
          false,
        ),
      ],
      { start: [150, 20] },
    );
    const history = await solves(world, {
      mission:
        "Night patrol to farm. Think we've got a beast out. Heard mooing out past Cedar House, and someone reckons there's a cow on the football pitch. Can you find it?",
      operator: {
        answers: ["black and white one, youngish, last heard over the sports field side"],
      },
      expect: {
        inspected: ["heifer_2"],
        visited: [],
        maxClarify: 1,
        verdict: { found: ["heifer_2"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
    // (Not the feeder: it is no creature, whatever WordNet's first sense of "feeder".)
    expect(history).not.toContain("inspect(ring_feeder_1");
  }, 180_000);
});
