import type { Result } from "../errors/index.js";
import type { GraphDelta } from "../map/index.js";
import type {
  NavigateOptions,
  NavigationResult,
  OccupancyGrid,
  Pose,
  RobotClock,
} from "./types.js";

/**
 * The one interface between the agent and a robot — the built-in simulator in-process, the simulator or a real
 * robot over rosbridge. The agent never imports a robot implementation.
 *
 * Contracts:
 * - Graph messages (deltas and snapshots, world-format.md §4) are delivered raw, in arrival order, to
 *   `onGraphMessage` listeners; the agent validates them at its edge (GraphSync).
 * - Every method that waits on the robot has a deadline and resolves (never rejects) with a Result or a status.
 * - `close()` stops the robot (cancels any active goal) before releasing resources.
 */
export interface RobotPort {
  /** "sim", "rosbridge", … — shown in logs and metrics. */
  readonly kind: string;
  readonly clock: RobotClock;
  /** The current full map, `{seq, snapshot}` as JSON-compatible data, for start-up and resync after a gap. */
  fetchSnapshot(): Promise<Result<unknown>>;
  /** Subscribe to graph messages; returns an unsubscribe function. */
  onGraphMessage(listener: (message: unknown) => void): () => void;
  pose(): Pose;
  /** The latest local costmap, or undefined when the robot provides none (graph worlds). */
  costmap(): OccupancyGrid | undefined;
  /** Drive toward a goal position; resolves when reached, blocked, stalled, cancelled or failed. */
  navigate(goal: Pose, options?: NavigateOptions): Promise<NavigationResult>;
  /** Configure the open-vocabulary detector. */
  setLabels(labels: readonly string[]): Promise<Result<string>>;
  /** Ask the vision-language model about an object the robot is facing. */
  inspect(object: string, query: string): Promise<Result<string>>;
  /** Caption the robot's current surroundings. */
  describeScene(): Promise<Result<string>>;
  /**
   * Tell the robot's mapper about map changes the agent made itself (regions added by `extend_map`), so its
   * snapshots include them and it does not add duplicates. A robot may ignore this.
   */
  publishAgentUpdate(delta: Omit<GraphDelta, "seq">): void;
  /**
   * Optional: for robots without a costmap (graph worlds), reveal the nearest unknown region toward a point and
   * return its name, or a failure saying why not.
   */
  exploreToward?(goal: readonly [number, number]): Promise<Result<string>>;
  /**
   * Optional: the infrastructure fault (the link to the robot down past its deadline) behind a call that failed
   * since this was last asked, then forgotten. A failure for that reason says nothing about the robot's world:
   * the agent ends the mission `robot-unavailable` instead of planning on it.
   */
  takeUnavailable?(): string | undefined;
  /** Cancel any active goal. */
  stop(): Promise<void>;
  /** Stop the robot, then release connections. */
  close(): Promise<void>;
}
