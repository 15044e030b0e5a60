import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { failedChecks, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A cricket ground: the pavilion (a building with one door on its south side) has a gas boiler inside that has
 * gone out; the prior, made from the air, cannot see it. Out on the field stand a water tank (its overflow dripping
 * water: a fault that names the water but explains no cold showers), a water butt, a standpipe and a hose reel, far apart: a reading by meaning
 * alone would go round all of them first, and the time allowed does not stretch to that. Nothing here is from any evaluation world.
 */
function cricketGroundWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "outfield", description: "mown outfield" },
        { polygon: rect(0, 0, 300, 200) },
      ),
      surfaceFeature(
        { class: "building", name: "pavilion", description: "timber pavilion with a veranda" },
        { polygon: rect(180, 120, 230, 160) },
      ),
      surfaceFeature(
        {
          class: "floor",
          name: "pavilion_floor",
          description: "inside the pavilion: changing rooms, showers and a plant cupboard",
          traversable: true,
          coveredFromAir: true,
          cover: "roof",
        },
        {
          // The one door is in the south wall.
          polygon: [
            [
              [181, 121],
              [200, 121],
              [200, 118.5],
              [206, 118.5],
              [206, 121],
              [229, 121],
              [229, 159],
              [181, 159],
            ],
          ],
        },
      ),
      objectFeature(
        "boiler_1",
        "boiler",
        [224, 154],
        "wall-hung gas boiler in the plant cupboard: pilot light out, fault code flashing; not working",
        false,
      ),
      objectFeature(
        "water_tank_1",
        "water_tank",
        [40, 170],
        "green plastic water tank on the far boundary, its overflow dripping: leaking water",
      ),
      objectFeature(
        "water_butt_1",
        "water_butt",
        [290, 15],
        "water butt by the nets, half full; fine",
      ),
      objectFeature(
        "standpipe_1",
        "standpipe",
        [15, 190],
        "standpipe by the scoreboard, tap shut; fine",
      ),
      objectFeature("hose_reel_1", "hose_reel", [290, 190], "hose reel on its cart, coiled; fine"),
    ],
    { start: [20, 20] },
  );
}

describe("a symptom inside a building the mission names", () => {
  it("searches the building's inside, which the prior cannot see, before suspects far off", async () => {
    const path = writeTestMission(cricketGroundWorld(), {
      mission: "No hot water in the pavilion showers since this morning. Why?",
      operator: { answers: ["it's only the pavilion, the tea urn works fine"] },
      expect: {
        inspected: ["boiler_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["boiler_1"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 1500 },
    });
    const { failed, history } = await failedChecks(path);
    expect(failed, history).toEqual([]);
    // The building where the symptom shows comes before a suspect far off, however well its kind matches.
    const steps = history.split("\n");
    const boiler = steps.findIndex((step) => step.startsWith("inspect(boiler_1"));
    const tank = steps.findIndex((step) => step.startsWith("inspect(water_tank_1"));
    expect(boiler, history).toBeGreaterThanOrEqual(0);
    if (tank >= 0) expect(boiler, history).toBeLessThan(tank);
  }, 120_000);
});
