import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { grass, house, solves } from "./testWorlds.js";

/**
 * A check of every thing of a kind that does not stop at the first in trouble, and a lost thing called by a code
 * nobody outside the site would know. Worlds and missions are written for these tests, from no evaluation suite.
 */
describe("every one of a kind, and things called by a code", () => {
  it("checks every van, not only those known before the first one found in trouble", async () => {
    const van = (n: number, x: number, description: string, inPrior: boolean) =>
      objectFeature(`van_${n}`, "van", [x, 50], description, inPrior);
    const world = writeTestWorld(
      [
        grass(320, 100),
        surfaceFeature(
          { class: "gravel", name: "lower_yard", description: "gravel yard, low and wet" },
          { polygon: rect(20, 30, 310, 70) },
        ),
        van(1, 40, "white panel van in a pool of brown water up to its wheel hubs; flooded", true),
        van(2, 150, "blue van on the raised verge, tyres and sills dry; fine", false),
        van(
          3,
          220,
          "grey van with muddy water over its sills and into the footwells; flooded",
          false,
        ),
        van(4, 290, "red van on the hardstanding, dry all round; fine", false),
      ],
      { start: [10, 50] },
    );
    await solves(world, {
      mission: "Water came up in the lower yard in the night. Which of the vans are sat in it?",
      operator: { answers: ["there are four vans parked in a line along the lower yard"] },
      expect: {
        inspected: ["van_1", "van_2", "van_3", "van_4"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["van_1", "van_3"], fine: ["van_2", "van_4"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
  }, 240_000);

  it("asks what a thing called by a code is before searching for it", async () => {
    const world = writeTestWorld(
      [
        grass(240, 160),
        ...house(
          "workshop",
          [20, 100, 50, 125],
          [30, 40],
          "steel-clad workshop",
          "inside the workshop: concrete floor, benches along the walls",
        ),
        ...house(
          "loading_shed",
          [170, 100, 200, 125],
          [180, 190],
          "open-fronted loading shed",
          "inside the loading shed: concrete floor, pallets stacked at the back",
        ),
        objectFeature(
          "pallet_truck_1",
          "pallet_truck",
          [185, 115],
          "yellow electric pallet truck with a 7 stencilled on its back plate, parked; fine",
          false,
        ),
        objectFeature("skip_1", "skip", [40, 60], "half-full builder's skip; fine"),
      ],
      { start: [20, 20] },
    );
    const history = await solves(world, {
      mission: "PT7 isn't in the workshop where it lives, gone missing again. Find it for me",
      operator: { answers: ["PT7 is the yellow pallet truck; try the loading shed"] },
      expect: {
        inspected: ["pallet_truck_1"],
        visited: [],
        maxClarify: 1,
        verdict: { found: ["pallet_truck_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
    const first = history
      .split("\n")
      .find((line) => /goto|extend_map|map_region|inspect|clarify/.test(line));
    expect(first).toContain("clarify(");
  }, 180_000);

  it("surveys a place named by its head word ('the apron') across all of it", async () => {
    const world = writeTestWorld(
      [
        grass(420, 140),
        surfaceFeature(
          { class: "parking_lot", name: "loading_apron", description: "concrete loading apron" },
          { polygon: rect(20, 20, 400, 60) },
        ),
        objectFeature(
          "forklift_1",
          "forklift",
          [330, 40],
          "forklift parked on the apron, tyres good, no warning lights; fit to use",
          false,
        ),
      ],
      { start: [20, 100] },
    );
    await solves(world, {
      mission: "look over the forklift on the apron and tell me if its fit to use",
      operator: { answers: ["it's parked somewhere along the apron"] },
      expect: {
        inspected: ["forklift_1"],
        visited: [],
        maxClarify: 1,
        verdict: { fine: ["forklift_1"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
  }, 240_000);
});
