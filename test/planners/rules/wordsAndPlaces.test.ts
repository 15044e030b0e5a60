import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { grass, house, solves } from "./testWorlds.js";

/**
 * Words the map explains and places the mission names loosely: a trade word WordNet does not know, a room named
 * for what stands in it, a count against places that do not hold them all, and a route that goes on past the end
 * of the way it names. Nothing here is from any evaluation world.
 */
describe("words the map explains", () => {
  it("takes a word WordNet does not know for the map's class built on it", async () => {
    const world = writeTestWorld(
      [
        grass(240, 160),
        objectFeature(
          "hosereel_cabinet_1",
          "hosereel_cabinet",
          [200, 130],
          "red hosereel cabinet on the barn wall, hose coiled, valve shut; ready to use",
        ),
        objectFeature(
          "water_trough_1",
          "water_trough",
          [60, 140],
          "galvanised water trough, full; fine",
        ),
        objectFeature("feed_bin_1", "feed_bin", [210, 20], "plastic feed bin, lid on; fine"),
      ],
      { start: [20, 20] },
    );
    await solves(world, {
      mission:
        "A skip's caught fire behind the barn. Where's the nearest hosereel?? Go and check it's there.",
      operator: { answers: ["the hosereel on the barn wall"] },
      expect: {
        inspected: ["hosereel_cabinet_1"],
        visited: [],
        maxClarify: 0,
        verdict: { found: ["hosereel_cabinet_1"] },
      },
      limits: { maxIterations: 20, maxSimSeconds: 1500 },
    });
    // A clipping of a word the map has ("the dehumid": the dehumidifier) names it too.
    const dry = writeTestWorld(
      [
        grass(200, 120),
        objectFeature(
          "dehumidifier_1",
          "dehumidifier",
          [150, 90],
          "grey dehumidifier under the lean-to, tank empty; works",
        ),
        objectFeature("fan_heater_1", "fan_heater", [40, 100], "fan heater by the porch; fine"),
      ],
      { start: [20, 20] },
    );
    await solves(dry, {
      mission: "The office is damp again. Where's the dehumid? Go and check it's there.",
      operator: { answers: ["the dehumid under the lean-to"] },
      expect: {
        inspected: ["dehumidifier_1"],
        visited: [],
        maxClarify: 0,
        verdict: { found: ["dehumidifier_1"] },
      },
      limits: { maxIterations: 20, maxSimSeconds: 1500 },
    });
  }, 120_000);

  it("looks inside a room named for a kind of machine, not at a machine of that kind elsewhere", async () => {
    const world = writeTestWorld(
      [
        grass(300, 200),
        ...house(
          "fountain_plant_room",
          [200, 120, 230, 150],
          [212, 218],
          "brick plant room behind the café",
          "inside the plant room: pipework and a control panel",
        ),
        objectFeature(
          "circulation_pump_1",
          "circulation_pump",
          [225, 145],
          "circulation pump for the fountain: motor seized, breaker tripped; not running",
          false,
        ),
        objectFeature(
          "sump_pump_1",
          "sump_pump",
          [30, 180],
          "sump pump in the far ditch, running; fine",
        ),
        objectFeature(
          "fountain_1",
          "fountain",
          [150, 60],
          "stone fountain, basin full, no water playing",
        ),
      ],
      { start: [150, 30] },
    );
    await solves(world, {
      mission: "The fountain's stopped playing. Why? Plant room's behind the café.",
      operator: { answers: ["the plant room behind the café"] },
      expect: {
        inspected: ["circulation_pump_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["circulation_pump_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
  }, 180_000);
});

describe("steps set out in order", () => {
  it("checks what each step names and not everything else standing there", async () => {
    const world = writeTestWorld(
      [
        grass(240, 160),
        surfaceFeature(
          { class: "path", name: "yard_gate", width: 4 },
          {
            line: [
              [96, 90],
              [104, 110],
            ],
          },
        ),
        objectFeature(
          "padlock_1",
          "padlock",
          [100, 100],
          "brass padlock on the yard gate, shut and locked; fine",
        ),
        objectFeature(
          "water_trough_1",
          "water_trough",
          [200, 40],
          "galvanised water trough, split along a seam and empty; leaking",
        ),
        objectFeature(
          "picnic_table_1",
          "picnic_table",
          [106, 96],
          "picnic table by the gate, one bench split",
        ),
        objectFeature(
          "flag_pole_1",
          "flag_pole",
          [94, 104],
          "flag pole by the gate, halyard snapped",
        ),
      ],
      { start: [20, 20] },
    );
    const history = await solves(world, {
      mission:
        "Two things please. 1) check the padlock on the yard gate. 2) then check the water trough in the paddock. Then tell me",
      operator: { answers: ["the padlock on the gate, then the trough"] },
      expect: {
        inspected: ["padlock_1", "water_trough_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["water_trough_1"], fine: ["padlock_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
    expect(history).not.toMatch(/inspect\((picnic_table|flag_pole)_1/);
  }, 180_000);
});

describe("what serves an activity", () => {
  it("asks the detector for broad kinds too, since what would serve may not be on the map yet", async () => {
    const world = writeTestWorld(
      [
        grass(240, 160),
        ...house(
          "store_shed",
          [150, 100, 180, 125],
          [160, 168],
          "tin store shed",
          "inside the store shed",
        ),
        objectFeature(
          "wheelbarrow_1",
          "wheelbarrow",
          [170, 118],
          "steel wheelbarrow, tyre pumped up; ready to use",
          false,
        ),
        objectFeature(
          "water_trough_1",
          "water_trough",
          [60, 140],
          "galvanised water trough, full; fine",
        ),
        objectFeature("feed_bin_1", "feed_bin", [210, 20], "plastic feed bin, lid on; fine"),
      ],
      { start: [20, 20] },
    );
    await solves(world, {
      mission:
        "One of the ewes has gone lame in the paddock. Have we got anything to wheel her down to the yard?",
      operator: { answers: ["anything with a wheel that would carry a sheep; try the store shed"] },
      expect: {
        inspected: ["wheelbarrow_1"],
        visited: [],
        maxClarify: 1,
        verdict: { found: ["wheelbarrow_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
  }, 180_000);
});

describe("places the mission names loosely", () => {
  it("checks as many as the mission says even when its places hold fewer", async () => {
    const bin = (n: number, at: [number, number], state: string) =>
      objectFeature(`wheelie_bin_${n}`, "wheelie_bin", at, `green wheelie bin, ${state}`);
    const world = writeTestWorld(
      [
        grass(260, 160),
        surfaceFeature(
          { class: "path", name: "gate", width: 3 },
          {
            line: [
              [240, 140],
              [255, 150],
            ],
          },
        ),
        ...house(
          "tool_shed",
          [100, 100, 120, 115],
          [108, 112],
          "timber tool shed",
          "inside the shed",
        ),
        bin(1, [95, 95], "lid on; fine"),
        bin(2, [126, 95], "blown over, rubbish strewn across the grass; knocked over"),
        bin(3, [30, 120], "lid on, upright; fine"),
      ],
      { start: [20, 20] },
    );
    await solves(world, {
      mission:
        "Check all three wheelie bins after the wind, one's at the gate and two are by the tool shed. Any knocked over?",
      operator: { answers: ["the three green wheelie bins"] },
      expect: {
        inspected: ["wheelie_bin_1", "wheelie_bin_2", "wheelie_bin_3"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["wheelie_bin_2"], fine: ["wheelie_bin_1", "wheelie_bin_3"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
  }, 180_000);

  it("goes on past the end of the way it names to where the route leads", async () => {
    const world = writeTestWorld(
      [
        grass(400, 120),
        surfaceFeature(
          { class: "parking", name: "car_park", description: "gravel car park" },
          { polygon: rect(0, 0, 40, 40) },
        ),
        surfaceFeature(
          { class: "path", name: "riverside_path", width: 3 },
          {
            line: [
              [40, 20],
              [200, 20],
            ],
          },
        ),
        surfaceFeature(
          { class: "track", name: "lodge_track", width: 3 },
          {
            line: [
              [200, 20],
              [350, 20],
            ],
          },
        ),
        ...house(
          "lodge",
          [350, 30, 380, 60],
          [360, 366],
          "stone hunting lodge",
          "inside the lodge",
        ),
        // The track is walled in by gorse, and a fallen tree lies across it that the prior does not show.
        surfaceFeature(
          { class: "scrub", name: "gorse", traversable: false },
          { polygon: rect(200, 0, 350, 17) },
        ),
        surfaceFeature(
          { class: "scrub", name: "gorse_north", traversable: false },
          { polygon: rect(200, 23, 350, 120) },
        ),
        {
          properties: { layer: "obstacle", class: "fallen_tree", inPrior: false },
          line: [
            [280, 15],
            [280, 25],
          ],
        },
        objectFeature(
          "fallen_oak_1",
          "oak",
          [280, 20],
          "an oak blown down right across the track, trunk a metre thick; nothing can get past",
          false,
        ),
      ],
      { start: [20, 20] },
    );
    await solves(world, {
      mission:
        "A walking group want to walk the riverside path from the car park up to the lodge this afternoon. Is it clear all the way?",
      operator: { answers: ["from the car park along the riverside path and on up to the lodge"] },
      expect: { inspected: [], visited: [], maxClarify: 1, verdict: { route_open: false } },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
  }, 180_000);

  it("takes each thing asked about by its own kind: one a class names, another by the class its head shares", async () => {
    const world = writeTestWorld(
      [
        grass(260, 120),
        surfaceFeature(
          { class: "path", name: "promenade", width: 4 },
          {
            line: [
              [10, 60],
              [250, 60],
            ],
          },
        ),
        objectFeature("bench_1", "bench", [60, 64], "wooden bench, sound; fine"),
        objectFeature("bench_2", "bench", [180, 64], "wooden bench, backrest snapped off; broken"),
        objectFeature(
          "lamp_post_1",
          "lamp_post",
          [100, 56],
          "lamp post, upright, lantern whole; fine",
        ),
        objectFeature(
          "lamp_post_2",
          "lamp_post",
          [220, 56],
          "lamp post leaning hard over, lantern smashed; damaged",
        ),
      ],
      { start: [10, 60] },
    );
    await solves(world, {
      mission: "After the gale can you check the benches and the lamps? Tell me what's damaged.",
      operator: { answers: ["the benches and lamps on the promenade"] },
      expect: {
        inspected: ["bench_1", "bench_2", "lamp_post_1", "lamp_post_2"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["bench_2", "lamp_post_2"], fine: ["bench_1", "lamp_post_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
  }, 180_000);

  it("searches the place named for a thing not seen yet, though another thing named is already found damaged", async () => {
    const world = writeTestWorld(
      [
        grass(240, 160),
        ...house(
          "hay_barn",
          [150, 100, 190, 130],
          [165, 175],
          "big steel hay barn",
          "inside the hay barn",
        ),
        objectFeature(
          "wheelbarrow_1",
          "wheelbarrow",
          [180, 124],
          "steel wheelbarrow parked in the barn: tyre hard, pan sound; fine",
          false,
        ),
        objectFeature(
          "tractor_1",
          "tractor",
          [60, 40],
          "tractor by the gate, cab window smashed by a branch; damaged",
        ),
      ],
      { start: [20, 20] },
    );
    await solves(world, {
      mission:
        "After the gale I want to know about the wheelbarrow in the hay barn and the tractor by the gate. Tell me what's damaged and what's fine.",
      operator: { answers: ["the wheelbarrow in the barn and the tractor by the gate"] },
      expect: {
        inspected: ["wheelbarrow_1", "tractor_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["tractor_1"], fine: ["wheelbarrow_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
  }, 180_000);
});
