import { ActionClient, Goal, Topic, type Ros } from "roslib";
import type { Pose } from "../types.js";
import type { GoalChannel, GoalListener, GoalReport, GoalServer } from "./goalChannel.js";
import { GOAL_STATUS, goalIdsOf, goalStatusName } from "./goalStatus.js";
import type { MoveBaseFeedback, MoveBaseGoal } from "./msgs.js";
import { poseStampedMsg } from "./poseMsgs.js";
import { ROS_TYPES } from "./RosNames.js";

type MoveBaseClient = ActionClient<MoveBaseGoal, MoveBaseFeedback>;

/**
 * ROS 1: move_base over actionlib topics with roslib's `ActionClient`/`Goal`. Statuses are the ROS 1
 * actionlib_msgs numbers (goalStatus.ts): 1 ACTIVE accepted, 3 SUCCEEDED, 4 ABORTED, 5 REJECTED, 2/8
 * PREEMPTED/RECALLED, 9 LOST; PENDING and the transitional states only prove the goal is known.
 * `/move_base/status` goes to the open goals as the list of goal ids move_base still knows: a goal missing from
 * it after a reconnection has lost its status.
 */
export function moveBaseServer(options: { ros: Ros; server: string; frameId: string }): GoalServer {
  const { ros, server, frameId } = options;
  const client: MoveBaseClient = new ActionClient({
    ros,
    serverName: server,
    actionName: ROS_TYPES.moveBaseAction,
  });
  const open = new Set<GoalListener>();
  new Topic<unknown>({
    ros,
    name: `${server}/status`,
    messageType: ROS_TYPES.goalStatusArray,
  }).subscribe((message) => {
    const ids = goalIdsOf(message);
    for (const listener of [...open]) listener.knownGoals(ids);
  });
  return {
    label: "move_base",
    outcomeSurvivesReconnect: true,
    open: (target, listener) => new MoveBaseChannel({ client, target, frameId, listener, open }),
  };
}

class MoveBaseChannel implements GoalChannel {
  readonly #client: MoveBaseClient;
  readonly #goal: Goal<MoveBaseGoal, MoveBaseFeedback>;
  readonly #listener: GoalListener;
  readonly #open: Set<GoalListener>;

  constructor(options: {
    client: MoveBaseClient;
    target: Pose;
    frameId: string;
    listener: GoalListener;
    open: Set<GoalListener>;
  }) {
    const { client, target, frameId, listener } = options;
    this.#client = client;
    this.#listener = listener;
    this.#open = options.open;
    this.#goal = new Goal({
      actionClient: client,
      goalMessage: { target_pose: poseStampedMsg(target, frameId) },
    });
    this.#goal.on("status", (status) => {
      // roslib types `status` with its ROS 2 enum; on the wire it is the ROS 1 number.
      const code: number = status.status;
      listener.report(reportOf(code, status.text ?? ""));
    });
  }

  get goalId(): string {
    return this.#goal.goalID;
  }

  send(): void {
    this.#open.add(this.#listener);
    this.#goal.send();
  }

  cancel(): void {
    this.#goal.cancel();
  }

  dispose(): void {
    this.#open.delete(this.#listener);
    this.#goal.removeAllListeners();
    // roslib keeps every goal it ever sent in `goals`; drop ours so a long mission does not accumulate them.
    Reflect.deleteProperty(this.#client.goals, this.#goal.goalID);
  }
}

function reportOf(code: number, text: string): GoalReport {
  switch (code) {
    case GOAL_STATUS.ACTIVE:
      return { kind: "accepted" };
    case GOAL_STATUS.SUCCEEDED:
      return { kind: "succeeded", text };
    case GOAL_STATUS.ABORTED:
      return { kind: "aborted", text };
    case GOAL_STATUS.REJECTED:
      return { kind: "rejected", text };
    case GOAL_STATUS.PREEMPTED:
    case GOAL_STATUS.RECALLED:
      return { kind: "cancelled", status: goalStatusName(code).toLowerCase(), text };
    case GOAL_STATUS.LOST:
      return { kind: "lost", why: "move_base reported it LOST" };
    case GOAL_STATUS.PENDING:
    case GOAL_STATUS.PREEMPTING:
    case GOAL_STATUS.RECALLING:
      return { kind: "pending" };
    default:
      return { kind: "other", status: goalStatusName(code), text };
  }
}
