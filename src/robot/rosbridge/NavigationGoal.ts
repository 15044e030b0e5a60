import { Goal, type ActionClient } from "roslib";
import { distanceM, formatVec, type Vec2 } from "../../geo/index.js";
import type { Logger } from "../../log/index.js";
import type { NavigationResult, NavigationStatus, Pose } from "../types.js";
import { GOAL_STATUS, goalStatusName, isTerminalStatus } from "./goalStatus.js";
import type { MoveBaseFeedback, MoveBaseGoal } from "./msgs.js";
import { poseStampedMsg } from "./poseMsgs.js";
import { formatSeconds } from "./RosConnection.js";

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
  signal?: AbortSignal;
  /** The latest pose from /spine/robot_pose. */
  pose: () => Pose;
  isConnected: () => boolean;
  log: Logger;
}

interface CancelReason {
  status: NavigationStatus;
  message: string;
}

/**
 * One move_base goal over ROS 1 actionlib (roslib `Goal`), from send to a {@link NavigationResult}. Statuses use
 * the ROS 1 numbers: 3 SUCCEEDED → reached (checked against the pose and tolerance), 4 ABORTED → blocked,
 * 5 REJECTED / 9 LOST → failed, 2/8 PREEMPTED/RECALLED → cancelled. The goal is cancelled, and reported as such,
 * on the caller's signal, on no progress for `stallTimeoutSec` (stalled), and at the overall deadline (failed).
 * Distance is summed from the poses seen while the goal runs.
 *
 * NOTE: `done` always resolves; nothing here throws for anything the robot does.
 */
export class NavigationGoal {
  readonly done: Promise<NavigationResult>;
  readonly #options: NavigationGoalOptions;
  readonly #goal: Goal<MoveBaseGoal, MoveBaseFeedback>;
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
    this.#goal = new Goal({
      actionClient: options.client,
      goalMessage: { target_pose: poseStampedMsg(options.goal, options.frameId) },
    });
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
      this.#finish(reason.status, reason.message);
      return;
    }
    this.#settleTimer = setTimeout(() => {
      this.#finish(reason.status, reason.message);
    }, this.#options.cancelSettleMs);
  }

  #begin(): void {
    const { signal, stallTimeoutSec, timeoutSec } = this.#options;
    this.#goal.on("status", (status) => {
      // roslib types `status` with its ROS 2 enum; on the wire it is the ROS 1 number.
      const code: number = status.status;
      this.#onStatus(code, status.text ?? "");
    });
    this.#goal.send();
    signal?.addEventListener("abort", this.#onAbort, { once: true });
    const checkMs = Math.min(
      1000,
      Math.max(20, (Math.min(stallTimeoutSec, timeoutSec) * 1000) / 4),
    );
    this.#watchTimer = setInterval(() => {
      this.#watch();
    }, checkMs);
  }

  #watch(): void {
    const { stallTimeoutSec, timeoutSec, isConnected } = this.#options;
    const now = Date.now();
    if (now - this.#startedAtMs > timeoutSec * 1000) {
      this.cancel({
        status: "failed",
        message: `navigation timed out after ${formatSeconds(timeoutSec * 1000)} s`,
      });
      return;
    }
    if (now - this.#progressAtMs <= stallTimeoutSec * 1000) return;
    const seconds = formatSeconds(stallTimeoutSec * 1000);
    if (!isConnected()) {
      this.cancel({
        status: "failed",
        message: `lost the connection to rosbridge for ${seconds} s during navigation; the goal was cancelled`,
      });
    } else if (!this.#accepted) {
      this.cancel({
        status: "failed",
        message: `move_base did not accept the goal within ${seconds} s (is move_base running?)`,
      });
    } else {
      this.cancel({
        status: "stalled",
        message: `no progress for ${seconds} s at ${this.#here()}; the goal was cancelled`,
      });
    }
  }

  #onStatus(code: number, text: string): void {
    if (this.#finished) return;
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
      this.#finish(this.#cancel.status, this.#cancel.message);
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
        this.#finish(
          "cancelled",
          `the goal was ${goalStatusName(code).toLowerCase()} by another client${detail}`,
        );
        return;
      default:
        this.#finish("failed", `move_base reported ${goalStatusName(code)}${detail}`);
    }
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

  #finish(status: NavigationStatus, message: string): void {
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
    this.#resolve({ status, pose: this.#options.pose(), distanceM: distance, message });
  }
}
