import { distanceM, type Vec2 } from "../../src/geo/index.js";
import type { GraphNodeJson } from "../../src/map/index.js";
import { BLOCK, CELL_M, type Layout } from "./layout.js";
import { decimetres, type Draw } from "./random.js";
import { OBJECT_CLASSES, OBJECTS_BY_PLACE } from "./vocabulary.js";

/**
 * Objects stand this far from their region's point at most: within the inspect behavior's approach distance, so
 * inspecting one never needs a closer look (which a graph world cannot give).
 */
const OBJECT_OFFSET_M = { min: 1.5, max: 4 } as const;

export interface PlacedObjects {
  objects: GraphNodeJson[];
  /** `[object, region]`: each object is seen from the region it stands in. */
  connections: [string, string][];
}

/** About `perRegion` objects per region, of classes that belong to the region's kind of place. */
export function placeObjects(layout: Layout, perRegion: number, draw: Draw): PlacedObjects {
  const counters = new Map<string, number>();
  const objects: GraphNodeJson[] = [];
  const connections: [string, string][] = [];
  layout.regions.forEach((region, index) => {
    if (!draw.chance(perRegion)) return;
    const place = layout.places[index] ?? "field";
    const kind = draw.pick(OBJECTS_BY_PLACE[place]);
    const number = (counters.get(kind) ?? 0) + 1;
    counters.set(kind, number);
    const name = `${kind}_${number}`;
    objects.push({
      name,
      coords: offset(region.coords, draw),
      description: draw.pick(OBJECT_CLASSES[kind]),
    });
    connections.push([name, region.name]);
  });
  return { objects, connections };
}

/** A road crossing near the south-west corner, one block in from each edge: where the robot starts. */
export function startRegion(layout: Layout): string {
  const { width, regions } = layout;
  const rows = Math.ceil(regions.length / width);
  const near = (span: number): number => Math.max(0, Math.round((0.15 * span) / BLOCK)) * BLOCK;
  const index = near(rows) * width + near(width);
  const region = regions[index] ?? regions[0];
  if (region === undefined) throw new Error("synthetic world: no regions");
  return region.name;
}

/**
 * The target's region: a road region between 35% and 50% of the world's width from the start (far, yet inside the
 * world whatever the start), chosen at random; the farthest road region if the world is too small for that band.
 */
export function targetRegion(layout: Layout, start: string, draw: Draw): string {
  const { regions, roads, width } = layout;
  const from = regions.find((region) => region.name === start)?.coords;
  if (from === undefined) throw new Error(`synthetic world: no start region "${start}"`);
  const worldM = width * CELL_M;
  const band: string[] = [];
  let farthest: { name: string; distance: number } | undefined;
  regions.forEach((region, index) => {
    if (roads[index] !== 1) return;
    const distance = distanceM(from, region.coords);
    if (distance >= 0.35 * worldM && distance <= 0.5 * worldM) band.push(region.name);
    if (farthest === undefined || distance > farthest.distance)
      farthest = { name: region.name, distance };
  });
  const chosen = band.length > 0 ? draw.pick(band) : farthest?.name;
  if (chosen === undefined) throw new Error("synthetic world: no road region for the target");
  return chosen;
}

export function offset(coords: readonly [number, number], draw: Draw): [number, number] {
  const angle = draw.range(0, 2 * Math.PI);
  const radius = draw.range(OBJECT_OFFSET_M.min, OBJECT_OFFSET_M.max);
  const point: Vec2 = [coords[0] + radius * Math.cos(angle), coords[1] + radius * Math.sin(angle)];
  return [decimetres(point[0]), decimetres(point[1])];
}
