import type { EnuFrame, LonLat, Vec2 } from "../../src/geo/index.js";

/** The three layers of a world file (world-format.md §1). */
export type Layer = "surface" | "obstacle" | "object";

/** What a covered surface looks like from above (our extension of the spec: `properties.cover`). */
export type CoverKind = "trees" | "roof";

/** One polygon as ENU rings: the outer ring first, then holes. Rings are closed (first point repeated). */
export type PolygonM = Vec2[][];

/** An axis-aligned box in ENU metres. */
export interface BoundsM {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** One feature of a world file after defaults are applied and geometry is converted to ENU metres. */
export interface WorldFeature {
  /** Position in the file's `features` array. */
  index: number;
  layer: Layer;
  className: string;
  name: string;
  /** Whether `name` was written in the file (false: the `<class>_<n>` default). */
  nameIsExplicit: boolean;
  description: string;
  inPrior: boolean;
  onlyInPrior: boolean;
  /** Surfaces only; always false for obstacles and objects. */
  coveredFromAir: boolean;
  /** Covered surfaces only: canopy ("trees", the default) or a roof. */
  cover?: CoverKind;
  /** Surfaces: from the file or the class table. Obstacles and objects: false. */
  traversable: boolean;
  /** Surfaces: blocks line of sight (buildings, forest, rock, cliff). Obstacles: true. Objects: false. */
  occludes: boolean;
  /** Surfaces and obstacles; the buffer width of a LineString or the diameter of a Point obstacle. */
  widthM?: number;
  /** ENU position of a Point feature. */
  point?: Vec2;
  /** ENU centrelines of LineString / MultiLineString features (one polyline per part). */
  lines?: Vec2[][];
  /** The first centreline, for the common single-LineString case. */
  line?: Vec2[];
  /** Area covered, lines and points already buffered; empty for objects. */
  footprint: PolygonM[];
  /** The feature's `properties` as written in the file. */
  properties: Record<string, unknown>;
}

/** A world loaded from a `.world.geojson` file. */
export interface World {
  name: string;
  description: string;
  /** Where the world came from (a file name), used in messages. */
  source: string;
  frame: EnuFrame;
  origin: LonLat;
  /** The robot's start in ENU metres. */
  start: Vec2;
  features: WorldFeature[];
  /** Everything in the file (both views) and the start. */
  boundsM: BoundsM;
  warnings: string[];
}
