import { describe, expect, it } from "vitest";
import { objectFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { grass, house, solves } from "./testWorlds.js";

/**
 * A fault said of a building by a shorter name than the map's ("the boathouse" for the boathouse workshop). The
 * world and mission are written for this test, from no evaluation suite.
 */
describe("a symptom said of a building by part of its name", () => {
  it("looks inside the building whose name has the words, before things outside that only relate to the symptom", async () => {
    const world = writeTestWorld(
      [
        grass(220, 160),
        ...house(
          "boathouse_workshop",
          [130, 70, 180, 110],
          [150, 160],
          "timber boathouse workshop, roller door shut",
          "workshop floor: benches, racked oars, the electrics on the back wall",
        ),
        objectFeature(
          "fuse_board_1",
          "fuse_board",
          [170, 104],
          "fuse board on the back wall: main RCD tripped, scorch marks round one breaker; faulty",
        ),
        objectFeature(
          "street_lamp_1",
          "street_lamp",
          [40, 120],
          "street lamp by the slipway, lit; fine",
        ),
        objectFeature(
          "power_washer_1",
          "power_washer",
          [80, 30],
          "petrol power washer on its trolley, tank half full; fine",
        ),
      ],
      { start: [20, 20] },
    );
    const history = await solves(world, {
      mission: "boathouse has lost all its power overnight, can you find out why",
      operator: {
        answers: ["the electrics are all inside the boathouse workshop, on the back wall"],
      },
      expect: {
        inspected: ["fuse_board_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["fuse_board_1"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3000 },
    });
    // Nothing outside is looked at before the building's inside.
    const firstInspect = history.split("\n").find((line) => line.startsWith("inspect("));
    expect(firstInspect).toContain("inspect(fuse_board_1");
  }, 180_000);
});
