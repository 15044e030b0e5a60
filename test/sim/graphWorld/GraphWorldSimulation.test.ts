import { describe, expect, it } from "vitest";
import { buildGraphWorld, GraphWorldSimulation } from "../../../sim/graphWorld/index.js";
import { GraphSync, mapToGraphJson, SemanticMap } from "../../../src/map/index.js";
import { knownNames, lakesideSim, walk } from "./helpers.js";

describe("GraphWorldSimulation moves", () => {
  it("moves along a truth edge, charging distance / 0.5 m/s, and reports the new location", () => {
    const { sim, deltas } = lakesideSim();
    const move = sim.moveTo("road_1");
    expect(move).toEqual({
      ok: true,
      value: { from: "parking_lot_1", to: "road_1", distanceM: 20, durationSec: 40 },
    });
    expect(sim.location).toBe("road_1");
    expect(sim.clock.nowSec()).toBe(40);
    expect(sim.odometerM).toBe(20);
    expect(sim.trajectory).toEqual([
      { tSec: 0, position: [0, 0] },
      { tSec: 40, position: [20, 0] },
    ]);
    expect(deltas).toEqual([{ seq: 1, stamp: 40, robot_location: "road_1" }]);
  });

  it("blocks a move to a region not connected in the truth, changing nothing", () => {
    const { sim, deltas } = lakesideSim();
    expect(sim.moveTo("road_2")).toEqual({
      ok: false,
      error: `"road_2" is not a region connected to "parking_lot_1"`,
    });
    expect(sim.moveTo("truck_1").ok).toBe(false);
    expect(sim.moveTo("nowhere").ok).toBe(false);
    expect(sim.location).toBe("parking_lot_1");
    expect(sim.clock.nowSec()).toBe(0);
    expect(deltas).toEqual([]);
  });

  it("reveals a truth edge (and region) the agent did not know when the robot drives along it", () => {
    const { sim, deltas } = lakesideSim();
    walk(sim, "road_1", "road_2", "road_3", "beach_1");
    expect(deltas.at(-1)).toMatchObject({
      add_edges: [["road_3", "beach_1"]],
      robot_location: "beach_1",
    });
    walk(sim, "path_1", "beach_1", "road_3", "road_2", "road_1", "parking_lot_1", "field_1");
    expect(deltas.at(-1)).toMatchObject({
      add_nodes: [{ name: "field_1", type: "region", coords: [0, -20] }],
      add_edges: [["parking_lot_1", "field_1"]],
      robot_location: "field_1",
    });
  });
});

describe("GraphWorldSimulation map_region", () => {
  it("reveals the region's missing neighbours, its missing edges and its description, and nothing else", () => {
    const { sim, deltas } = lakesideSim();
    expect(sim.mapRegion()).toEqual({ ok: true, value: "gravel parking lot by the boat launch" });
    expect(sim.clock.nowSec()).toBe(2);
    expect(deltas).toEqual([
      {
        seq: 1,
        stamp: 2,
        add_nodes: [{ name: "field_1", type: "region", coords: [0, -20] }],
        update_nodes: [
          {
            name: "parking_lot_1",
            attributes: { description: "gravel parking lot by the boat launch" },
          },
        ],
        add_edges: [["parking_lot_1", "field_1"]],
      },
    ]);
  });

  it("reveals objects seen from the region, but not their other edges or descriptions", () => {
    const { sim, deltas } = lakesideSim();
    walk(sim, "road_1", "sidewalk_1", "picnic_area_1", "beach_1");
    deltas.length = 0;
    sim.mapRegion();
    expect(deltas).toEqual([
      {
        seq: 5,
        stamp: expect.any(Number) as number,
        add_nodes: [{ name: "barrel_1", type: "object", coords: [62, 37] }],
        update_nodes: [{ name: "beach_1", attributes: { description: "sandy beach" } }],
        add_edges: [
          ["barrel_1", "beach_1"],
          ["beach_1", "road_3"],
        ],
      },
    ]);
    expect(sim.snapshot().snapshot.object_connections).not.toContainEqual(["barrel_1", "path_1"]);
  });

  it("sends nothing when the region holds no news, but still takes the VLM's time", () => {
    const { sim, deltas } = lakesideSim();
    sim.mapRegion();
    sim.mapRegion();
    expect(deltas).toHaveLength(1);
    expect(sim.clock.nowSec()).toBe(4);
  });
});

describe("GraphWorldSimulation inspect", () => {
  it("reveals and returns the description of an object seen from the robot's region", () => {
    const { sim, deltas } = lakesideSim();
    expect(sim.inspect("truck_1")).toEqual({
      ok: true,
      value: "white pickup truck, driver door open",
    });
    expect(sim.clock.nowSec()).toBe(2);
    expect(deltas).toEqual([
      {
        seq: 1,
        stamp: 2,
        update_nodes: [
          { name: "truck_1", attributes: { description: "white pickup truck, driver door open" } },
        ],
      },
    ]);
  });

  it("fails clearly from a region not connected to the object, and for regions or unknown names", () => {
    const { sim, deltas } = lakesideSim();
    expect(sim.inspect("boat_1")).toEqual({
      ok: false,
      error: `"boat_1" cannot be seen from "parking_lot_1"; go to a region connected to it, then inspect`,
    });
    expect(sim.inspect("road_1")).toEqual({
      ok: false,
      error: `inspect takes an object, but "road_1" is a region`,
    });
    expect(sim.inspect("unicorn_1")).toEqual({
      ok: false,
      error: `there is no object "unicorn_1" to inspect`,
    });
    expect(deltas).toEqual([]);
    expect(sim.clock.nowSec()).toBe(0);
  });

  it("adds an object the agent did not know yet, with its edge to the robot's region", () => {
    const { sim, deltas } = lakesideSim();
    walk(sim, "road_1", "road_2", "road_3", "beach_1");
    sim.inspect("barrel_1");
    expect(deltas.at(-1)).toMatchObject({
      add_nodes: [
        {
          name: "barrel_1",
          type: "object",
          attributes: { description: "rusty barrel leaking oil onto the sand" },
        },
      ],
      add_edges: [["barrel_1", "beach_1"]],
    });
  });
});

describe("GraphWorldSimulation extend_map", () => {
  it("reveals the nearest unknown region toward the point that joins the known graph, step by step", () => {
    const { sim, deltas } = lakesideSim();
    expect(sim.extendToward([142, 48])).toEqual({ ok: true, value: "trail_2" });
    expect(deltas).toEqual([
      {
        seq: 1,
        stamp: 0,
        add_nodes: [{ name: "trail_2", type: "region", coords: [120, 30] }],
        add_edges: [["trail_2", "trail_1"]],
      },
    ]);
    expect(sim.location).toBe("parking_lot_1");
    expect(sim.extendToward([142, 48])).toEqual({ ok: true, value: "clearing_1" });
    expect(deltas.at(-1)).toMatchObject({ add_edges: [["clearing_1", "trail_2"]] });
    // field_1 is still unknown, but it lies away from the point.
    expect(sim.extendToward([142, 48])).toEqual({
      ok: false,
      error: "no unknown region connected to the known map lies toward (142.0, 48.0)",
    });
    expect(deltas).toHaveLength(2);
    expect(sim.extendToward([0, -30])).toEqual({ ok: true, value: "field_1" });
  });

  it("prefers the candidate nearest the point and skips regions not yet connected to the known graph", () => {
    const world = buildGraphWorld({
      full: {
        regions: [
          { name: "a", coords: [0, 0] },
          { name: "near", coords: [5, 5] },
          { name: "far", coords: [10, 0] },
          { name: "beyond", coords: [19, 0] },
        ],
        region_connections: [
          ["a", "near"],
          ["a", "far"],
          ["far", "beyond"],
        ],
        robot_location: "a",
      },
      fullSource: "t.graph.json",
      prior: { graph: { regions: [{ name: "a", coords: [0, 0] }] }, source: "p.graph.json" },
    });
    if (!world.ok) throw new Error(world.error.join("\n"));
    const sim = new GraphWorldSimulation({ world: world.value });
    expect(sim.extendToward([20, 0])).toEqual({ ok: true, value: "far" });
    expect(sim.extendToward([20, 0])).toEqual({ ok: true, value: "beyond" });
    // Still a little closer to the point than its anchor a, so still toward it.
    expect(sim.extendToward([20, 0])).toEqual({ ok: true, value: "near" });
    expect(sim.extendToward([20, 0]).ok).toBe(false);
  });
});

describe("GraphWorldSimulation deltas", () => {
  it("numbers deltas consecutively from 1, and the snapshot carries the last seq", () => {
    const { sim, deltas } = lakesideSim();
    expect(sim.snapshot().seq).toBe(0);
    sim.mapRegion();
    walk(sim, "road_1");
    sim.inspect("boat_1"); // refused: no delta, no seq
    sim.extendToward([142, 48]);
    walk(sim, "road_2");
    expect(deltas.map((d) => d.seq)).toEqual([1, 2, 3, 4]);
    expect(sim.snapshot().seq).toBe(4);
  });

  it("lets a GraphSync fed with the snapshot and the deltas rebuild the known map exactly", () => {
    const { sim } = lakesideSim();
    const agentMap = new SemanticMap();
    const sync = new GraphSync(agentMap);
    sync.receive(sim.snapshot());
    sim.onDelta((delta) => sync.receive(delta));
    sim.mapRegion();
    walk(sim, "field_1", "parking_lot_1", "road_1", "road_2", "road_3", "bridge_1", "trail_1");
    sim.extendToward([142, 48]);
    walk(sim, "trail_2");
    sim.mapRegion();
    walk(sim, "clearing_1");
    sim.inspect("radio_tower_1");
    expect(mapToGraphJson(agentMap)).toEqual(sim.snapshot().snapshot);
    expect(knownNames(sim)).toContain("radio_tower_1");
  });

  it("adopts the agent's own updates into snapshots without echoing them or using a seq", () => {
    const { sim, deltas } = lakesideSim();
    const report = sim.adoptAgentUpdate({
      add_nodes: [{ name: "discovered_region_0", type: "region", coords: [5, 5] }],
      add_edges: [["discovered_region_0", "parking_lot_1"]],
      update_nodes: [{ name: "truck_1", attributes: { answer: "door open" } }],
    });
    expect(report.skipped).toEqual([]);
    expect(deltas).toEqual([]);
    const snapshot = sim.snapshot();
    expect(snapshot.seq).toBe(0);
    expect(snapshot.snapshot.regions.map((r) => r.name)).toContain("discovered_region_0");
    expect(snapshot.snapshot.objects.find((o) => o.name === "truck_1")).toMatchObject({
      answer: "door open",
    });
    walk(sim, "road_1");
    expect(deltas.map((d) => d.seq)).toEqual([1]);
  });

  it("does not re-send what the agent already adopted", () => {
    const { sim, deltas } = lakesideSim();
    sim.adoptAgentUpdate({
      add_nodes: [
        {
          name: "field_1",
          type: "region",
          coords: [0, -20],
          attributes: { description: "mowed grass field" },
        },
      ],
      add_edges: [["field_1", "parking_lot_1"]],
      update_nodes: [
        {
          name: "parking_lot_1",
          attributes: { description: "gravel parking lot by the boat launch" },
        },
      ],
    });
    sim.mapRegion();
    expect(deltas).toEqual([]);
  });
});
