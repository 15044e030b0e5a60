import type { GoalEvidence, NavigationStatus } from "../types.js";
import { formatSeconds } from "./RosConnection.js";

/** After reconnecting, how long to wait for a goal's status and a fresh pose before judging it lost. */
export const RECOVERY_WAIT_MS = 3000;

/** Why a goal is being cancelled: what it will be reported as. */
export interface CancelReason {
  status: NavigationStatus;
  message: string;
  evidence?: GoalEvidence;
}

/** What the periodic check of a running goal knows. Times in epoch milliseconds. */
export interface GoalWatchState {
  readonly nowMs: number;
  readonly startedAtMs: number;
  readonly timeoutSec: number;
  readonly connected: boolean;
  /** Since when the link is down, while it is. */
  readonly disconnectedAtMs: number | undefined;
  readonly linkTimeoutSec: number;
  /** Since when the link is back while the goal's status is still unknown. */
  readonly recoverySinceMs: number | undefined;
  readonly progressAtMs: number;
  readonly stallTimeoutSec: number;
  readonly accepted: boolean;
  /** The action server's name in messages ("move_base", "Nav2"). */
  readonly server: string;
  /** Where the robot is, in words, for messages. */
  readonly here: () => string;
}

export type GoalWatchVerdict =
  | { readonly kind: "wait" }
  | { readonly kind: "cancel"; readonly reason: CancelReason }
  | { readonly kind: "judge-lost"; readonly why: string };

const WAIT: GoalWatchVerdict = { kind: "wait" };

/**
 * The periodic check of a running goal, in order: the overall deadline; a link that is down (never a stall: no
 * pose arrives because the link is down, not because the robot stands still) until `linkTimeoutSec`; a goal
 * whose status has not come back after a reconnection; then the stall time.
 */
export function watchGoal(state: GoalWatchState): GoalWatchVerdict {
  const { nowMs, timeoutSec, linkTimeoutSec, stallTimeoutSec } = state;
  if (nowMs - state.startedAtMs > timeoutSec * 1000) {
    const message = `navigation timed out after ${formatSeconds(timeoutSec * 1000)} s`;
    return { kind: "cancel", reason: { status: "failed", message } };
  }
  if (!state.connected) {
    const downSinceMs = state.disconnectedAtMs ?? nowMs;
    if (nowMs - downSinceMs <= linkTimeoutSec * 1000) return WAIT;
    return {
      kind: "cancel",
      reason: {
        status: "unavailable",
        message: `the robot is unavailable: the link to rosbridge was down for ${formatSeconds(linkTimeoutSec * 1000)} s during navigation; the goal was cancelled`,
        evidence: "link-timeout",
      },
    };
  }
  if (state.recoverySinceMs !== undefined) {
    if (nowMs - state.recoverySinceMs <= RECOVERY_WAIT_MS) return WAIT;
    const why = `no status of it arrived within ${formatSeconds(RECOVERY_WAIT_MS)} s of the link coming back`;
    return { kind: "judge-lost", why };
  }
  if (nowMs - state.progressAtMs <= stallTimeoutSec * 1000) return WAIT;
  const seconds = formatSeconds(stallTimeoutSec * 1000);
  if (!state.accepted) {
    const message = `${state.server} did not accept the goal within ${seconds} s (is ${state.server} running?)`;
    return { kind: "cancel", reason: { status: "failed", message } };
  }
  const message = `no progress for ${seconds} s at ${state.here()}; the goal was cancelled`;
  return { kind: "cancel", reason: { status: "stalled", message } };
}
