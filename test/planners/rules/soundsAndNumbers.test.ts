import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { grass, house, solves } from "./testWorlds.js";

/**
 * A noise traced into the building named for the machines it houses, a check sent to a numbered place, and a
 * lost thing nobody placed. Worlds and missions are written for these tests, from no evaluation suite.
 */
/** Where a call first stands in a plan history; never, past the end. */
function firstAt(history: string, call: string): number {
  const i = history.indexOf(call);
  return i < 0 ? Number.POSITIVE_INFINITY : i;
}

describe("sounds, numbers and lost things", () => {
  it("traces a noise heard by a place into a machine house beside it, and stops at its source", async () => {
    const world = writeTestWorld(
      [
        grass(240, 160),
        surfaceFeature(
          { class: "water", name: "the_weir", description: "weir pool below the sluice" },
          { polygon: rect(175, 85, 215, 125) },
        ),
        ...house(
          "pump_house",
          [140, 96, 162, 116],
          [148, 154],
          "brick pump house beside the weir",
          "inside the pump house: concrete floor, two pump plinths",
        ),
        objectFeature(
          "lift_pump_1",
          "lift_pump",
          [145, 110],
          "lift pump on its plinth: bearing run dry, shrieking as it turns; faulty",
          false,
        ),
        objectFeature(
          "lift_pump_2",
          "lift_pump",
          [157, 110],
          "lift pump on its plinth: stopped, isolated, cool; standing by",
          false,
        ),
        objectFeature(
          "sluice_gate_1",
          "sluice_gate",
          [172, 80],
          "sluice gate at the head of the weir, set as usual; fine",
        ),
        objectFeature(
          "ride_on_mower_1",
          "ride_on_mower",
          [30, 140],
          "ride-on mower parked by the hedge, engine off; fine",
        ),
      ],
      { start: [20, 20] },
    );
    const history = await solves(world, {
      mission:
        "Anglers on the far bank say there's been a shrieking from round the weir since dawn. What is it?",
      operator: { answers: ["somewhere near the weir, they couldn't say more"] },
      expect: {
        inspected: ["lift_pump_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["lift_pump_1"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3000 },
    });
    // A machine far from where it is heard is not looked at.
    expect(history).not.toContain("inspect(ride_on_mower_1");
  }, 240_000);

  it("checks the thing at the numbered place the mission sends it to", async () => {
    const pen = (n: number, x0: number) =>
      surfaceFeature(
        { class: "grass", name: `pen_${n}`, description: `stock pen ${n}` },
        { polygon: rect(x0, 60, x0 + 40, 100) },
      );
    const trough = (n: number, x: number, description: string) =>
      objectFeature(`water_trough_${n}`, "water_trough", [x, 80], description);
    const world = writeTestWorld(
      [
        surfaceFeature(
          { class: "grass", name: "yard", description: "rough grass yard" },
          { polygon: rect(0, 0, 240, 60) },
        ),
        pen(1, 0),
        pen(2, 100),
        pen(3, 200),
        trough(1, 20, "galvanised trough, ballcock shutting off, water level right; fine"),
        trough(2, 120, "galvanised trough, ballcock jammed open, water over the rim; leaking"),
        trough(3, 220, "galvanised trough, ballcock shutting off, water level right; fine"),
      ],
      { start: [20, 20] },
    );
    const history = await solves(world, {
      mission: "go to pen 2 and look at the water trough, is the ballcock ok",
      operator: { answers: ["the trough in pen 2, the middle one"] },
      expect: {
        inspected: ["water_trough_2"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["water_trough_2"] },
      },
      limits: { maxIterations: 20, maxSimSeconds: 1500 },
    });
    // Not the troughs of the other pens, however near.
    expect(history).not.toContain("inspect(water_trough_1");
  }, 180_000);

  it("takes a mark like B2 for the number of the place it goes with", async () => {
    const bay = (n: number, x0: number) =>
      surfaceFeature(
        { class: "gravel", name: `loading_bay_${n}`, description: `loading bay ${n}` },
        { polygon: rect(x0, 60, x0 + 40, 100) },
      );
    const tank = (n: number, x: number, description: string) =>
      objectFeature(`day_tank_${n}`, "day_tank", [x, 80], description);
    const world = writeTestWorld(
      [
        surfaceFeature(
          { class: "road", name: "service_road", description: "tarmac service road" },
          { polygon: rect(0, 0, 240, 60) },
        ),
        bay(1, 0),
        bay(2, 100),
        bay(3, 200),
        tank(1, 20, "steel day tank on its stand, dry underneath, gauge half; fine"),
        tank(2, 120, "steel day tank on its stand, drain cock open, diesel running out; leaking"),
        tank(3, 220, "steel day tank on its stand, dry underneath, gauge full; fine"),
      ],
      { start: [20, 20] },
    );
    const history = await solves(world, {
      mission: "theres diesel all over the B2 loading bay. where's it coming from",
      operator: { answers: ["the middle bay of the three"] },
      expect: {
        inspected: ["day_tank_2"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["day_tank_2"] },
      },
      limits: { maxIterations: 20, maxSimSeconds: 1500 },
    });
    // The tank of the bay said first, not that of the bay beside the robot.
    expect(firstAt(history, "inspect(day_tank_2")).toBeLessThan(
      firstAt(history, "inspect(day_tank_1"),
    );
  }, 180_000);

  it("takes marks like P2 and P3 for the numbered things they name", async () => {
    const pump = (n: number, x: number, description: string) =>
      objectFeature(`borehole_pump_${n}`, "borehole_pump", [x, 90], description);
    const panel = (n: number, x: number, description: string) =>
      objectFeature(`pump_panel_${n}`, "control_panel", [x, 70], description);
    const world = writeTestWorld(
      [
        surfaceFeature(
          { class: "grass", name: "paddock", description: "sheep paddock, short grass" },
          { polygon: rect(0, 0, 300, 120) },
        ),
        pump(1, 30, "borehole pump head, humming, water in the header pipe; running"),
        pump(2, 200, "borehole pump head, silent, cold; not running"),
        pump(3, 260, "borehole pump head, silent, cold; not running"),
        panel(1, 40, "pump control panel, power lamp lit, breakers on; fine"),
        panel(2, 230, "pump control panel for the two far pumps, main breaker tripped off; faulty"),
        objectFeature("tractor_1", "tractor", [60, 20], "tractor parked by the gate; fine"),
      ],
      { start: [20, 20] },
    );
    const history = await solves(world, {
      mission: "P2 and P3 have gone off in the night, the top troughs are empty. why?",
      operator: { answers: ["the two pumps at the far end of the paddock"] },
      expect: {
        inspected: ["pump_panel_2"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["pump_panel_2"] },
      },
      limits: { maxIterations: 20, maxSimSeconds: 1500 },
    });
    // The far pumps and their panel first, not the panel of the pump that still runs beside the robot.
    expect(firstAt(history, "inspect(pump_panel_2")).toBeLessThan(
      firstAt(history, "inspect(pump_panel_1"),
    );
    expect(firstAt(history, "inspect(borehole_pump_2")).toBeLessThan(
      firstAt(history, "inspect(borehole_pump_1"),
    );
  }, 180_000);

  it("asks where to look for a lost thing nobody placed before driving anywhere", async () => {
    const world = writeTestWorld(
      [
        grass(240, 160),
        surfaceFeature(
          { class: "building", name: "potting_shed", description: "timber potting shed" },
          { polygon: rect(170, 110, 190, 125) },
        ),
        objectFeature(
          "tool_bag_1",
          "tool_bag",
          [198, 116],
          "blue canvas tool bag by the potting shed, zipped, tools inside",
          false,
        ),
        objectFeature("water_butt_1", "water_butt", [40, 120], "water butt by the gate; fine"),
        // (A store for tools: by meaning a place such a bag might be, and a long way off.)
        surfaceFeature(
          { class: "building", name: "tool_store", description: "block-built tool store" },
          { polygon: rect(215, 10, 235, 25) },
        ),
      ],
      { start: [20, 20] },
    );
    const history = await solves(world, {
      mission: "The blue tool bag has gone walkabout. Can you find it?",
      operator: { answers: ["try by the potting shed"] },
      expect: {
        inspected: ["tool_bag_1"],
        visited: [],
        maxClarify: 1,
        verdict: { found: ["tool_bag_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
    const first = history
      .split("\n")
      .find((line) => /goto|extend_map|map_region|clarify/.test(line));
    expect(first).toContain("clarify(");
  }, 180_000);
});
