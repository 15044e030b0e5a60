import type { Result } from "../../src/errors/index.js";
import type { GraphDelta } from "../../src/map/index.js";
import type { NavigationResult, OccupancyGrid, Pose } from "../../src/robot/index.js";

/** A drive that runs in slices of simulated time (the engine's `Drive`). */
export interface SimulatedDrive {
  readonly done: boolean;
  /** Run until the drive ends or `maxSimSec` of simulated time has passed; the result once it has ended. */
  advance(maxSimSec?: number): NavigationResult | undefined;
  /** Stop where the robot is; a drive that already ended keeps its result. */
  cancel(): NavigationResult;
}

/**
 * What the rosbridge server needs from a simulation. The engine's `Simulation` (sim/engine) satisfies it as it
 * is; tests may serve a small fake.
 */
export interface SimulatedRobot {
  pose(): Pose;
  /** Simulated seconds since the start. */
  nowSec(): number;
  costmap(): OccupancyGrid | undefined;
  /** `{seq, snapshot}` of the robot's current map. */
  snapshot(): unknown;
  /** The mapper's deltas, delivered synchronously as they are published. */
  onGraphMessage(listener: (delta: GraphDelta) => void): () => void;
  applyAgentUpdate(delta: Omit<GraphDelta, "seq">): unknown;
  /** Start a drive (preempting one in progress), to be advanced by the caller. */
  beginNavigation(goal: Pose, options?: { toleranceM?: number }): SimulatedDrive;
  /** The open-vocabulary detector's labels (read by meaning, as a real one reads them). */
  setLabelsByMeaning(labels: readonly string[]): Promise<Result<string>>;
  inspect(object: string, query: string): Result<string>;
  describeScene(): Result<string>;
}
