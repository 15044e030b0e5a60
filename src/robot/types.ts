import type { Vec2 } from "../geo/index.js";

/** Robot pose in the map frame: ENU metres, yaw counter-clockwise from east. */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly yawRad: number;
}

export function poseXY(pose: Pose): Vec2 {
  return [pose.x, pose.y];
}

/**
 * A local occupancy grid with nav_msgs/OccupancyGrid semantics: row-major from cell (0,0) at the lower-left
 * `origin`, (col, row) at index `row * width + col`; −1 unknown, 0 free … 100 occupied.
 */
export interface OccupancyGrid {
  readonly resolutionM: number;
  readonly width: number;
  readonly height: number;
  /** ENU position of the lower-left corner of cell (0,0). */
  readonly originX: number;
  readonly originY: number;
  readonly data: ArrayLike<number>;
  readonly stampSec: number;
}

export type NavigationStatus =
  /** within tolerance of the goal */
  | "reached"
  /** stopped by an obstacle (the sim's truth, or move_base aborting) */
  | "blocked"
  /** no progress for the stall time; the goal was cancelled */
  | "stalled"
  /** cancelled by the caller (signal) */
  | "cancelled"
  /** the robot side refused or failed (rejected goal, lost connection, deadline) */
  | "failed";

export interface NavigationResult {
  readonly status: NavigationStatus;
  readonly pose: Pose;
  /** Metres actually driven during this goal. */
  readonly distanceM: number;
  /** A sentence for logs and planner feedback ("blocked at (12.0, 4.5)"). */
  readonly message: string;
}

export interface NavigateOptions {
  /** How close counts as arrived; default 1 m. */
  toleranceM?: number;
  signal?: AbortSignal;
  /** Seconds without progress before the goal is cancelled and reported as stalled. */
  stallTimeoutSec?: number;
}

/** The robot's world, as far as the agent may know it through the port. */
export interface RobotClock {
  /** Seconds since the mission started: simulated time for the simulator, wall time on a robot. */
  nowSec(): number;
}
