import type { Vec2 } from "../../src/geo/index.js";
import type { GraphWorld } from "../graphWorld/index.js";
import { canonicalGraph } from "./canonical.js";
import { layOut, type Place } from "./layout.js";
import { offset, placeObjects, startRegion, targetRegion } from "./objects.js";
import { derivePrior } from "./prior.js";
import { createDraw } from "./random.js";
import { LAND_USES, OBJECT_CLASSES, ROAD_KINDS } from "./vocabulary.js";

export interface SyntheticWorldOptions {
  /** Regions in the truth, exactly; at least {@link MIN_SYNTHETIC_REGIONS}. */
  regions: number;
  /** The same options and seed always give the same world. */
  seed: number;
  /** Chance that a region holds an object (default 0.25: one object per four regions). */
  objectsPerRegion?: number;
  /**
   * Share of the eligible nodes the prior lacks (default 0.2). The start, the target and its region are always
   * kept, and so are road regions unless `dropRoads` is set.
   */
  dropFraction?: number;
  /**
   * Let the prior lack road regions too (default false: a prior drawn from satellite images or street maps knows
   * the roads and misses fields, buildings and things; with roads dropped, reaching the target usually takes
   * extending the map).
   */
  dropRoads?: boolean;
  /** The mission target's class (snake_case, not a generic class) and truth description. */
  target?: { className: string; description: string };
}

/** The one thing a mission on this world is about: unique in its class, far from the start. */
export interface SyntheticTarget {
  readonly object: string;
  readonly className: string;
  /** The region it is seen from (a road region). */
  readonly region: string;
  readonly coords: Vec2;
  /** Its truth description (hidden in the prior). */
  readonly description: string;
}

export interface SyntheticWorld {
  readonly world: GraphWorld;
  readonly target: SyntheticTarget;
  /** A mission about the target, e.g. "Is the water tower damaged? Inspect it and report." */
  readonly mission: string;
  readonly counts: {
    readonly regions: number;
    readonly objects: number;
    readonly connections: number;
    readonly priorRegions: number;
    readonly priorObjects: number;
  };
}

export const MIN_SYNTHETIC_REGIONS = 100;

const DEFAULT_TARGET = {
  className: "water_tower",
  description: "water tower with a buckled support leg, leaning and leaking; clearly damaged",
} as const;

/**
 * A seeded synthetic outdoor graph world of any size (see README.md): a jittered grid of roads and blocks of
 * land, generic objects, one damaged target far from the start, and a prior that lacks a share of the nodes.
 * Both graphs are in canonical form, exactly as `buildGraphWorld` would return them (a test holds it to that), so
 * a `GraphWorldSimulation` runs on it as on a world loaded from files; building it that way would cost seconds
 * of parsing and map building at 100k regions.
 *
 * @throws RangeError for options out of range (a caller's bug, not an input to recover from).
 */
export function generateSyntheticWorld(options: SyntheticWorldOptions): SyntheticWorld {
  const { regions: count, seed, objectsPerRegion = 0.25, dropFraction = 0.2 } = options;
  const target = options.target ?? DEFAULT_TARGET;
  checkOptions({ count, seed, objectsPerRegion, dropFraction, className: target.className });
  const draw = createDraw(seed);
  const layout = layOut(count, draw);
  const placed = placeObjects(layout, objectsPerRegion, draw);
  const start = startRegion(layout);
  const region = targetRegion(layout, start, draw);
  const regionCoords = layout.regions.find((node) => node.name === region)?.coords;
  if (regionCoords === undefined) throw new Error(`synthetic world: no region "${region}"`);
  const object = `${target.className}_1`;
  const coords = offset(regionCoords, draw);
  const truth = canonicalGraph({
    regions: layout.regions,
    objects: [...placed.objects, { name: object, coords, description: target.description }],
    region_connections: layout.connections,
    object_connections: [...placed.connections, [object, region]],
    robot_location: start,
  });
  const keep = new Set([start, region, object]);
  if (options.dropRoads !== true) {
    layout.regions.forEach((node, index) => {
      if (layout.roads[index] === 1) keep.add(node.name);
    });
  }
  // Filtering keeps the truth's order, so the prior is canonical too.
  const prior = derivePrior(truth, { dropFraction, keep, draw });
  const name = `synthetic_${count}_seed${seed}`;
  const source = `${name} (generated: ${Math.round(dropFraction * 100)}% of the prior's ${options.dropRoads === true ? "nodes" : "non-road nodes"} dropped)`;
  const world: GraphWorld = { name, source, truth, prior, start, warnings: [] };
  return {
    world,
    target: {
      object,
      className: target.className,
      region,
      coords,
      description: target.description,
    },
    mission: `Is the ${target.className.replaceAll("_", " ")} damaged? Inspect it and report.`,
    counts: {
      regions: truth.regions.length,
      objects: truth.objects.length,
      connections: truth.region_connections.length + truth.object_connections.length,
      priorRegions: prior.regions.length,
      priorObjects: prior.objects.length,
    },
  };
}

function checkOptions(options: {
  count: number;
  seed: number;
  objectsPerRegion: number;
  dropFraction: number;
  className: string;
}): void {
  const { count, seed, objectsPerRegion, dropFraction, className } = options;
  if (!Number.isInteger(count) || count < MIN_SYNTHETIC_REGIONS) {
    throw new RangeError(
      `regions must be an integer ≥ ${MIN_SYNTHETIC_REGIONS}, got ${String(count)}`,
    );
  }
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${String(seed)}`);
  for (const [key, value] of [
    ["objectsPerRegion", objectsPerRegion],
    ["dropFraction", dropFraction],
  ] as const) {
    if (!(value >= 0 && value <= 1))
      throw new RangeError(`${key} must be in [0, 1], got ${String(value)}`);
  }
  const taken: readonly string[] = [
    ...Object.keys(OBJECT_CLASSES),
    ...Object.keys(ROAD_KINDS),
    ...Object.keys(LAND_USES),
    "building" satisfies Place,
  ];
  if (!/^[a-z]+(_[a-z]+)*$/.test(className) || taken.includes(className)) {
    throw new RangeError(
      `target className must be a snake_case class no generic node uses, got "${className}"`,
    );
  }
}
