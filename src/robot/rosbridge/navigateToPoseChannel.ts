import { randomUUID } from "node:crypto";
import type { Ros, RosbridgeMessage } from "roslib";
import { z } from "zod";
import { describeValue } from "../../errors/index.js";
import type { Logger } from "../../log/index.js";
import type { Pose } from "../types.js";
import type { GoalChannel, GoalListener, GoalReport, GoalServer } from "./goalChannel.js";
import { ACTION_STATUS, actionStatusName } from "./goalStatus.js";
import { poseFromStampedMsg, poseStampedMsg } from "./poseMsgs.js";
import { toWire } from "./rosWire.js";

/** `action_feedback` (ROSBRIDGE_PROTOCOL.md §3.3.14): `values` is the action's Feedback message. */
const feedbackFrame = z.object({
  op: z.literal("action_feedback"),
  values: z.record(z.string(), z.unknown()),
});

/**
 * `action_result` (§3.3.15). The ROS 2 bridge's source (capabilities/send_action_goal.py) sets `result: true`
 * whenever the server answered, whatever the status: `status` decides. `result: false` means the goal never got
 * a result (an exception in the bridge: unknown action type, a goal field the type lacks, a refused goal), and
 * then `values` is the error text and `status` is 0 UNKNOWN.
 */
const resultFrame = z.object({
  op: z.literal("action_result"),
  status: z.number().int(),
  result: z.boolean(),
  values: z.unknown().optional(),
});

export interface NavigateToPoseServerOptions {
  ros: Ros;
  /** `/navigate_to_pose` */
  action: string;
  /** `nav2_msgs/action/NavigateToPose` */
  actionType: string;
  frameId: string;
  log: Logger;
}

/**
 * ROS 2: Nav2's `navigate_to_pose` through the ROS 2 bridge's action operations, sent as raw frames (roslib's
 * `Action` folds every non-SUCCEEDED status into an error string, and its listeners are never removed). One
 * `send_action_goal` per goal with `feedback: true`; the first `action_feedback` is the acceptance (the bridge
 * sends no status frames), and its `current_pose` is a pose; `action_result` ends it; `cancel_action_goal`
 * with the goal's id cancels it.
 */
export function navigateToPoseServer(options: NavigateToPoseServerOptions): GoalServer {
  return {
    label: "Nav2",
    outcomeSurvivesReconnect: false,
    open: (target, listener) => new NavigateToPoseChannel(options, target, listener),
  };
}

class NavigateToPoseChannel implements GoalChannel {
  readonly goalId: string;
  readonly #options: NavigateToPoseServerOptions;
  readonly #target: Pose;
  readonly #listener: GoalListener;
  #accepted = false;
  readonly #onFrame = (message: RosbridgeMessage): void => {
    this.#receive(message);
  };

  constructor(options: NavigateToPoseServerOptions, target: Pose, listener: GoalListener) {
    this.#options = options;
    this.#target = target;
    this.#listener = listener;
    // Unique across clients: the bridge keeps goals by id in one table shared by every connection.
    this.goalId = `send_action_goal:${options.action}:${randomUUID()}`;
  }

  send(): void {
    const { ros, action, actionType, frameId } = this.#options;
    ros.on(this.goalId, this.#onFrame);
    ros.callOnConnection({
      op: "send_action_goal",
      id: this.goalId,
      action,
      action_type: actionType,
      args: { pose: toWire(poseStampedMsg(this.#target, frameId), 2) },
      feedback: true,
    });
  }

  cancel(): void {
    const { ros, action } = this.#options;
    ros.callOnConnection({ op: "cancel_action_goal", id: this.goalId, action });
  }

  dispose(): void {
    this.#options.ros.off(this.goalId, this.#onFrame);
  }

  #receive(frame: unknown): void {
    const feedback = feedbackFrame.safeParse(frame);
    if (feedback.success) {
      this.#onFeedback(feedback.data.values);
      return;
    }
    const result = resultFrame.safeParse(frame);
    if (result.success) {
      this.#listener.report(reportOf(result.data));
      return;
    }
    this.#options.log.warn(
      `ignored a frame for goal ${this.goalId} that is neither action_feedback nor action_result: ${describeValue(frame)}`,
    );
  }

  #onFeedback(values: Record<string, unknown>): void {
    if (!this.#accepted) {
      this.#accepted = true;
      this.#listener.report({ kind: "accepted" });
    }
    const current = values["current_pose"];
    if (current === undefined) return;
    const pose = poseFromStampedMsg(current, this.#options.frameId);
    if (pose.ok) this.#listener.pose(pose.value);
    else this.#options.log.debug(`Nav2 feedback current_pose ignored: ${pose.error}`);
  }
}

function reportOf(frame: z.infer<typeof resultFrame>): GoalReport {
  const text = resultText(frame.values);
  if (!frame.result) return { kind: "rejected", text };
  switch (frame.status) {
    case ACTION_STATUS.SUCCEEDED:
      return { kind: "succeeded", text };
    case ACTION_STATUS.ABORTED:
      return { kind: "aborted", text };
    case ACTION_STATUS.CANCELED:
      return { kind: "cancelled", status: "canceled", text };
    default:
      return { kind: "other", status: actionStatusName(frame.status), text };
  }
}

/** The failure text (`result: false`), or Nav2's `error_msg` (Jazzy and later) from a result message. */
function resultText(values: unknown): string {
  if (typeof values === "string") return values;
  if (typeof values === "object" && values !== null && "error_msg" in values) {
    const message = values.error_msg;
    if (typeof message === "string") return message;
  }
  return "";
}
