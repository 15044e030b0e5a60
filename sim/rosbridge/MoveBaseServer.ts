import { setTimeout as sleep } from "node:timers/promises";
import { describeValue, fail, ok, type Result } from "../../src/errors/index.js";
import type { Logger } from "../../src/log/index.js";
import { isPlainObject } from "../../src/map/index.js";
import type { NavigationResult, Pose } from "../../src/robot/index.js";
import {
  GOAL_STATUS,
  header,
  poseFromStampedMsg,
  poseStampedMsg,
  type GoalId,
  type GoalStatusArray,
  type GoalStatusMsg,
  type RosNames,
} from "../../src/robot/rosbridge/index.js";
import type { SimulatedDrive, SimulatedRobot } from "./SimulatedRobot.js";

export interface MoveBaseServerOptions {
  robot: SimulatedRobot;
  names: RosNames;
  /** Simulated seconds per wall second. */
  realtimeFactor: number;
  /** Wall-clock length of one drive slice; feedback and pose go out after each. */
  sliceMs: number;
  /** move_base goals carry no tolerance; the simulated controller uses this one. */
  goalToleranceM: number;
  /**
   * A finished goal leaves `/move_base/status` this long after it finished, as actionlib's
   * `status_list_timeout` (5 s) drops it; its result is published once and not latched.
   */
  keepFinishedSec: number;
  /** Read live: while true, goals are accepted but the robot does not move. */
  isFrozen: () => boolean;
  publish: (topic: string, msg: unknown) => void;
  /** After every slice of motion; `final` at the end of a goal, before its result goes out. */
  moved: (options: { final: boolean }) => void;
  log: Logger;
}

interface TrackedGoal {
  readonly goalId: GoalId;
  status: number;
  text: string;
  finishedAtMs?: number;
  drive?: SimulatedDrive;
  cancelRequested: boolean;
  readonly wake: AbortController;
}

/**
 * The `move_base` ROS 1 action server over topics, driving a simulation: a goal becomes ACTIVE (1), the drive is
 * advanced in slices paced by `realtimeFactor` with pose and feedback between slices, and the result carries
 * SUCCEEDED 3, ABORTED 4 (blocked), or PREEMPTED 2 (cancelled, or replaced by a newer goal). A goal that cannot
 * be read is REJECTED 5. Status arrays are published on every change and on `publishStatus()`.
 */
export class MoveBaseServer {
  readonly #options: MoveBaseServerOptions;
  readonly #goals: TrackedGoal[] = [];
  #active: TrackedGoal | undefined;
  #goalCounter = 0;
  #closed = false;

  constructor(options: MoveBaseServerOptions) {
    this.#options = options;
  }

  get #topics(): { status: string; feedback: string; result: string } {
    const base = this.#options.names.moveBase;
    return { status: `${base}/status`, feedback: `${base}/feedback`, result: `${base}/result` };
  }

  /** A `move_base_msgs/MoveBaseActionGoal`. */
  onGoal(message: unknown): void {
    if (this.#closed) return;
    const parsed = readGoal(message, this.#options.names.mapFrame);
    const goalId: GoalId = parsed.goalId ?? this.#newGoalId();
    const goal: TrackedGoal = {
      goalId,
      status: GOAL_STATUS.PENDING,
      text: "",
      cancelRequested: false,
      wake: new AbortController(),
    };
    this.#goals.push(goal);
    if (!parsed.pose.ok) {
      this.#options.log.warn(`move_base goal ${goalId.id} rejected: ${parsed.pose.error}`);
      this.#finish(goal, GOAL_STATUS.REJECTED, parsed.pose.error);
      return;
    }
    const previous = this.#active;
    if (previous !== undefined) {
      previous.drive?.cancel();
      this.#finish(previous, GOAL_STATUS.PREEMPTED, "preempted by a new goal");
    }
    goal.drive = this.#options.robot.beginNavigation(parsed.pose.value, {
      toleranceM: this.#options.goalToleranceM,
    });
    goal.status = GOAL_STATUS.ACTIVE;
    this.#active = goal;
    this.publishStatus();
    this.#run(goal).catch((error: unknown) => {
      this.#options.log.error({ err: error }, "simulated move_base failed");
      goal.drive?.cancel();
      this.#finish(goal, GOAL_STATUS.ABORTED, "internal error in the simulated move_base");
    });
  }

  /** An `actionlib_msgs/GoalID`: one goal by id, or every goal when the id is empty. */
  onCancel(message: unknown): void {
    if (this.#closed) return;
    const id = isPlainObject(message) && typeof message["id"] === "string" ? message["id"] : "";
    for (const goal of this.#goals) {
      if (goal.finishedAtMs !== undefined || (id !== "" && goal.goalId.id !== id)) continue;
      goal.cancelRequested = true;
      goal.status = GOAL_STATUS.PREEMPTING;
      goal.wake.abort();
    }
    this.publishStatus();
  }

  publishStatus(): void {
    const now = Date.now();
    for (let i = this.#goals.length - 1; i >= 0; i -= 1) {
      const finished = this.#goals[i]?.finishedAtMs;
      if (finished !== undefined && now - finished > this.#options.keepFinishedSec * 1000)
        this.#goals.splice(i, 1);
    }
    const message: GoalStatusArray = {
      header: header(""),
      status_list: this.#goals.map((goal) => statusOf(goal)),
    };
    this.#options.publish(this.#topics.status, message);
  }

  /** Stop the robot and every goal loop (the server is going away; nothing more is published). */
  close(): void {
    this.#closed = true;
    const active = this.#active;
    this.#active = undefined;
    active?.drive?.cancel();
    for (const goal of this.#goals) goal.wake.abort();
  }

  async #run(goal: TrackedGoal): Promise<void> {
    const { robot, realtimeFactor, sliceMs, isFrozen, moved } = this.#options;
    const drive = goal.drive;
    if (drive === undefined) return;
    const sliceSimSec = (sliceMs / 1000) * realtimeFactor;
    for (;;) {
      if (this.#closed || goal.finishedAtMs !== undefined) return;
      if (goal.cancelRequested) {
        drive.cancel();
        moved({ final: true });
        this.#finish(goal, GOAL_STATUS.PREEMPTED, "cancelled");
        return;
      }
      const before = robot.nowSec();
      const result = isFrozen() ? undefined : drive.advance(sliceSimSec);
      moved({ final: result !== undefined });
      if (result !== undefined) {
        this.#finish(goal, statusFor(result), result.message);
        return;
      }
      this.#options.publish(this.#topics.feedback, {
        header: header(""),
        status: statusOf(goal),
        feedback: { base_position: poseStampedMsg(robot.pose(), this.#options.names.mapFrame) },
      });
      const wallMs = isFrozen() ? sliceMs : ((robot.nowSec() - before) / realtimeFactor) * 1000;
      try {
        await sleep(Math.max(0, wallMs), undefined, { signal: goal.wake.signal });
      } catch {
        // Woken early: a cancel, a newer goal, or the server closing.
      }
    }
  }

  #finish(goal: TrackedGoal, status: number, text: string): void {
    if (goal.finishedAtMs !== undefined) return;
    goal.status = status;
    goal.text = text;
    goal.finishedAtMs = Date.now();
    goal.wake.abort();
    if (this.#active === goal) this.#active = undefined;
    if (this.#closed) return;
    this.#options.publish(this.#topics.result, {
      header: header(""),
      status: statusOf(goal),
      result: {},
    });
    this.publishStatus();
  }

  #newGoalId(): GoalId {
    this.#goalCounter += 1;
    return { stamp: { secs: 0, nsecs: 0 }, id: `sim_goal_${this.#goalCounter}` };
  }
}

function statusOf(goal: TrackedGoal): GoalStatusMsg {
  return { goal_id: goal.goalId, status: goal.status, text: goal.text };
}

function statusFor(result: NavigationResult): number {
  switch (result.status) {
    case "reached":
      return GOAL_STATUS.SUCCEEDED;
    case "cancelled":
      return GOAL_STATUS.PREEMPTED;
    case "blocked":
    case "stalled":
    case "failed":
      return GOAL_STATUS.ABORTED;
    case "unavailable":
      // The simulation is its own robot: it is never unavailable to itself.
      return GOAL_STATUS.LOST;
  }
}

/** The goal id (absent when empty: the server assigns one) and target pose of a MoveBaseActionGoal. */
function readGoal(message: unknown, mapFrame: string): { goalId?: GoalId; pose: Result<Pose> } {
  if (!isPlainObject(message)) {
    return {
      pose: fail(`expected a move_base_msgs/MoveBaseActionGoal, got ${describeValue(message)}`),
    };
  }
  const rawId = message["goal_id"];
  let goalId: GoalId | undefined;
  if (isPlainObject(rawId) && typeof rawId["id"] === "string" && rawId["id"] !== "") {
    const stamp = rawId["stamp"];
    goalId = {
      id: rawId["id"],
      stamp:
        isPlainObject(stamp) &&
        typeof stamp["secs"] === "number" &&
        typeof stamp["nsecs"] === "number"
          ? { secs: stamp["secs"], nsecs: stamp["nsecs"] }
          : { secs: 0, nsecs: 0 },
    };
  }
  const goal = message["goal"];
  const target = isPlainObject(goal) ? goal["target_pose"] : undefined;
  const pose =
    target === undefined
      ? fail("the goal has no target_pose")
      : poseFromStampedMsg(target, mapFrame);
  const result = { pose: pose.ok ? ok(pose.value) : fail(`target_pose: ${pose.error}`) };
  return goalId === undefined ? result : { ...result, goalId };
}
