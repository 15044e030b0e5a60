import { describe, expect, it } from "vitest";
import {
  applyDelta,
  isReachable,
  mapFromGraphJson,
  parseGraphJson,
  type GraphJson,
} from "../../src/map/index.js";
import { mulberry32 } from "../../src/random/index.js";
import { syntheticDelta, syntheticGraph } from "../fixtures/syntheticGraph.js";

function checked(graph: GraphJson): GraphJson {
  const parsed = parseGraphJson(JSON.parse(JSON.stringify(graph)));
  if (!parsed.ok) throw new Error(parsed.error.join("\n"));
  expect(parsed.value.warnings).toEqual([]);
  return parsed.value.graph;
}

describe("mulberry32", () => {
  it("repeats its sequence for a seed and differs between seeds", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe("syntheticGraph", () => {
  it("produces a valid SPINE graph with the requested number of regions (±5%)", () => {
    for (const regions of [20, 57, 400, 3000]) {
      const graph = checked(syntheticGraph({ regions, seed: regions }));
      expect(Math.abs(graph.regions.length - regions)).toBeLessThanOrEqual(regions * 0.05);
      expect(graph.objects.length).toBeGreaterThan(0);
      expect(graph.robot_location).toBeDefined();
    }
  });

  it("is a pure function of its seed", () => {
    expect(syntheticGraph({ regions: 500, seed: 3 })).toEqual(
      syntheticGraph({ regions: 500, seed: 3 }),
    );
    expect(syntheticGraph({ regions: 500, seed: 3 })).not.toEqual(
      syntheticGraph({ regions: 500, seed: 4 }),
    );
  });

  it("looks like an outdoor area: roads ~10 m apart, fields and parking lots, objects seen from 1–2 regions", () => {
    const graph = syntheticGraph({ regions: 1000, seed: 9 });
    const map = mapFromGraphJson(checked(graph));
    const names = map.regionNames();
    expect(names.some((n) => n.startsWith("road_"))).toBe(true);
    expect(names.some((n) => n.startsWith("field_"))).toBe(true);
    expect(names.some((n) => n.startsWith("parking_lot_"))).toBe(true);
    for (const [a, b] of map.edges("region")) expect(map.edgeLengthM(a, b)).toBeLessThan(30);
    const roadSteps = map
      .edges("region")
      .filter(([a, b]) => a.startsWith("road_") && b.startsWith("road_"))
      .map(([a, b]) => map.edgeLengthM(a, b));
    const mean = roadSteps.reduce((s, x) => s + x, 0) / roadSteps.length;
    expect(mean).toBeGreaterThan(8);
    expect(mean).toBeLessThan(12);
    for (const object of map.objectNames()) {
      const seenFrom = map.regionsOfObject(object);
      expect(seenFrom.length).toBeGreaterThanOrEqual(1);
      expect(seenFrom.length).toBeLessThanOrEqual(2);
      for (const region of seenFrom) expect(map.edgeLengthM(object, region)).toBeLessThan(40);
    }
    const kinds = new Set(map.objectNames().map((n) => n.replace(/_\d+$/, "")));
    expect([...kinds].sort()).toEqual(["cabin", "light_pole", "radio_tower", "truck"]);
  });

  it("has one large road network holding the robot and a few unreachable islands", () => {
    const map = mapFromGraphJson(checked(syntheticGraph({ regions: 2000, seed: 5 })));
    const robot = map.robotLocation!;
    const home = map.components.componentOf(robot)!;
    expect(map.components.membersOf(home).length).toBeGreaterThan(0.9 * map.regionCount);
    expect(map.components.count).toBeGreaterThanOrEqual(3);
    const islands = map.regionNames().filter((n) => n.startsWith("trail_"));
    expect(islands.length).toBeGreaterThan(0);
    for (const island of islands) expect(isReachable(map, robot, island)).toBe(false);
  });
});

describe("syntheticDelta", () => {
  it("adds the requested number of nodes and applies without skipping anything", () => {
    const map = mapFromGraphJson(syntheticGraph({ regions: 1500, seed: 2 }));
    const before = map.regionCount + map.objectCount;
    const delta = syntheticDelta(map, { nodes: 300, seed: 8, seq: 12 });
    expect(delta.seq).toBe(12);
    expect(delta.add_nodes).toHaveLength(300);
    expect(delta.remove_edges?.length).toBeGreaterThanOrEqual(1);
    expect(delta.update_nodes?.length).toBeGreaterThanOrEqual(1);
    const report = applyDelta(map, delta);
    expect(report.skipped).toEqual([]);
    expect(map.regionCount + map.objectCount).toBe(before + 300);
    expect(map.robotLocation).toBe(delta.robot_location);
    // Every new region is connected to the map, every new object seen from a new region.
    for (const node of delta.add_nodes ?? []) {
      expect(map.neighbors(node.name).length).toBeGreaterThan(0);
    }
  });

  it("grows the map outward, beyond the known area", () => {
    const map = mapFromGraphJson(syntheticGraph({ regions: 1500, seed: 2 }));
    const xs = map.regionNames().map((n) => map.coordsOf(n)![0]);
    const ys = map.regionNames().map((n) => map.coordsOf(n)![1]);
    const [minX, maxX, minY, maxY] = [
      Math.min(...xs),
      Math.max(...xs),
      Math.min(...ys),
      Math.max(...ys),
    ];
    const delta = syntheticDelta(map, { nodes: 200, seed: 1 });
    const outside = (delta.add_nodes ?? []).filter(
      ({ coords: [x, y] }) => x < minX || x > maxX || y < minY || y > maxY,
    );
    expect(outside.length).toBeGreaterThan(50);
  });

  it("does not modify the map and is a pure function of the map and seed", () => {
    const map = mapFromGraphJson(syntheticGraph({ regions: 800, seed: 6 }));
    const revision = map.revision;
    const first = syntheticDelta(map, { nodes: 100, seed: 4 });
    expect(map.revision).toBe(revision);
    expect(syntheticDelta(map, { nodes: 100, seed: 4 })).toEqual(first);
  });

  it("chooses fresh names when applied repeatedly", () => {
    const map = mapFromGraphJson(syntheticGraph({ regions: 300, seed: 6 }));
    for (let seq = 1; seq <= 3; seq += 1) {
      const report = applyDelta(map, syntheticDelta(map, { nodes: 50, seed: seq, seq }));
      expect(report.skipped).toEqual([]);
    }
  });
});
