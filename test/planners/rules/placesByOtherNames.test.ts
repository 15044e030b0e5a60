import { describe, expect, it } from "vitest";
import { buildWorldGraph } from "../../../priors/index.js";
import { loadWorldFile } from "../../../sim/world/index.js";
import { loadGraph } from "../../../src/map/index.js";
import { NodeIndex, groundPlaces } from "../../../src/planners/rules/grounding.js";
import { Relevance } from "../../../src/relevance/index.js";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { house, solves } from "./testWorlds.js";

/**
 * A boatyard whose map names its places its own way: the "canoe hire" (the hire shop), the "pump house" (which
 * WordNet also calls a pumping station) and a workshop, with a fuel bowser and a slipway winch in the yard. What
 * stands indoors is not on the prior (overhead imagery does not see it). Nothing here is from any evaluation world.
 */
function boatyard(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "gravel", name: "yard", description: "gravel yard" },
        { polygon: rect(0, 0, 160, 70) },
      ),
      ...house("canoe_hire", [10, 35, 45, 60], [20, 26], "timber hire hut", "racks of canoes"),
      ...house("workshop", [60, 35, 95, 60], [70, 76], "block workshop", "benches"),
      ...house("pump_house", [115, 35, 150, 60], [125, 131], "brick pump house", "two pumps"),
      objectFeature(
        "battery_charger_1",
        "battery_charger",
        [35, 52],
        "battery charger at the back of the hire hut: casing scorched and melted, smell of burning plastic",
        false,
      ),
      objectFeature("paddle_rack_1", "paddle_rack", [18, 50], "rack of paddles; fine", false),
      objectFeature(
        "bench_grinder_1",
        "bench_grinder",
        [80, 50],
        "bench grinder, switched off; fine",
      ),
      objectFeature(
        "pump_1",
        "pump",
        [125, 50],
        "duty pump: grinding and screeching, bearing housing too hot to touch; bearing failing",
        false,
      ),
      objectFeature("pump_2", "pump", [140, 50], "standby pump, quiet and cool; fine", false),
      objectFeature("fuel_bowser_1", "fuel_bowser", [100, 15], "fuel bowser, padlocked; fine"),
      objectFeature("winch_1", "winch", [30, 10], "slipway winch, cable wound on; fine"),
    ],
    { start: [80, 10] },
  );
}

/**
 * A depot yard with a generator shed (a standby generator inside, which failed to start), a bike shed and a
 * gatehouse: for a pet form ("the genny") the map's own words say what it stands for. Nothing here is from any
 * evaluation world.
 */
function depot(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "gravel", name: "yard", description: "gravel yard" },
        { polygon: rect(0, 0, 160, 70) },
      ),
      ...house("generator_shed", [100, 35, 140, 60], [110, 116], "steel shed", "generator bay"),
      ...house("gatehouse", [10, 35, 45, 60], [20, 26], "brick gatehouse", "desk"),
      ...house("bike_shed", [55, 35, 85, 60], [65, 71], "timber bike shed", "bike racks"),
      objectFeature(
        "standby_generator_1",
        "standby_generator",
        [125, 50],
        "standby generator: control panel shows fail to start, battery flat; did not start",
        false,
      ),
      objectFeature("desk_lamp_1", "desk_lamp", [30, 50], "desk lamp, working; fine", false),
      objectFeature("fuel_bowser_1", "fuel_bowser", [60, 15], "fuel bowser, padlocked; fine"),
    ],
    { start: [60, 10] },
  );
}

/** Grounds a phrase by the names of the prior map of a test world (no meaning). */
async function groundingByName(worldFile: string): Promise<(phrase: string) => Promise<string[]>> {
  const loaded = loadWorldFile(worldFile);
  if (!loaded.ok) throw new Error("test world did not load");
  const graph = loadGraph(buildWorldGraph(loaded.value, { view: "prior" }));
  if (!graph.ok) throw new Error("test map did not load");
  const map = graph.value.map;
  const index = new NodeIndex(map, [...map.regionNames(), ...map.objectNames()]);
  const relevance = await Relevance.create();
  return (phrase) => groundPlaces(relevance, index, [phrase], { byMeaning: false });
}

describe("places the map names its own way", () => {
  it("takes a pet form for the one word of the map's names it can stand for", async () => {
    const byName = await groundingByName(depot());
    expect(await byName("genny shed")).toContain("generator_shed");
    expect(await byName("genny shed")).not.toContain("bike_shed");
  }, 60_000);

  it("looks for a failed 'genny' in the building named for generators", async () => {
    await solves(depot(), {
      mission: "Power went off in the night and the genny never kicked in. Go and find out why",
      operator: { answers: ["the standby generator, it should start on its own"] },
      expect: {
        inspected: ["standby_generator_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["standby_generator_1"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
  }, 90_000);

  it("grounds by name a place the map calls by a WordNet synonym or by the word that says which", async () => {
    const byName = await groundingByName(boatyard());
    expect(await byName("pumping station")).toEqual(["pump_house"]);
    expect(await byName("hire shop")).toEqual(["canoe_hire"]);
    // (A word the map's names lack grounds to nothing by name: "the boat shed" is not the canoe hire.)
    expect(await byName("boat shed")).toEqual([]);
  }, 60_000);

  // (A guard: the search finds the noise's cause inside the place, as before.)
  it("takes the pumping station for the pump house, and a noise from it as where it is", async () => {
    await solves(boatyard(), {
      mission:
        "Someone rang about a horrible grinding noise from the pumping station. Can you see what it is",
      operator: { answers: ["there's two pumps in there"] },
      expect: {
        inspected: ["pump_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["pump_1"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
  }, 90_000);
});
