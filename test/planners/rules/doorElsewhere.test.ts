import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { failedChecks, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A workshop in a paddock, its only door on the far (north) side from the robot, which starts to its west. The
 * prior shows the building and its roofed floor but no door; the torch inside is not in the prior. Nothing here
 * is from any evaluation world.
 */
function workshopWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "paddock", description: "rough grass" },
        { polygon: rect(0, 0, 240, 140) },
      ),
      surfaceFeature(
        {
          class: "building",
          name: "workshop",
          description: "block workshop, door on the north side",
        },
        { polygon: rect(110, 50, 170, 96) },
      ),
      surfaceFeature(
        {
          class: "floor",
          name: "workshop_floor",
          description: "concrete floor",
          traversable: true,
          coveredFromAir: true,
          cover: "roof",
        },
        {
          polygon: [
            [
              [111, 51],
              [169, 51],
              [169, 95],
              [144, 95],
              [144, 97.5],
              [136, 97.5],
              [136, 95],
              [111, 95],
            ],
          ],
        },
      ),
      objectFeature("torch_1", "torch", [150, 70], "yellow torch on the bench", false),
    ],
    { start: [40, 73] },
  );
}

describe("a building whose door is out of sight", () => {
  it("finds the way in on the far side and searches inside", async () => {
    const path = writeTestMission(workshopWorld(), {
      mission: "I think I left my torch in the workshop, can you find it?",
      operator: { answers: ["In the workshop."] },
      expect: {
        inspected: ["torch_1"],
        visited: [],
        maxClarify: 1,
        verdict: { found: ["torch_1"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
    const { failed, history } = await failedChecks(path);
    expect(failed, history).toEqual([]);
  }, 90_000);
});
