import { describe, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { grass, solves } from "./testWorlds.js";

/**
 * A find of one thing said to be at a named place: one of the kind seen off that place is likely another, so the
 * place is searched before it is taken. Nothing here is from any evaluation world.
 */
describe("a find of one thing at a named place", () => {
  it("searches the meadow instead of taking the barrow by the yard wall", async () => {
    const world = writeTestWorld(
      [
        grass(300, 200),
        surfaceFeature(
          { class: "grass", name: "long_meadow", description: "a long hay meadow" },
          { polygon: rect(160, 20, 290, 180) },
        ),
        objectFeature(
          "wheelbarrow_1",
          "wheelbarrow",
          [132, 100],
          "green wheelbarrow leaning against the yard fence, empty; fine",
        ),
        objectFeature(
          "wheelbarrow_2",
          "wheelbarrow",
          [265, 165],
          "green wheelbarrow tipped on its side in the long grass, half full of logs",
          false,
        ),
      ],
      { start: [20, 100] },
    );
    await solves(world, {
      mission: "I left the wheelbarrow out somewhere on Long Meadow yesterday. Can you find it?",
      operator: { answers: ["a green one, somewhere out on the meadow"] },
      expect: {
        inspected: ["wheelbarrow_2"],
        visited: [],
        maxClarify: 1,
        verdict: { found: ["wheelbarrow_2"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
  }, 180_000);
});
