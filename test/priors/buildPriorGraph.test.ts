import { describe, expect, it } from "vitest";
import { distanceM, type Vec2 } from "../../src/geo/index.js";
import { parseGraphJson, type GraphJson } from "../../src/map/index.js";
import { buildPriorGraph, buildWorldGraph } from "../../priors/index.js";
import {
  buildWorldRasters,
  lineOfSight,
  segmentTraversable,
  traverseCells,
} from "../../sim/raster/index.js";
import { parseWorld, priorFeatures } from "../../sim/world/index.js";
import { crossingWorld, enuWorld, rect } from "../fixtures/worlds/enuWorld.js";
import { makeSyntheticWorld } from "../fixtures/worlds/syntheticWorld.js";

const world = crossingWorld();
const rasters = buildWorldRasters(world, { view: "prior" });
const graph = buildWorldGraph(world, { view: "prior", rasters });
const coords = new Map<string, Vec2>(
  [...graph.regions, ...graph.objects].map((node) => [node.name, node.coords]),
);
const at = (name: string): Vec2 => {
  const point = coords.get(name);
  if (point === undefined) throw new Error(`no node ${name}`);
  return point;
};
const node = (name: string) => [...graph.regions, ...graph.objects].find((n) => n.name === name);

describe("buildPriorGraph on the crossing world", () => {
  it("produces a graph the map loader accepts, with unique names", () => {
    const parsed = parseGraphJson(graph);
    expect(parsed.ok ? parsed.value.warnings : parsed.error).toEqual([]);
    expect(graph.robot_location).toBe("road_1");
  });

  it("places road nodes about every 10 m along the road", () => {
    const onRoad = graph.regions
      .filter((r) => r.name.startsWith("road_") && Math.abs(r.coords[1] - 40) < 1)
      .map((r) => r.coords[0])
      .sort((a, b) => a - b);
    const westOfRiver = onRoad.filter((x) => x < 50);
    expect(westOfRiver.length).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < westOfRiver.length; i += 1) {
      expect(westOfRiver[i]! - westOfRiver[i - 1]!).toBeGreaterThan(8);
      expect(westOfRiver[i]! - westOfRiver[i - 1]!).toBeLessThan(12);
    }
    expect(onRoad[0]).toBeCloseTo(0, 0);
    expect(onRoad[onRoad.length - 1]).toBeCloseTo(120, 0);
  });

  it("names regions by the surface class under them and describes them by the class only", () => {
    const classes = new Set(graph.regions.map((r) => r.name.replace(/_\d+$/, "")));
    expect([...classes].sort()).toEqual(["bridge", "field", "grass", "path", "road"]);
    for (const region of graph.regions) {
      expect(region.description).toBe(region.name.replace(/_\d+$/, "").replaceAll("_", " "));
    }
    // Nodes on the bridge are bridge nodes even though the road runs through them.
    expect(
      graph.regions.some((r) => r.name.startsWith("bridge_") && distanceM(r.coords, [60, 40]) < 6),
    ).toBe(true);
  });

  it("never copies ground-truth descriptions into the prior", () => {
    const truthTexts = world.features
      .filter((f) => f.description !== f.className.replaceAll("_", " "))
      .map((f) => f.description);
    expect(truthTexts).toContain("slow brown river");
    for (const n of [...graph.regions, ...graph.objects])
      expect(truthTexts).not.toContain(n.description);
    expect(node("radio_tower_1")?.description).toBe("radio tower");
    expect(node("farmhouse")?.description).toBe("building");
  });

  it("joins only regions whose straight segment is drivable in the prior raster", () => {
    expect(graph.region_connections.length).toBeGreaterThan(graph.regions.length);
    for (const [a, b] of graph.region_connections) {
      expect(segmentTraversable(rasters.traversable, at(a), at(b)), `${a}–${b}`).toBe(true);
    }
  });

  it("has no edge that crosses water or a building", () => {
    const blockedClasses = new Set(["water", "building"]);
    for (const [a, b] of graph.region_connections) {
      traverseCells(rasters.surface, at(a), at(b), (col, row) => {
        const feature = world.features[rasters.surface.get(col, row) - 1];
        expect(
          blockedClasses.has(feature?.className ?? ""),
          `${a}–${b} crosses ${feature?.name}`,
        ).toBe(false);
        return true;
      });
    }
  });

  it("crosses the river only by the bridges, including the collapsed one the prior still shows", () => {
    const crossings = graph.region_connections.filter(
      ([a, b]) => (at(a)[0] < 55 && at(b)[0] > 65) || (at(b)[0] < 55 && at(a)[0] > 65),
    );
    expect(crossings).toEqual([]);
    const bridgeNodes = graph.regions.filter((r) => r.name.startsWith("bridge_"));
    expect(bridgeNodes.some((r) => Math.abs(r.coords[1] - 70) < 2)).toBe(true);
    expect(bridgeNodes.some((r) => Math.abs(r.coords[1] - 40) < 2)).toBe(true);
  });

  it("attaches each object to a region within 30 m that can see it", () => {
    const objects = graph.objects.filter((o) => o["landmark"] !== true);
    expect(objects.map((o) => o.name).sort()).toEqual(["barrel_1", "radio_tower_1", "truck_1"]);
    for (const object of objects) {
      const edge = graph.object_connections.find(([o]) => o === object.name);
      expect(edge, object.name).toBeDefined();
      const region = at(edge![1]);
      expect(distanceM(region, object.coords)).toBeLessThanOrEqual(30);
      expect(lineOfSight(rasters.occluding, region, object.coords)).toBe(true);
    }
  });

  it("adds buildings, water, forest and canopy as attached landmarks", () => {
    const landmarks = graph.objects.filter((o) => o["landmark"] === true);
    expect(landmarks.map((l) => [l.name, l["class"], l.description])).toEqual([
      ["farmhouse", "building", "building"],
      ["forest_1", "forest", "forest"],
      ["river", "water", "water"],
      ["tree_cover_1", "tree_cover", "tree canopy"],
    ]);
    for (const landmark of landmarks) {
      expect(
        graph.object_connections.some(([o]) => o === landmark.name),
        landmark.name,
      ).toBe(true);
      expect(rasters.surface.valueAt(landmark.coords)).toBeGreaterThan(0);
    }
    // The river's node sits on open water, not under a bridge.
    expect(world.features[rasters.surface.valueAt(at("river")) - 1]?.name).toBe("river");
  });

  it("leaves out what the satellite cannot see", () => {
    const names = graph.objects.map((o) => o.name);
    expect(names).not.toContain("stalled_robot");
    expect(names).not.toContain("supply_crate_1");
    expect(graph.regions.some((r) => r.name.startsWith("trail_"))).toBe(false);
  });

  it("is deterministic", () => {
    const again = buildWorldGraph(crossingWorld(), { view: "prior" });
    expect(JSON.stringify(again)).toBe(JSON.stringify(graph));
  });

  it("sees the ground under the canopy in the truth view", () => {
    const truth = buildWorldGraph(world, { view: "truth" });
    expect(truth.regions.some((r) => r.name.startsWith("trail_"))).toBe(true);
    expect(truth.objects.map((o) => o.name)).toContain("supply_crate_1");
    expect(truth.objects.map((o) => o.name)).not.toContain("tree_cover_1");
  });
});

describe("buildPriorGraph as a generic builder", () => {
  it("rasterizes the surfaces itself when no surface grid is given", () => {
    const features = priorFeatures(world).map((f) => {
      const { name: _name, description: _description, ...rest } = f;
      return { ...rest, ...(f.layer === "object" || f.nameIsExplicit ? { name: f.name } : {}) };
    });
    const built = buildPriorGraph({
      features,
      traversable: rasters.traversable,
      occluding: rasters.occluding,
      robotStart: world.start,
    });
    expect(built).toEqual(graph);
  });

  it("keeps explicit object names and steers generated names around them", () => {
    const small = enuWorld([
      {
        properties: { layer: "surface", class: "road" },
        line: [
          [0, 0],
          [40, 0],
        ],
      },
      { properties: { layer: "object", class: "cone", name: "road_1" }, point: [3, 3] },
    ]);
    const built = buildWorldGraph(small, { view: "prior" });
    expect(built.objects.map((o) => o.name)).toEqual(["road_1"]);
    expect(built.regions.map((r) => r.name)).toEqual([
      "road_2",
      "road_3",
      "road_4",
      "road_5",
      "road_6",
    ]);
    expect(built.object_connections).toEqual([["road_1", "road_2"]]);
  });

  it("gives a short feature one node and an object out of sight no edge", () => {
    const small = enuWorld([
      {
        properties: { layer: "surface", class: "dock" },
        line: [
          [0, 0],
          [3, 0],
        ],
      },
      { properties: { layer: "surface", class: "building" }, polygon: rect(6, -5, 10, 5) },
      { properties: { layer: "object", class: "boat" }, point: [14, 0] },
    ]);
    const built: GraphJson = buildWorldGraph(small, { view: "prior" });
    expect(built.regions.map((r) => r.name)).toEqual(["dock_1"]);
    expect(built.object_connections).toEqual([["building_1", "dock_1"]]);
  });

  it("follows a bend in a road so consecutive nodes stay connected", () => {
    const bend = enuWorld([
      { properties: { layer: "surface", class: "forest" }, polygon: rect(-10, -10, 40, 40) },
      {
        properties: { layer: "surface", class: "trail", width: 2 },
        line: [
          [0, 0],
          [13, 0],
          [13, 13],
        ],
      },
    ]);
    const built = buildWorldGraph(bend, { view: "prior" });
    const names = built.regions.map((r) => r.name);
    // Every node can reach every other one along the edges.
    const seen = new Set([names[0]]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [a, b] of built.region_connections) {
        if (seen.has(a) !== seen.has(b)) {
          seen.add(a).add(b);
          grew = true;
        }
      }
    }
    expect(seen.size).toBe(names.length);
  });

  it("builds the prior of a 1 km² world with a road every 100 m in a few seconds", () => {
    const parsed = parseWorld(makeSyntheticWorld({ sizeM: 1000, roadEveryM: 100 }), {
      source: "synthetic",
    });
    if (!parsed.ok) throw new Error(parsed.error.join("\n"));
    const started = performance.now();
    const big = buildWorldGraph(parsed.value, { view: "prior" });
    const elapsedMs = performance.now() - started;
    expect(big.regions.length).toBeGreaterThan(3000);
    expect(elapsedMs).toBeLessThan(5000);
  });
});
