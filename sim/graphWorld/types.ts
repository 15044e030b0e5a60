import type { Vec2 } from "../../src/geo/index.js";
import type { GraphJson } from "../../src/map/index.js";

/**
 * A graph world (world-format.md §3): the truth, with descriptions, and the prior the agent starts from, a
 * subset with descriptions hidden. There is no geometry beyond node coordinates (ENU metres).
 */
export interface GraphWorld {
  /** From the full graph's file name ("lakeside" for `lakeside.full.graph.json`). */
  name: string;
  /** Where the world came from, for messages ("lakeside.full.graph.json + lakeside.prior.graph.json"). */
  source: string;
  /** Canonical form. */
  truth: GraphJson;
  /** Canonical form; its `robot_location` is {@link start}. */
  prior: GraphJson;
  /** The region the robot starts in; present in both graphs. */
  start: string;
  warnings: string[];
}

/** The two ways a mission names a graph world's files (paths already resolved). */
export type GraphWorldSource =
  | { fullPath: string; priorPath: string }
  | { fullPath: string; dropFraction: number; seed: number };

/** One point of the robot's path: where it was, and when (simulated seconds since the start). */
export interface TrajectorySample {
  readonly tSec: number;
  readonly position: Vec2;
}
