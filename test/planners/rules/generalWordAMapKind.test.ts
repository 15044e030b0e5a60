import { describe, it } from "vitest";
import { objectFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { grass, solves } from "./testWorlds.js";

/**
 * A general word said with a particular one seeks the particular ("a beast … a cow"), unless the map has a kind of
 * its own for the general word: then that kind is what the mission means. Nothing here is from any evaluation world.
 */
describe("a general word the map has a kind for", () => {
  it("finds the map's grab bag when the reply calls it a rucksack", async () => {
    const world = writeTestWorld(
      [
        grass(260, 180),
        objectFeature("bench_1", "bench", [200, 140], "wooden bench on the lawn; fine"),
        objectFeature(
          "grab_bag_1",
          "grab_bag",
          [202, 143],
          "green rucksack with a white cross on the flap, lying on the grass by the bench",
          false,
        ),
        objectFeature("litter_bin_1", "litter_bin", [40, 150], "litter bin, half full; fine"),
      ],
      { start: [30, 20] },
    );
    await solves(world, {
      mission:
        "I put the grab bag down somewhere when I was helping a kid and came away without it. Can you find it",
      operator: {
        answers: ["green rucksack with a white cross on the flap, by the bench"],
      },
      expect: {
        inspected: ["grab_bag_1"],
        visited: [],
        maxClarify: 1,
        verdict: { found: ["grab_bag_1"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
  }, 180_000);
});
