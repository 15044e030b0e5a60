import type { Logger } from "../../log/index.js";
import type { NavigateOptions, NavigationResult, Pose } from "../types.js";
import type { GoalServer } from "./goalChannel.js";
import { NavigationGoal } from "./NavigationGoal.js";
import type { RosConnection } from "./RosConnection.js";
import type { RosTelemetry } from "./RosTelemetry.js";

const DEFAULT_TOLERANCE_M = 1;

export interface NavigatorOptions {
  connection: RosConnection;
  /** The profile's action server. */
  goals: GoalServer;
  telemetry: RosTelemetry;
  stallTimeoutSec: number;
  navigationTimeoutSec: number;
  cancelSettleMs: number;
  linkTimeoutSec: number;
  isClosing: () => boolean;
  log: Logger;
}

/**
 * One navigation goal at a time through the profile's action server: waits (within `linkTimeoutSec`) for a link
 * that is down before sending, replaces a running goal by cancelling it first, and hands poses and link changes to
 * the running {@link NavigationGoal}.
 */
export class Navigator {
  readonly #options: NavigatorOptions;
  #active: NavigationGoal | undefined;

  constructor(options: NavigatorOptions) {
    this.#options = options;
  }

  onPose(pose: Pose): void {
    this.#active?.onPose(pose);
  }

  onReconnected(): void {
    this.#active?.onReconnected();
  }

  onDisconnected(): void {
    this.#active?.onDisconnected();
  }

  async navigate(goal: Pose, options: NavigateOptions = {}): Promise<NavigationResult> {
    const { connection, telemetry, linkTimeoutSec, isClosing, log } = this.#options;
    const {
      toleranceM = DEFAULT_TOLERANCE_M,
      signal,
      stallTimeoutSec = this.#options.stallTimeoutSec,
    } = options;
    const refuse = (
      status: "failed" | "cancelled" | "unavailable",
      message: string,
    ): NavigationResult => ({ status, pose: telemetry.pose, distanceM: 0, message });
    if (isClosing()) return refuse("failed", "the rosbridge robot port is closed");
    // A function, not a narrowed property: the signal may abort while the link is awaited.
    const aborted = (): boolean => signal?.aborted === true;
    if (aborted()) return refuse("cancelled", "navigation was cancelled before it started");
    if (!connection.isConnected) {
      // A link that is down is an infrastructure fault, not a fact about the goal: wait for it, within a deadline.
      log.warn(
        `not connected to rosbridge at ${connection.url}; waiting up to ${linkTimeoutSec} s before sending the goal`,
      );
      const up = await connection.waitForConnection(linkTimeoutSec * 1000, signal);
      if (aborted()) return refuse("cancelled", "navigation was cancelled before it started");
      if (isClosing()) return refuse("failed", "the rosbridge robot port is closed");
      if (!up) {
        return {
          ...refuse(
            "unavailable",
            `the robot is unavailable: not connected to rosbridge at ${connection.url} for ${linkTimeoutSec} s; the goal was not sent`,
          ),
          evidence: "link-timeout",
        };
      }
    }
    if (this.#active !== undefined) {
      // One goal at a time: the server would preempt the old one anyway; report it as cancelled first.
      await this.#cancelActive("replaced by a new goal");
    }
    const run = NavigationGoal.start({
      server: this.#options.goals,
      goal,
      toleranceM,
      stallTimeoutSec,
      timeoutSec: this.#options.navigationTimeoutSec,
      cancelSettleMs: this.#options.cancelSettleMs,
      linkTimeoutSec,
      ...(signal === undefined ? {} : { signal }),
      pose: () => telemetry.pose,
      feedbackPose: (pose) => {
        telemetry.setPose(pose);
      },
      isConnected: () => connection.isConnected,
      log,
    });
    this.#active = run;
    log.debug({ goal, goalId: run.goalId }, `${this.#options.goals.label} goal sent`);
    try {
      return await run.done;
    } finally {
      if (this.#active === run) this.#active = undefined;
    }
  }

  /** Cancel the active goal, if any, and wait until it has reported (at most `cancelSettleMs` once sent). */
  async stop(reason = "stopped"): Promise<void> {
    await this.#cancelActive(reason);
  }

  async #cancelActive(message: string): Promise<void> {
    const active = this.#active;
    if (active === undefined) return;
    active.cancel({ status: "cancelled", message });
    await active.done;
  }
}
