import { isPlainObject } from "../../map/index.js";

/**
 * ROS 1 actionlib_msgs/GoalStatus numbers. Not roslib's exported `GoalStatus`, which is the ROS 2 action_msgs
 * numbering (SUCCEEDED is 4 there, ABORTED 6) and would misread every move_base result.
 */
export const GOAL_STATUS = {
  PENDING: 0,
  ACTIVE: 1,
  PREEMPTED: 2,
  SUCCEEDED: 3,
  ABORTED: 4,
  REJECTED: 5,
  PREEMPTING: 6,
  RECALLING: 7,
  RECALLED: 8,
  LOST: 9,
} as const;

export type GoalStatusCode = (typeof GOAL_STATUS)[keyof typeof GOAL_STATUS];

const TERMINAL = new Set<number>([
  GOAL_STATUS.PREEMPTED,
  GOAL_STATUS.SUCCEEDED,
  GOAL_STATUS.ABORTED,
  GOAL_STATUS.REJECTED,
  GOAL_STATUS.RECALLED,
  GOAL_STATUS.LOST,
]);

/** A status after which the action server will not move the robot for this goal any more. */
export function isTerminalStatus(status: number): boolean {
  return TERMINAL.has(status);
}

const NAMES = new Map<number, string>(
  Object.entries(GOAL_STATUS).map(([name, code]) => [code, name]),
);

export function goalStatusName(status: number): string {
  return NAMES.get(status) ?? `status ${status}`;
}

/** The goal ids in an actionlib_msgs/GoalStatusArray; nothing for anything else. */
export function goalIdsOf(message: unknown): string[] {
  const list = isPlainObject(message) ? message["status_list"] : undefined;
  if (!Array.isArray(list)) return [];
  const ids: string[] = [];
  for (const status of list) {
    const goalId = isPlainObject(status) ? status["goal_id"] : undefined;
    const id = isPlainObject(goalId) ? goalId["id"] : undefined;
    if (typeof id === "string") ids.push(id);
  }
  return ids;
}

/**
 * ROS 2 action_msgs/GoalStatus numbers, as the ROS 2 bridge's `action_result` carries them in `status`
 * (ROSBRIDGE_PROTOCOL.md §3.3.15). There is no REJECTED: a refused goal never gets a status.
 */
export const ACTION_STATUS = {
  UNKNOWN: 0,
  ACCEPTED: 1,
  EXECUTING: 2,
  CANCELING: 3,
  SUCCEEDED: 4,
  CANCELED: 5,
  ABORTED: 6,
} as const;

const ACTION_NAMES = new Map<number, string>(
  Object.entries(ACTION_STATUS).map(([name, code]) => [code, name]),
);

export function actionStatusName(status: number): string {
  return ACTION_NAMES.get(status) ?? `status ${status}`;
}
