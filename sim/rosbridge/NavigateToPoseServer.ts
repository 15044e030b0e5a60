import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { describeValue, fail, type Result } from "../../src/errors/index.js";
import { distanceM } from "../../src/geo/index.js";
import type { Logger } from "../../src/log/index.js";
import { isPlainObject } from "../../src/map/index.js";
import type { NavigationResult, Pose } from "../../src/robot/index.js";
import {
  ACTION_STATUS,
  poseFromStampedMsg,
  poseStampedMsg,
  rosTimeFromSec,
  toWire,
  type RosNames,
  type RosTypes,
} from "../../src/robot/rosbridge/index.js";
import type { ClientSession } from "./ClientSession.js";
import type { Frame } from "./readFrame.js";
import type { SimulatedDrive, SimulatedRobot } from "./SimulatedRobot.js";

export interface NavigateToPoseServerOptions {
  robot: SimulatedRobot;
  names: RosNames;
  types: RosTypes;
  realtimeFactor: number;
  sliceMs: number;
  goalToleranceM: number;
  isFrozen: () => boolean;
  /** Read live: goals are refused (`result: false`, as the bridge reports a goal it could not run). */
  rejectsGoals: () => boolean;
  moved: (options: { final: boolean }) => void;
  log: Logger;
}

/** `send_action_goal` (ROSBRIDGE_PROTOCOL.md §3.3.12); `args` as a dict of goal fields, as the source takes it. */
const goalFrame = z.object({
  op: z.literal("send_action_goal"),
  id: z.string().optional(),
  action: z.string(),
  action_type: z.string(),
  args: z.unknown().optional(),
  feedback: z.boolean().optional(),
});

/**
 * The fields each type has: the ROS 2 bridge refuses a message with a field its type lacks
 * (NonexistentFieldException), so a ROS 1 header (`seq`) in a goal fails the goal.
 */
const FIELDS: Record<string, readonly string[]> = {
  goal: ["pose", "behavior_tree"],
  pose: ["header", "pose"],
  header: ["stamp", "frame_id"],
  stamp: ["sec", "nanosec", "secs", "nsecs"],
};

interface RunningGoal {
  readonly id: string;
  readonly session: ClientSession;
  readonly feedback: boolean;
  readonly drive: SimulatedDrive;
  readonly target: Pose;
  readonly startSimSec: number;
  readonly wake: AbortController;
  cancelRequested: boolean;
  finished: boolean;
}

/**
 * Nav2's `navigate_to_pose` as the ROS 2 rosbridge serves it (its source, capabilities/send_action_goal.py):
 * a goal runs until its `action_result` (`result: true` and SUCCEEDED 4, ABORTED 6 or CANCELED 5 from
 * action_msgs/GoalStatus); `action_feedback` while it runs when the goal asked for feedback; a goal the bridge
 * cannot run gets `result: false`, status 0 and the error text. Goals are kept by id in one table for all
 * clients, as the bridge keeps them; a result goes to the socket that sent the goal, and is lost when that
 * socket is gone (the goal itself carries on). A newer goal preempts the running one (CANCELED).
 */
export class NavigateToPoseServer {
  readonly #options: NavigateToPoseServerOptions;
  readonly #goals = new Map<string, RunningGoal>();
  #active: RunningGoal | undefined;
  #counter = 0;
  #closed = false;

  constructor(options: NavigateToPoseServerOptions) {
    this.#options = options;
  }

  onGoal(session: ClientSession, frame: Frame): void {
    if (this.#closed) return;
    const parsed = goalFrame.safeParse(frame);
    if (!parsed.success) {
      this.#options.log.warn(`send_action_goal ignored: ${describeValue(frame, 160)}`);
      return;
    }
    const { action, action_type: actionType, args, feedback = false } = parsed.data;
    this.#counter += 1;
    const id = parsed.data.id ?? `sim_action_goal_${this.#counter}`;
    const fail = (text: string): void => {
      session.sendJson({ op: "action_result", id, action, values: text, status: 0, result: false });
    };
    const { names, types } = this.#options;
    if (action !== names.navigateToPose) {
      // The bridge waits for a server that never comes (ActionClient.wait_for_server, then an unanswered goal).
      this.#options.log.warn(
        `send_action_goal to ${action}: no such action server; never answered`,
      );
      return;
    }
    if (actionType !== types.navigateToPose) {
      fail(`${action} is a ${types.navigateToPose}, not a ${actionType}`);
      return;
    }
    const target = readGoal(args, names.mapFrame);
    if (!target.ok) {
      fail(target.error);
      return;
    }
    if (this.#options.rejectsGoals()) {
      fail("Action goal was rejected");
      return;
    }
    const previous = this.#active;
    if (previous !== undefined) {
      previous.drive.cancel();
      this.#finish(previous, ACTION_STATUS.CANCELED, "preempted by a new goal");
    }
    const goal: RunningGoal = {
      id,
      session,
      feedback,
      target: target.value,
      drive: this.#options.robot.beginNavigation(target.value, {
        toleranceM: this.#options.goalToleranceM,
      }),
      startSimSec: this.#options.robot.nowSec(),
      wake: new AbortController(),
      cancelRequested: false,
      finished: false,
    };
    this.#goals.set(id, goal);
    this.#active = goal;
    this.#run(goal, action).catch((error: unknown) => {
      this.#options.log.error({ err: error }, "simulated navigate_to_pose failed");
      goal.drive.cancel();
      this.#finish(goal, ACTION_STATUS.ABORTED, "internal error in the simulated Nav2");
    });
  }

  /** `cancel_action_goal` (§3.3.13): the goal with this id, from any client; an unknown id is ignored. */
  onCancel(frame: Frame): void {
    const id = frame["id"];
    const goal = typeof id === "string" ? this.#goals.get(id) : undefined;
    if (goal === undefined || goal.finished) return;
    goal.cancelRequested = true;
    goal.wake.abort();
  }

  close(): void {
    this.#closed = true;
    this.#active?.drive.cancel();
    for (const goal of this.#goals.values()) goal.wake.abort();
  }

  async #run(goal: RunningGoal, action: string): Promise<void> {
    const { robot, realtimeFactor, sliceMs, isFrozen, moved, names } = this.#options;
    const sliceSimSec = (sliceMs / 1000) * realtimeFactor;
    for (;;) {
      if (this.#closed || goal.finished) return;
      if (goal.cancelRequested) {
        goal.drive.cancel();
        moved({ final: true });
        this.#finish(goal, ACTION_STATUS.CANCELED, "cancelled");
        return;
      }
      const before = robot.nowSec();
      const result = isFrozen() ? undefined : goal.drive.advance(sliceSimSec);
      moved({ final: result !== undefined });
      if (result !== undefined) {
        this.#finish(goal, statusFor(result), result.status === "reached" ? "" : result.message);
        return;
      }
      if (goal.feedback) {
        const pose = robot.pose();
        goal.session.sendJson({
          op: "action_feedback",
          id: goal.id,
          action,
          values: toWire(
            {
              current_pose: poseStampedMsg(pose, names.mapFrame),
              navigation_time: rosTimeFromSec(robot.nowSec() - goal.startSimSec),
              estimated_time_remaining: rosTimeFromSec(0),
              number_of_recoveries: 0,
              distance_remaining: distanceM([pose.x, pose.y], [goal.target.x, goal.target.y]),
            },
            2,
          ),
        });
      }
      const wallMs = isFrozen() ? sliceMs : ((robot.nowSec() - before) / realtimeFactor) * 1000;
      try {
        await sleep(Math.max(0, wallMs), undefined, { signal: goal.wake.signal });
      } catch {
        // Woken early: a cancel, a newer goal, or the server closing.
      }
    }
  }

  #finish(goal: RunningGoal, status: number, text: string): void {
    if (goal.finished) return;
    goal.finished = true;
    goal.wake.abort();
    this.#goals.delete(goal.id);
    if (this.#active === goal) this.#active = undefined;
    if (this.#closed) return;
    // Nav2 (Jazzy) results carry an error code and message; 9000 is its UNKNOWN error.
    const values = { error_code: status === ACTION_STATUS.SUCCEEDED ? 0 : 9000, error_msg: text };
    goal.session.sendJson({
      op: "action_result",
      id: goal.id,
      action: this.#options.names.navigateToPose,
      values,
      status,
      result: true,
    });
  }
}

function statusFor(result: NavigationResult): number {
  switch (result.status) {
    case "reached":
      return ACTION_STATUS.SUCCEEDED;
    case "cancelled":
      return ACTION_STATUS.CANCELED;
    default:
      return ACTION_STATUS.ABORTED;
  }
}

/** The target of a NavigateToPose goal, refused like the bridge refuses it: unknown fields, bad pose. */
function readGoal(args: unknown, mapFrame: string): Result<Pose> {
  if (!isPlainObject(args))
    return fail(`the goal must be an object of fields, got ${describeValue(args)}`);
  const unknown = unknownField(args, "goal");
  if (unknown !== undefined) return fail(`NavigateToPose_Goal has no field ${unknown}`);
  const pose = args["pose"];
  if (pose === undefined) return fail("the goal has no pose");
  const read = poseFromStampedMsg(pose, mapFrame);
  return read.ok ? read : fail(`pose: ${read.error}`);
}

/** The dotted path of the first field a message has that its type lacks (headers and stamps included). */
function unknownField(value: unknown, type: string, path = ""): string | undefined {
  const allowed = FIELDS[type];
  if (allowed === undefined || typeof value !== "object" || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const where = path === "" ? key : `${path}.${key}`;
    if (!allowed.includes(key)) return where;
    const childType = type === "goal" && key === "pose" ? "pose" : key;
    if (type === "pose" && key === "pose") continue;
    const nested = unknownField(child, childType, where);
    if (nested !== undefined) return nested;
  }
  return undefined;
}
