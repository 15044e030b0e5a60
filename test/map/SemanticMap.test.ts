import { describe, expect, it } from "vitest";
import { applyDelta, SemanticMap } from "../../src/map/index.js";
import { sketchMap } from "../fixtures/maps.js";

function small(): SemanticMap {
  return sketchMap({
    nodes: {
      road_1: [0, 0],
      road_2: [10, 0],
      field_1: [10, 15],
      pole_1: { type: "object", at: [5, 1], attributes: { description: "light pole" } },
    },
    edges: [
      ["road_1", "road_2"],
      ["road_2", "field_1"],
      ["road_1", "pole_1"],
      ["pole_1", "road_2"],
    ],
    robot: "road_1",
  });
}

describe("SemanticMap", () => {
  it("counts regions and objects and answers type questions", () => {
    const map = small();
    expect([map.regionCount, map.objectCount]).toEqual([3, 1]);
    expect(map.typeOf("pole_1")).toBe("object");
    expect(map.isRegion("road_1")).toBe(true);
    expect(map.isObject("road_1")).toBe(false);
    expect(map.typeOf("nowhere")).toBeUndefined();
    expect(map.get("nowhere")).toBeUndefined();
    expect(map.has("field_1")).toBe(true);
  });

  it("lists neighbours, optionally by type, and the regions an object is seen from", () => {
    const map = small();
    expect(map.neighbors("road_1").sort()).toEqual(["pole_1", "road_2"]);
    expect(map.neighbors("road_2", "region").sort()).toEqual(["field_1", "road_1"]);
    expect(map.regionsOfObject("pole_1").sort()).toEqual(["road_1", "road_2"]);
    expect(map.neighbors("nowhere")).toEqual([]);
  });

  it("lists every edge once, object edges as [object, region]", () => {
    const map = small();
    expect(map.edges("region")).toHaveLength(2);
    expect(map.edges("object").sort()).toEqual([
      ["pole_1", "road_1"],
      ["pole_1", "road_2"],
    ]);
    expect(map.edges()).toHaveLength(4);
    expect(map.hasEdge("road_2", "road_1")).toBe(true);
    expect(map.hasEdge("road_1", "field_1")).toBe(false);
  });

  it("refuses duplicate nodes, non-finite coords, self edges and object–object edges with a Result", () => {
    const map = small();
    expect(map.addNode({ name: "road_1", type: "object", coords: [0, 0] })).toEqual({
      ok: false,
      error: 'node "road_1" already exists',
    });
    expect(map.addNode({ name: "x", type: "region", coords: [Number.NaN, 0] }).ok).toBe(false);
    expect(map.addNode({ name: "y", type: "region", coords: [0, Infinity] }).ok).toBe(false);
    expect(map.addEdge("road_1", "road_1").ok).toBe(false);
    map.addNode({ name: "pole_2", type: "object", coords: [0, 0] });
    expect(map.addEdge("pole_1", "pole_2").ok).toBe(false);
    expect(map.removeEdge("road_1", "field_1").ok).toBe(false);
    expect(map.removeNode("ghost").ok).toBe(false);
    expect(map.setRobotLocation("pole_1").ok).toBe(false);
    expect(map.setRobotLocation("ghost").ok).toBe(false);
    expect(map.robotLocation).toBe("road_1");
  });

  it("reports whether an edge was new", () => {
    const map = small();
    expect(map.addEdge("field_1", "road_1")).toEqual({
      ok: true,
      value: { kind: "region", added: true },
    });
    expect(map.addEdge("road_1", "field_1")).toEqual({
      ok: true,
      value: { kind: "region", added: false },
    });
    expect(map.addEdge("field_1", "pole_1")).toEqual({
      ok: true,
      value: { kind: "object", added: true },
    });
  });

  it("bumps the revision on every change and not on a no-op", () => {
    const map = small();
    let revision = map.revision;
    const changed = (): boolean => {
      const bumped = map.revision > revision;
      revision = map.revision;
      return bumped;
    };
    map.addNode({ name: "lot_1", type: "region", coords: [0, 30] });
    expect(changed()).toBe(true);
    map.addEdge("lot_1", "field_1");
    expect(changed()).toBe(true);
    map.addEdge("field_1", "lot_1");
    expect(changed()).toBe(false);
    map.setRobotLocation("road_1");
    expect(changed()).toBe(false);
    map.setRobotLocation("lot_1");
    expect(changed()).toBe(true);
    map.updateNode("lot_1", { attributes: { surface: "gravel" } });
    expect(changed()).toBe(true);
    map.removeEdge("lot_1", "field_1");
    expect(changed()).toBe(true);
    map.removeNode("pole_1");
    expect(changed()).toBe(true);
    map.addNode({ name: "road_1", type: "region", coords: [0, 0] });
    expect(changed()).toBe(false);
  });

  it("finds the nearest regions, with a filter and a distance limit, ignoring objects", () => {
    const map = small();
    expect(map.nearestRegions([4, 1])).toEqual(["road_1"]);
    expect(map.nearestRegions([9, 0], { count: 3 })).toEqual(["road_2", "road_1", "field_1"]);
    expect(map.nearestRegions([9, 0], { filter: (name) => name.startsWith("field") })).toEqual([
      "field_1",
    ]);
    expect(map.nearestRegions([100, 100], { maxDistanceM: 20 })).toEqual([]);
  });

  it("measures region edges in metres", () => {
    const map = small();
    expect(map.edgeLengthM("road_2", "field_1")).toBe(15);
    expect(map.edgeLengthM("road_1", "ghost")).toBe(Infinity);
  });

  it("copies the attributes it is given", () => {
    const map = new SemanticMap();
    const attributes = { description: "mine" };
    map.addNode({ name: "a", type: "region", coords: [0, 0], attributes });
    attributes.description = "changed later";
    expect(map.get("a")?.attributes).toEqual({ description: "mine" });
  });

  // BUG (src/map/SemanticMap.ts get(): `attributes: node.data.attributes`, with updateNode mutating that object
  // in place): MapNode is documented in src/map/types.ts as "A node as callers see it: a snapshot, safe to
  // keep", but the attributes of a node returned by get() are the map's live object. Input: get("pole_1"), then
  // a delta updating pole_1's description. Expected the kept node to still say "light pole"; actual: it shows
  // the new description (and any key added later).
  it("returns node snapshots that later updates do not change", () => {
    const map = small();
    const before = map.get("pole_1");
    applyDelta(map, {
      seq: 1,
      update_nodes: [
        { name: "pole_1", attributes: { description: "leaning pole", status: "damaged" } },
      ],
    });
    expect(before?.attributes).toEqual({ description: "light pole" });
  });
});
