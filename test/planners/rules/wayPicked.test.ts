import { describe, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { scrub, solves, way } from "./testWorlds.js";

/**
 * Which of several ways of one name a route question means, and a thing a route leads to. Worlds and missions are
 * written for these tests, from no evaluation suite.
 */
describe("the way meant, and the thing at its end", () => {
  it("drives the one of several same-named ways that the mission's other words pick", async () => {
    // A perimeter track on each side of a walled block, a boundary stone at each end of the north one.
    const world = writeTestWorld(
      [
        way("road", "perimeter_track_south", [
          [0, 10],
          [200, 10],
        ]),
        way("road", "perimeter_track_north", [
          [0, 190],
          [200, 190],
        ]),
        way("road", "perimeter_track_west", [
          [10, 0],
          [10, 200],
        ]),
        way("road", "perimeter_track_east", [
          [190, 0],
          [190, 200],
        ]),
        scrub("walled_block", [20, 20, 180, 180]),
        objectFeature("boundary_stone_1", "boundary_stone", [4, 194], "boundary stone, upright"),
        objectFeature("boundary_stone_2", "boundary_stone", [196, 194], "boundary stone, upright"),
      ],
      { start: [100, 10] },
    );
    await solves(world, {
      mission:
        "Is the perimeter track ok all along the north side? the night patrol needs to get right round",
      operator: { answers: ["the perimeter track on the north side, corner to corner"] },
      expect: {
        inspected: [],
        visited: ["boundary_stone_1", "boundary_stone_2"],
        maxClarify: 1,
        verdict: { route_open: true },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3000 },
    });
  }, 240_000);

  it("looks at the thing a route leads to once it gets there", async () => {
    const world = writeTestWorld(
      [
        surfaceFeature(
          { class: "grass", name: "works_yard", description: "gravelled works yard" },
          { polygon: rect(0, 0, 200, 40) },
        ),
        way("road", "yard_gate_road", [
          [0, 20],
          [200, 20],
        ]),
        objectFeature(
          "oil_fill_point_1",
          "oil_fill_point",
          [185, 32],
          "oil fill point cabinet on the boiler house wall: unlocked, cap on, clear to couple up",
        ),
      ],
      { start: [5, 15] },
    );
    await solves(world, {
      mission: "Oil tanker booked for 7. Can he get in through to the fill point ok?",
      operator: { answers: ["the oil fill point at the far end of the yard"] },
      expect: {
        inspected: ["oil_fill_point_1"],
        visited: [],
        maxClarify: 1,
        verdict: { route_open: true },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
  }, 180_000);
});
