import { distanceM, formatVec, type Vec2 } from "../../geo/index.js";
import type { Pose } from "../types.js";

/**
 * What to make of a goal whose status was lost: the link was down longer than actionlib keeps a finished goal in
 * `/move_base/status` (5 s) and `/move_base/result` is not latched, or the action server restarted and forgot it.
 * Nothing about the way is known then, so the answer is never "blocked".
 */
export type LostGoalVerdict =
  /** A pose received since the status was lost stands within the goal's tolerance. */
  | { readonly kind: "reached"; readonly message: string }
  /** Send the same goal once more and judge it by its own status. */
  | { readonly kind: "resend"; readonly message: string }
  /** Already resent once and lost again: the robot is not answering for its goals. */
  | { readonly kind: "unavailable"; readonly message: string };

export interface LostGoalEvidence {
  readonly target: Vec2;
  readonly toleranceM: number;
  /** The latest pose, and whether it arrived after the status was lost (an older one proves nothing). */
  readonly pose: Pose;
  readonly poseIsFresh: boolean;
  /** True when this goal is itself the one resend. */
  readonly resent: boolean;
  /** Why the status is considered lost, for the message ("it is no longer in /move_base/status"). */
  readonly why: string;
}

export function judgeLostGoal(evidence: LostGoalEvidence): LostGoalVerdict {
  const { target, toleranceM, pose, poseIsFresh, resent, why } = evidence;
  const offM = distanceM(target, [pose.x, pose.y]);
  const where = `${formatVec([pose.x, pose.y])}, ${offM.toFixed(2)} m from the goal (tolerance ${toleranceM} m)`;
  if (poseIsFresh && offM <= toleranceM) {
    return {
      kind: "reached",
      message: `reached ${formatVec(target)}: the goal's status was lost (${why}); the robot's pose decided: it stands at ${where}`,
    };
  }
  if (!resent) {
    const seen = poseIsFresh ? `the robot stands at ${where}` : "no fresh pose arrived";
    return {
      kind: "resend",
      message: `the goal's status was lost (${why}) and ${seen}; the goal was sent again`,
    };
  }
  return {
    kind: "unavailable",
    message: `the robot is unavailable: the resent goal's status was lost too (${why}); nothing is known about the way`,
  };
}
