import { Goal, type ActionClient } from "roslib";
import { distanceM, formatVec, type Vec2 } from "../../geo/index.js";
import type { Logger } from "../../log/index.js";
import type { GoalEvidence, NavigationResult, NavigationStatus, Pose } from "../types.js";
import { GOAL_STATUS, goalStatusName, isTerminalStatus } from "./goalStatus.js";
import { watchGoal, type CancelReason } from "./goalWatchdog.js";
import { judgeLostGoal } from "./lostGoal.js";
import type { MoveBaseFeedback, MoveBaseGoal } from "./msgs.js";
import { poseStampedMsg } from "./poseMsgs.js";

export type MoveBaseClient = ActionClient<MoveBaseGoal, MoveBaseFeedback>;

/** Movement that counts as progress for stall detection. */
const PROGRESS_M = 0.25;
/** After move_base says SUCCEEDED off tolerance, how long to wait for a fresher pose before judging. */
const FRESH_POSE_WAIT_MS = 500;

export interface NavigationGoalOptions {
  client: MoveBaseClient;
  goal: Pose;
  frameId: string;
  toleranceM: number;
  stallTimeoutSec: number;
  /** The whole goal, whatever happens, is cancelled and reported `failed` after this. */
  timeoutSec: number;
  /** After sending a cancel, how long to wait for move_base to confirm before reporting anyway. */
  cancelSettleMs: number;
  /** The link down this long during the goal: cancelled (queued for the reconnection) and `unavailable`. */
  linkTimeoutSec: number;
  signal?: AbortSignal;
  /** The latest pose from /spine/robot_pose. */
  pose: () => Pose;
  isConnected: () => boolean;
  log: Logger;
}

/**
 * One move_base goal over ROS 1 actionlib (roslib `Goal`), from send to a {@link NavigationResult}. Statuses use
 * the ROS 1 numbers: 3 SUCCEEDED → reached (checked against the pose and tolerance), 4 ABORTED → blocked,
 * 5 REJECTED → failed, 2/8 PREEMPTED/RECALLED by someone else → unavailable (another client drives the robot).
 * The goal is cancelled, and reported as such, on the caller's signal, on no progress for `stallTimeoutSec`
 * (stalled), at the overall deadline (failed), and when the link stays down `linkTimeoutSec` (unavailable).
 * Distance is summed from the poses seen while the goal runs.
 *
 * While the link is down nothing is judged stalled: no pose arrives because the link is down, not because the
 * robot stands still. A goal whose status is lost (9 LOST, or missing from `/move_base/status` after a
 * reconnection or once accepted — actionlib drops finished goals after 5 s and does not latch results) is judged
 * by {@link judgeLostGoal}: a fresh pose within tolerance is `reached`, otherwise the goal is sent once more, and
 * lost twice it is `unavailable`. The result's `evidence` says which of these decided.
 *
 * NOTE: `done` always resolves; nothing here throws for anything the robot does.
 */
export class NavigationGoal {
  readonly done: Promise<NavigationResult>;
  readonly #options: NavigationGoalOptions;
  #goal: Goal<MoveBaseGoal, MoveBaseFeedback>;
  readonly #target: Vec2;
  readonly #startedAtMs = Date.now();
  #resolve!: (result: NavigationResult) => void;
  #finished = false;
  #accepted = false;
  #distanceM = 0;
  #lastPose: Pose;
  #progressPose: Pose;
  #progressAtMs = Date.now();
  #cancel: CancelReason | undefined;
  /** Since when the link is down, while it is. */
  #disconnectedAtMs: number | undefined;
  /** Set at a reconnection until the goal's status or a verdict on its loss arrives. */
  #recovery: { sinceMs: number; freshPose: boolean } | undefined;
  #resent = false;
  #watchTimer: NodeJS.Timeout | undefined;
  #settleTimer: NodeJS.Timeout | undefined;
  #successCheckTimer: NodeJS.Timeout | undefined;
  readonly #onAbort = (): void => {
    this.cancel({ status: "cancelled", message: "navigation was cancelled" });
  };

  private constructor(options: NavigationGoalOptions) {
    this.#options = options;
    this.#target = [options.goal.x, options.goal.y];
    this.#lastPose = options.pose();
    this.#progressPose = this.#lastPose;
    this.done = new Promise((resolve) => {
      this.#resolve = resolve;
    });
    this.#goal = this.#newGoal();
  }

  /** Send the goal and start watching it. */
  static start(options: NavigationGoalOptions): NavigationGoal {
    const run = new NavigationGoal(options);
    run.#begin();
    return run;
  }

  get goalId(): string {
    return this.#goal.goalID;
  }

  /** The link dropped: stop judging progress until it is back. */
  onDisconnected(): void {
    if (this.#finished) return;
    this.#disconnectedAtMs ??= Date.now();
  }

  /** The link is back: wait for this goal's status, or judge it lost on the evidence. */
  onReconnected(): void {
    if (this.#finished) return;
    this.#disconnectedAtMs = undefined;
    this.#progressAtMs = Date.now();
    this.#recovery = { sinceMs: Date.now(), freshPose: false };
  }

  /** Feed the ids of every `/move_base/status` array received while the goal runs. */
  onStatusList(goalIds: readonly string[]): void {
    if (this.#finished || this.#cancel !== undefined) return;
    if (goalIds.includes(this.goalId)) {
      this.#recovery = undefined;
      return;
    }
    // Before acceptance an absent goal may simply not have reached move_base yet; after a reconnection or once
    // accepted, absence means move_base no longer knows it.
    if (this.#recovery === undefined && !this.#accepted) return;
    const why =
      this.#recovery === undefined
        ? "it left /move_base/status without a result"
        : "it was not in /move_base/status after the link came back";
    if (this.#recovery !== undefined && !this.#recovery.freshPose) return;
    this.#judgeLost(why);
  }

  /** Feed every pose received while the goal runs. */
  onPose(pose: Pose): void {
    if (this.#finished) return;
    if (this.#recovery !== undefined) this.#recovery.freshPose = true;
    this.#distanceM += distanceM([this.#lastPose.x, this.#lastPose.y], [pose.x, pose.y]);
    this.#lastPose = pose;
    if (distanceM([pose.x, pose.y], [this.#progressPose.x, this.#progressPose.y]) > PROGRESS_M) {
      this.#progressPose = pose;
      this.#progressAtMs = Date.now();
    }
    if (this.#successCheckTimer !== undefined && this.#withinTolerance()) {
      this.#finish("reached", `reached ${formatVec(this.#target)}`);
    }
  }

  /**
   * Cancel the goal on the robot and report `reason` once move_base confirms, or after `cancelSettleMs`. While
   * disconnected the cancel is queued by roslib (it goes out on reconnection) and the result is immediate.
   */
  cancel(reason: CancelReason): void {
    if (this.#finished || this.#cancel !== undefined) return;
    this.#cancel = reason;
    this.#goal.cancel();
    this.#options.log.debug(
      { goal: this.goalId, reason: reason.message },
      "move_base goal cancel sent",
    );
    if (!this.#options.isConnected()) {
      this.#finish(reason.status, reason.message, reason.evidence);
      return;
    }
    this.#settleTimer = setTimeout(() => {
      this.#finish(reason.status, reason.message, reason.evidence);
    }, this.#options.cancelSettleMs);
  }

  #newGoal(): Goal<MoveBaseGoal, MoveBaseFeedback> {
    const goal = new Goal({
      actionClient: this.#options.client,
      goalMessage: { target_pose: poseStampedMsg(this.#options.goal, this.#options.frameId) },
    });
    goal.on("status", (status) => {
      // roslib types `status` with its ROS 2 enum; on the wire it is the ROS 1 number.
      const code: number = status.status;
      if (goal === this.#goal) this.#onStatus(code, status.text ?? "");
    });
    return goal;
  }

  #begin(): void {
    const { signal, stallTimeoutSec, timeoutSec } = this.#options;
    this.#goal.send();
    signal?.addEventListener("abort", this.#onAbort, { once: true });
    const checkMs = Math.min(
      1000,
      Math.max(
        20,
        (Math.min(stallTimeoutSec, timeoutSec, this.#options.linkTimeoutSec) * 1000) / 4,
      ),
    );
    this.#watchTimer = setInterval(() => {
      this.#watch();
    }, checkMs);
  }

  #watch(): void {
    const { stallTimeoutSec, timeoutSec, linkTimeoutSec, isConnected } = this.#options;
    const nowMs = Date.now();
    const connected = isConnected();
    if (!connected) this.#disconnectedAtMs ??= nowMs;
    const verdict = watchGoal({
      nowMs,
      startedAtMs: this.#startedAtMs,
      timeoutSec,
      connected,
      disconnectedAtMs: this.#disconnectedAtMs,
      linkTimeoutSec,
      recoverySinceMs: this.#recovery?.sinceMs,
      progressAtMs: this.#progressAtMs,
      stallTimeoutSec,
      accepted: this.#accepted,
      here: () => this.#here(),
    });
    if (verdict.kind === "cancel") this.cancel(verdict.reason);
    else if (verdict.kind === "judge-lost") this.#judgeLost(verdict.why);
  }

  #onStatus(code: number, text: string): void {
    if (this.#finished) return;
    if (code === GOAL_STATUS.LOST && this.#cancel === undefined) {
      this.#judgeLost("move_base reported it LOST");
      return;
    }
    this.#recovery = undefined;
    if (!isTerminalStatus(code)) {
      if (code === GOAL_STATUS.ACTIVE && !this.#accepted) {
        this.#accepted = true;
        // Time waiting for acceptance does not count against the stall time.
        this.#progressAtMs = Date.now();
      }
      return;
    }
    const detail = text === "" ? "" : `: ${text}`;
    if (code === GOAL_STATUS.SUCCEEDED && this.#withinTolerance()) {
      this.#finish("reached", `reached ${formatVec(this.#target)}`);
      return;
    }
    if (this.#cancel !== undefined) {
      this.#finish(this.#cancel.status, this.#cancel.message, this.#cancel.evidence);
      return;
    }
    switch (code) {
      case GOAL_STATUS.SUCCEEDED:
        this.#checkSuccessLater();
        return;
      case GOAL_STATUS.ABORTED:
        this.#finish("blocked", `blocked at ${this.#here()}: move_base aborted the goal${detail}`);
        return;
      case GOAL_STATUS.REJECTED:
        this.#finish("failed", `move_base rejected the goal ${formatVec(this.#target)}${detail}`);
        return;
      case GOAL_STATUS.PREEMPTED:
      case GOAL_STATUS.RECALLED:
        // Not our cancel: another client drives the robot. That says nothing about the way.
        this.#finish(
          "unavailable",
          `the robot is unavailable: the goal was ${goalStatusName(code).toLowerCase()} by another client${detail}`,
        );
        return;
      default:
        this.#finish("failed", `move_base reported ${goalStatusName(code)}${detail}`);
    }
  }

  /** The goal's status is gone: decide on the pose, resend once, or give the robot up as unavailable. */
  #judgeLost(why: string): void {
    const poseIsFresh = this.#recovery?.freshPose ?? true;
    this.#recovery = undefined;
    const verdict = judgeLostGoal({
      target: this.#target,
      toleranceM: this.#options.toleranceM,
      pose: this.#options.pose(),
      poseIsFresh,
      resent: this.#resent,
      why,
    });
    this.#options.log.warn({ goal: this.goalId }, verdict.message);
    if (verdict.kind === "reached") {
      this.#finish("reached", verdict.message, "pose");
      return;
    }
    if (verdict.kind === "unavailable") {
      this.#finish("unavailable", verdict.message, "status-lost");
      return;
    }
    this.#resent = true;
    this.#accepted = false;
    this.#progressAtMs = Date.now();
    this.#goal.removeAllListeners();
    Reflect.deleteProperty(this.#options.client.goals, this.#goal.goalID);
    this.#goal = this.#newGoal();
    this.#goal.send();
  }

  /** move_base's own tolerance may be looser, or the pose may lag the result: give the pose a moment. */
  #checkSuccessLater(): void {
    this.#successCheckTimer = setTimeout(() => {
      const off = distanceM(this.#target, [this.#lastPose.x, this.#lastPose.y]);
      this.#finish(
        "blocked",
        `move_base reported success, but the robot stopped at ${this.#here()}, ${off.toFixed(1)} m from the goal ` +
          `(tolerance ${this.#options.toleranceM} m)`,
      );
    }, FRESH_POSE_WAIT_MS);
  }

  #withinTolerance(): boolean {
    const pose = this.#options.pose();
    return distanceM(this.#target, [pose.x, pose.y]) <= this.#options.toleranceM;
  }

  #here(): string {
    const pose = this.#options.pose();
    return formatVec([pose.x, pose.y]);
  }

  #finish(status: NavigationStatus, message: string, evidence?: GoalEvidence): void {
    if (this.#finished) return;
    this.#finished = true;
    clearInterval(this.#watchTimer);
    clearTimeout(this.#settleTimer);
    clearTimeout(this.#successCheckTimer);
    this.#options.signal?.removeEventListener("abort", this.#onAbort);
    // roslib keeps every goal it ever sent in `goals`; drop ours so a long mission does not accumulate them.
    this.#goal.removeAllListeners();
    Reflect.deleteProperty(this.#options.client.goals, this.#goal.goalID);
    const distance = Math.round(this.#distanceM * 100) / 100;
    const decided: GoalEvidence = evidence ?? (this.#resent ? "resent" : "status");
    this.#resolve({
      status,
      pose: this.#options.pose(),
      distanceM: distance,
      message,
      evidence: decided,
    });
  }
}
