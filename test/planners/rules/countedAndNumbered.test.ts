import { describe, it } from "vitest";
import { objectFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { grass, solves } from "./testWorlds.js";

/**
 * A check of things the mission says there are so many of, where the complaint names one or two by number: every
 * one is looked at, not only those numbered. Nothing here is from any evaluation world.
 */
describe("a check of a counted set, with some numbered in the complaint", () => {
  it("looks at all four lamps, not only the one complained of", async () => {
    const lamp = (n: number, x: number, state: string) =>
      objectFeature(
        `lamp_post_${n}`,
        "lamp_post",
        [x, 100],
        `lamp post ${n} by the path, ${state}`,
      );
    const world = writeTestWorld(
      [
        grass(260, 180),
        lamp(1, 40, "lamp lit; fine"),
        lamp(2, 90, "lamp lit; fine"),
        lamp(3, 140, "the head smashed and hanging by its cable; broken"),
        lamp(4, 190, "a little dim but lit; fine"),
      ],
      { start: [20, 100] },
    );
    await solves(world, {
      mission:
        "Lamp 3 went out about midnight and 4's been flickering. Can you go along the path and look at the lamp posts? There's four of them.",
      operator: { answers: ["they're along the path, 1 at the west end"] },
      expect: {
        inspected: ["lamp_post_1", "lamp_post_2", "lamp_post_3", "lamp_post_4"],
        visited: [],
        maxClarify: 1,
        verdict: {
          problems: ["lamp_post_3"],
          fine: ["lamp_post_1", "lamp_post_2", "lamp_post_4"],
        },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
  }, 180_000);
});
