import { distanceM, formatVec, type Vec2 } from "../../geo/index.js";
import type { Logger } from "../../log/index.js";
import type { GoalEvidence, NavigationResult, NavigationStatus, Pose } from "../types.js";
import type { GoalChannel, GoalReport, GoalServer } from "./goalChannel.js";
import { failureOf } from "./goalReports.js";
import { watchGoal, type CancelReason } from "./goalWatchdog.js";
import { judgeLostGoal } from "./lostGoal.js";

/** Movement that counts as progress for stall detection. */
const PROGRESS_M = 0.25;
/** After the server says SUCCEEDED off tolerance, how long to wait for a fresher pose before judging. */
const FRESH_POSE_WAIT_MS = 500;

export interface NavigationGoalOptions {
  /** The profile's action server (moveBaseChannel.ts, navigateToPoseChannel.ts). */
  server: GoalServer;
  goal: Pose;
  toleranceM: number;
  stallTimeoutSec: number;
  /** The whole goal, whatever happens, is cancelled and reported `failed` after this. */
  timeoutSec: number;
  /** After sending a cancel, how long to wait for the server to confirm before reporting anyway. */
  cancelSettleMs: number;
  /** The link down this long during the goal: cancelled (queued for the reconnection) and `unavailable`. */
  linkTimeoutSec: number;
  signal?: AbortSignal;
  /** The latest pose from the pose topic (or the goal's feedback). */
  pose: () => Pose;
  /** A pose that came with the goal's feedback: the port makes it its pose (and feeds it back via `onPose`). */
  feedbackPose: (pose: Pose) => void;
  isConnected: () => boolean;
  log: Logger;
}

/**
 * One navigation goal, from send to a {@link NavigationResult}, whatever the ROS generation: the profile's
 * {@link GoalServer} sends it and reports in shared words ({@link GoalReport}). SUCCEEDED → reached (checked
 * against the pose and tolerance), ABORTED → blocked, rejected → failed, cancelled by someone else →
 * unavailable (another client drives the robot). The goal is cancelled, and reported as such, on the caller's
 * signal, on no progress for `stallTimeoutSec` (stalled), at the overall deadline (failed), and when the link
 * stays down `linkTimeoutSec` (unavailable). Distance is summed from the poses seen while the goal runs.
 *
 * While the link is down nothing is judged stalled: no pose arrives because the link is down, not because the
 * robot stands still. A goal whose outcome is lost is judged by {@link judgeLostGoal}: a fresh pose within
 * tolerance is `reached`, otherwise the goal is sent once more, and lost twice it is `unavailable`. Lost means:
 * ROS 1, LOST, or missing from `/move_base/status` after a reconnection or once accepted (actionlib drops
 * finished goals after 5 s and does not latch results); ROS 2, any reconnection (the bridge sends the result to
 * the socket that sent the goal). The result's `evidence` says which of these decided.
 *
 * NOTE: `done` always resolves; nothing here throws for anything the robot does.
 */
export class NavigationGoal {
  readonly done: Promise<NavigationResult>;
  readonly #options: NavigationGoalOptions;
  #channel: GoalChannel;
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
    this.#channel = this.#open();
  }

  /** Send the goal and start watching it. */
  static start(options: NavigationGoalOptions): NavigationGoal {
    const run = new NavigationGoal(options);
    run.#begin();
    return run;
  }

  get goalId(): string {
    return this.#channel.goalId;
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

  /** Feed every pose received while the goal runs. */
  onPose(pose: Pose): void {
    if (this.#finished) return;
    this.#distanceM += distanceM([this.#lastPose.x, this.#lastPose.y], [pose.x, pose.y]);
    this.#lastPose = pose;
    if (distanceM([pose.x, pose.y], [this.#progressPose.x, this.#progressPose.y]) > PROGRESS_M) {
      this.#progressPose = pose;
      this.#progressAtMs = Date.now();
    }
    if (this.#successCheckTimer !== undefined && this.#withinTolerance()) {
      this.#finish("reached", `reached ${formatVec(this.#target)}`);
      return;
    }
    if (this.#recovery === undefined) return;
    this.#recovery.freshPose = true;
    // ROS 2: the outcome went to the socket that dropped; the fresh pose is all the evidence there will be.
    if (!this.#options.server.outcomeSurvivesReconnect && this.#cancel === undefined)
      this.#judgeLost("its result went to the connection that dropped");
  }

  /** The ids of every goal the server still knows (ROS 1 `/move_base/status`), while the goal runs. */
  #onKnownGoals(goalIds: readonly string[]): void {
    if (this.#finished || this.#cancel !== undefined) return;
    if (goalIds.includes(this.goalId)) {
      this.#recovery = undefined;
      return;
    }
    // Before acceptance an absent goal may simply not have reached move_base yet; after a reconnection (once a
    // fresh pose is in) or once accepted, absence means move_base no longer knows it.
    if (this.#recovery === undefined && !this.#accepted) return;
    if (this.#recovery !== undefined && !this.#recovery.freshPose) return;
    this.#judgeLost(
      this.#recovery === undefined
        ? "it left /move_base/status without a result"
        : "it was not in /move_base/status after the link came back",
    );
  }

  /**
   * Cancel the goal on the robot and report `reason` once move_base confirms, or after `cancelSettleMs`. While
   * disconnected the cancel is queued by roslib (it goes out on reconnection) and the result is immediate.
   */
  cancel(reason: CancelReason): void {
    if (this.#finished || this.#cancel !== undefined) return;
    this.#cancel = reason;
    this.#channel.cancel();
    this.#options.log.debug(
      { goal: this.goalId, reason: reason.message },
      `${this.#options.server.label} goal cancel sent`,
    );
    if (!this.#options.isConnected()) {
      this.#finish(reason.status, reason.message, reason.evidence);
      return;
    }
    this.#settleTimer = setTimeout(() => {
      this.#finish(reason.status, reason.message, reason.evidence);
    }, this.#options.cancelSettleMs);
  }

  #open(): GoalChannel {
    const channel: GoalChannel = this.#options.server.open(this.#options.goal, {
      report: (report) => {
        if (channel === this.#channel) this.#onReport(report);
      },
      pose: (pose) => {
        if (channel === this.#channel && !this.#finished) this.#options.feedbackPose(pose);
      },
      knownGoals: (goalIds) => {
        if (channel === this.#channel) this.#onKnownGoals(goalIds);
      },
    });
    return channel;
  }

  #begin(): void {
    const { signal, stallTimeoutSec, timeoutSec } = this.#options;
    this.#channel.send();
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
      server: this.#options.server.label,
      here: () => this.#here(),
    });
    if (verdict.kind === "cancel") this.cancel(verdict.reason);
    else if (verdict.kind === "judge-lost") this.#judgeLost(verdict.why);
  }

  #onReport(report: GoalReport): void {
    if (this.#finished) return;
    if (report.kind === "lost" && this.#cancel === undefined) {
      this.#judgeLost(report.why);
      return;
    }
    // Any word from the server proves it still knows the goal.
    this.#recovery = undefined;
    if (report.kind === "pending") return;
    if (report.kind === "accepted") {
      if (!this.#accepted) {
        this.#accepted = true;
        // Time waiting for acceptance does not count against the stall time.
        this.#progressAtMs = Date.now();
      }
      return;
    }
    if (report.kind === "succeeded" && this.#withinTolerance()) {
      this.#finish("reached", `reached ${formatVec(this.#target)}`);
      return;
    }
    if (this.#cancel !== undefined) {
      this.#finish(this.#cancel.status, this.#cancel.message, this.#cancel.evidence);
      return;
    }
    if (report.kind === "succeeded") this.#checkSuccessLater();
    else {
      const verdict = failureOf(report, {
        server: this.#options.server.label,
        target: formatVec(this.#target),
        here: this.#here(),
      });
      this.#finish(verdict.status, verdict.message);
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
    this.#channel.dispose();
    this.#channel = this.#open();
    this.#channel.send();
  }

  /** The server's own tolerance may be looser, or the pose may lag the result: give the pose a moment. */
  #checkSuccessLater(): void {
    this.#successCheckTimer = setTimeout(() => {
      const off = distanceM(this.#target, [this.#lastPose.x, this.#lastPose.y]);
      this.#finish(
        "blocked",
        `${this.#options.server.label} reported success, but the robot stopped at ${this.#here()}, ${off.toFixed(1)} m from the goal ` +
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
    this.#channel.dispose();
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
