import type { MissionVerdict } from "../../src/mission/index.js";
import type { LonLat } from "../../src/geo/index.js";

/** The world a mission runs in, with paths resolved to absolute paths. */
export type MissionWorld =
  | { kind: "geojson"; path: string }
  | { kind: "graph"; fullPath: string; priorPath: string }
  | { kind: "graph"; fullPath: string; dropFraction: number; seed: number };

/** A place the robot must come within 5 m of: an object or region name, or a `[lon, lat]` point. */
export type VisitTarget = string | LonLat;

/** What a successful run looks like (world-format.md §2). Absent parts are not checked. */
export interface MissionExpect {
  /** Source of a case-insensitive regular expression the final answer must match; checked to compile. */
  answer?: string;
  inspected: string[];
  visited: VisitTarget[];
  maxClarify?: number;
  /** What the answer's verdict must say (world-format.md §2): booleans equal, listed names present. */
  verdict?: MissionVerdict;
}

/** Caps; hitting one ends the mission unsuccessfully. */
export interface MissionLimits {
  maxIterations?: number;
  maxSimSeconds?: number;
}

/** A parsed `<name>.mission.json`. */
export interface Mission {
  /** From the file name: "riverside" for `riverside.mission.json`. */
  name: string;
  /** The file, as named in messages. */
  source: string;
  world: MissionWorld;
  /** Short name of the world: the built-in name, or the world / full-graph file name without extensions. */
  worldName: string;
  /** The operator's words, unchanged. */
  mission: string;
  /** Overrides the world's start (geojson worlds only; graph worlds have no geographic frame). */
  start?: LonLat;
  /** Scripted replies to `clarify`, in order. */
  operatorAnswers: string[];
  expect?: MissionExpect;
  /** Step-by-step instructions for the Explicit Tasking baseline; empty when the file gives none. */
  explicit: string[];
  limits: MissionLimits;
  warnings: string[];
}
