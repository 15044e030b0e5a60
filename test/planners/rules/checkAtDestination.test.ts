import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { house, solves } from "./testWorlds.js";

/**
 * A check sent to one place ("nip round to the pump house and tell me if …"): the thing asked about is the one
 * there, not another of its kind elsewhere. The world and mission are written for this test, from no evaluation
 * suite.
 */
describe("a check at the one place it is sent to", () => {
  it("looks at the thing inside that place, not the same kind seen elsewhere from the air", async () => {
    const world = writeTestWorld(
      [
        surfaceFeature(
          { class: "gravel", name: "yard", description: "gravel yard" },
          { polygon: rect(0, 0, 260, 160) },
        ),
        ...house(
          "pump_house",
          [150, 90, 190, 125],
          [165, 175],
          "brick pump house",
          "pumps and a generator",
        ),
        objectFeature(
          "generator_1",
          "generator",
          [180, 115],
          "standby generator on its plinth: stopped and silent, panel reads LOW FUEL SHUTDOWN",
          false,
        ),
        objectFeature(
          "generator_2",
          "generator",
          [30, 140],
          "towable site generator by the fence, running smoothly; fine",
        ),
      ],
      { start: [60, 20] },
    );
    const history = await solves(world, {
      mission: "Nip round to the pump house and tell me if the genny's still running.",
      operator: { answers: ["the standby generator inside the pump house"] },
      expect: {
        inspected: ["generator_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["generator_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
    expect(history).not.toContain("inspect(generator_2");
  }, 180_000);
});
