import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { house, solves } from "./testWorlds.js";
import { readMission } from "../../../src/mission/index.js";

/**
 * A depot: three vans on the yard, the fourth inside the "GM workshop" across the field, and a mower by the hedge.
 * Nothing here is from any evaluation world.
 */
function depot(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "parking_lot", name: "van_yard", description: "tarmac yard" },
        { polygon: rect(0, 0, 90, 40) },
      ),
      surfaceFeature(
        { class: "grass", name: "back_field", description: "rough grass" },
        { polygon: rect(0, 40, 200, 140) },
      ),
      ...house(
        "gm_workshop",
        [150, 100, 190, 130],
        [160, 170],
        "steel-clad workshop",
        "concrete floor, bays",
      ),
      objectFeature(
        "transit_van_1",
        "transit_van",
        [20, 20],
        "white van: windscreen cracked by hail",
      ),
      objectFeature(
        "transit_van_2",
        "transit_van",
        [35, 20],
        "white van: a few dents in the roof, glass whole",
      ),
      objectFeature("transit_van_3", "transit_van", [50, 20], "white van: no damage; fine"),
      objectFeature(
        "transit_van_4",
        "transit_van",
        [172, 115],
        "white van in the workshop bay, under cover all night; fine",
      ),
      objectFeature("mower_1", "mower", [100, 60], "ride-on mower by the hedge; fine"),
    ],
    { start: [10, 5] },
  );
}

describe("fewer found than the mission says there are", () => {
  it("reads a make counted in the plural as many of one kind, and 'what's fit to' as a check of them", async () => {
    const goal = await readMission(
      "Check over the four Transit Vans for hail damage. Need to know what's fit to drive.",
    );
    expect(goal.kind).toBe("assess");
    expect(goal.subjects.map((s) => s.text)).toContain("transit van");
  });

  it("asks where the rest are, then looks in the place the operator names by its abbreviation", async () => {
    await solves(depot(), {
      mission:
        "Hail last night. Check over the four Transit Vans for damage, need to know what's fit to drive.",
      operator: {
        answers: ["three are on the van yard, the other one went in the GM shed yesterday"],
      },
      expect: {
        inspected: ["transit_van_1", "transit_van_2", "transit_van_3", "transit_van_4"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["transit_van_1"], fine: ["transit_van_3", "transit_van_4"] },
      },
      limits: { maxIterations: 50, maxSimSeconds: 3600 },
    });
  }, 120_000);
});
