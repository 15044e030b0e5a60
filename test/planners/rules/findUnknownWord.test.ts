import { describe, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { grass, solves } from "./testWorlds.js";

/**
 * A lost thing called by a clipping the detector does not know ("the defib"): the detector is asked for broad
 * kinds too, so the thing is seen when the robot passes it. Nothing here is from any evaluation world.
 */
describe("a find of a thing called by a word no dictionary knows", () => {
  it("sees the thing by its broad kind and reports it found", async () => {
    const world = writeTestWorld(
      [
        grass(240, 160),
        surfaceFeature(
          { class: "grass", name: "top_field", description: "a sloping field of rough grass" },
          { polygon: rect(120, 60, 235, 155) },
        ),
        objectFeature(
          "defibrillator_1",
          "defibrillator",
          [190, 120],
          "portable defibrillator in its yellow carry case, lying in the grass at the top of the field; fine",
          false,
        ),
      ],
      { start: [20, 20] },
    );
    await solves(world, {
      mission:
        "Somebody took the defib out to the match and never brought it back. Can you find it? It'll be up on the top field.",
      operator: { answers: ["the yellow case, up on the top field"] },
      expect: {
        inspected: ["defibrillator_1"],
        visited: [],
        maxClarify: 1,
        verdict: { found: ["defibrillator_1"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
  }, 180_000);
});
