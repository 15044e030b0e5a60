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
  /** the robot side refused or failed (rejected goal, deadline) */
  | "failed"
  /**
   * An infrastructure fault, not a fact about the way: the link to the robot stayed down past its deadline,
   * another client preempted the goal, or the goal was lost and could not be recovered. Never a reason to
   * believe a connection is blocked.
   */
  | "unavailable";

/**
 * What decided a goal's outcome. Normally move_base's own `status`. When the status was lost (the link was down
 * longer than actionlib keeps finished goals, or the action server restarted): the robot's `pose` against the
 * goal and its tolerance, or the status of the goal `resent` once; `link-timeout` when the link never came back
 * within its deadline, `status-lost` when even the resent goal's status was lost.
 */
export type GoalEvidence = "status" | "pose" | "resent" | "link-timeout" | "status-lost";

export interface NavigationResult {
  readonly status: NavigationStatus;
  readonly pose: Pose;
  /** Metres actually driven during this goal. */
  readonly distanceM: number;
  /** A sentence for logs and planner feedback ("blocked at (12.0, 4.5)"). */
  readonly message: string;
  /** What decided the status, when the port knows (rosbridge); absent means the robot's own word. */
  readonly evidence?: GoalEvidence;
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
