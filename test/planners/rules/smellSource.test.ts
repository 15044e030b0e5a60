import { describe, it } from "vitest";
import { objectFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { grass, solves } from "./testWorlds.js";

/**
 * A smell of something ("a right whiff of paraffin"): a fault that shows the stuff smelled (paraffin dripping)
 * explains it, without the smell's own word in what was seen. Nothing here is from any evaluation world.
 */
describe("the source of a smell", () => {
  it("answers with the thing dripping what is smelled, without asking", async () => {
    const world = writeTestWorld(
      [
        grass(200, 120),
        objectFeature(
          "paraffin_heater_1",
          "paraffin_heater",
          [90, 60],
          "paraffin heater by the potting bench: its tank seam split, paraffin dripping onto the slabs",
        ),
        objectFeature(
          "paraffin_heater_2",
          "paraffin_heater",
          [150, 60],
          "paraffin heater at the far end: tank sound, dry underneath; fine",
        ),
      ],
      { start: [20, 60] },
    );
    await solves(world, {
      mission:
        "right whiff of paraffin round the heaters this morning. see what's causing it before someone lights up",
      operator: { answers: ["the heaters by the potting bench"] },
      expect: {
        inspected: ["paraffin_heater_1"],
        visited: [],
        maxClarify: 0,
        verdict: { problems: ["paraffin_heater_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
  }, 180_000);
});
