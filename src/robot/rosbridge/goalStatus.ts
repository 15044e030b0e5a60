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
