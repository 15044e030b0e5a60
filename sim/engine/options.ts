import type { Vec2 } from "../../src/geo/index.js";
import type { GraphJson } from "../../src/map/index.js";

/** How a {@link Simulation} is set up. Every number has a default; units are in the names. */
export interface SimulationOptions {
  /** Where the robot starts, ENU metres; default the world's `start`. */
  start?: Vec2;
  /** Heading at the start, counter-clockwise from east. */
  startYawRad?: number;
  /**
   * The mapper's starting map; default `buildWorldGraph(world, { view: "prior" })`. Pass a perturbed prior, or one
   * built from satellite data, to test the planner against a different starting map.
   */
  priorGraph?: GraphJson;
  /** Cell size of the truth rasters and of the local costmap. */
  resolutionM?: number;
  speedMps?: number;
  /** Longest single move; blocking is detected at this granularity. */
  stepM?: number;
  /** How fast the robot turns in place. */
  turnRateRadps?: number;
  /** The robot's footprint is a disk of this radius; it stops before any of it would touch undrivable ground. */
  robotRadiusM?: number;
  /** Travel between two mapper scans. */
  scanEveryM?: number;
  /** Range of the lidar: region and edge updates, costmap. */
  lidarRangeM?: number;
  /** A region seen within this distance of a known region is that region, not a new one. */
  associationRadiusM?: number;
  /** Range of the open-vocabulary object detector. */
  detectionRangeM?: number;
  /** Range within which the vision-language model resolves an object. */
  visionRangeM?: number;
  /** The robot is "at" the nearest known region within this distance. */
  robotLocationRadiusM?: number;
  /** Side of the square local costmap, centred on the robot. */
  costmapSizeM?: number;
  /** Simulated time one `inspect` costs. */
  vlmSeconds?: number;
  /** Simulated time one `describeScene` costs. */
  sceneSeconds?: number;
  /** Detector labels at the start; default none (nothing is detected until labels are set). */
  labels?: readonly string[];
}

/** The numeric options with their defaults applied. */
export type SimulationSettings = Required<
  Omit<SimulationOptions, "start" | "startYawRad" | "priorGraph" | "labels">
>;

export const DEFAULT_SETTINGS: SimulationSettings = {
  resolutionM: 0.5,
  speedMps: 0.5,
  stepM: 0.25,
  turnRateRadps: 1,
  robotRadiusM: 0.3,
  scanEveryM: 1,
  lidarRangeM: 20,
  associationRadiusM: 5,
  detectionRangeM: 15,
  visionRangeM: 10,
  robotLocationRadiusM: 3,
  costmapSizeM: 40,
  vlmSeconds: 2,
  sceneSeconds: 1,
};

/** Defaults applied and checked; a non-positive speed or range is a caller bug, so it throws. */
export function resolveSettings(options: SimulationOptions): SimulationSettings {
  const settings: SimulationSettings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof SimulationSettings)[]) {
    const value = options[key];
    if (value === undefined) continue;
    const mayBeZero = key === "vlmSeconds" || key === "sceneSeconds" || key === "robotRadiusM";
    if (!Number.isFinite(value) || value < 0 || (!mayBeZero && value === 0)) {
      throw new RangeError(
        `simulation option ${key} must be a ${mayBeZero ? "non-negative" : "positive"} number, got ${value}`,
      );
    }
    settings[key] = value;
  }
  return settings;
}
