import type { Pose } from "../types.js";

/**
 * What an action server said about one goal, in words both ROS generations share. The adapters
 * (moveBaseChannel.ts for ROS 1 actionlib, navigateToPoseChannel.ts for the ROS 2 bridge's action ops) map their
 * own status numbers onto these; {@link NavigationGoal} turns them into a navigation result.
 */
export type GoalReport =
  /** The server accepted the goal and is executing it (ROS 1 ACTIVE; ROS 2: the first feedback). */
  | { readonly kind: "accepted" }
  /** The server knows the goal but is not executing it (yet, or any more): PENDING, PREEMPTING, RECALLING. */
  | { readonly kind: "pending" }
  | { readonly kind: "succeeded"; readonly text: string }
  /** The server gave up on the way (move_base ABORTED, Nav2 ABORTED): the way is blocked. */
  | { readonly kind: "aborted"; readonly text: string }
  /** The goal was refused or could not be sent at all. */
  | { readonly kind: "rejected"; readonly text: string }
  /** Cancelled: by us when we asked, else by another client. `status` names it in the server's words. */
  | { readonly kind: "cancelled"; readonly status: string; readonly text: string }
  /** The server itself says it no longer knows the goal (ROS 1 LOST). */
  | { readonly kind: "lost"; readonly why: string }
  /** A terminal status with no meaning for the way. */
  | { readonly kind: "other"; readonly status: string; readonly text: string };

export interface GoalListener {
  report(report: GoalReport): void;
  /** A pose carried by the goal's feedback (Nav2's `current_pose`), as fresh as any pose topic. */
  pose(pose: Pose): void;
  /** Every goal id the server still knows (ROS 1 `/move_base/status`), while this goal runs. */
  knownGoals(goalIds: readonly string[]): void;
}

/** One goal on one action server, as sent by a profile's adapter. A resend opens a new channel. */
export interface GoalChannel {
  readonly goalId: string;
  send(): void;
  /** Ask the server to cancel this goal (queued by roslib while the link is down). */
  cancel(): void;
  /** Stop listening and forget the goal. */
  dispose(): void;
}

/** How a profile drives goals: which server (in messages), and how to open a channel for a target. */
export interface GoalServer {
  /** "move_base", "Nav2": the server's name in messages ("move_base aborted the goal"). */
  readonly label: string;
  /**
   * Whether the goal's outcome can still arrive after the link drops and comes back. ROS 1: yes, through
   * `/move_base/status` (for `status_list_timeout`). ROS 2: no, the bridge sends the result to the socket that
   * sent the goal, which is gone; the goal is judged on the pose or resent.
   */
  readonly outcomeSurvivesReconnect: boolean;
  open(target: Pose, listener: GoalListener): GoalChannel;
}
