import type { NavigationStatus } from "../types.js";
import type { GoalReport } from "./goalChannel.js";

/**
 * What a goal's end means when it is neither a success nor our own cancel: ABORTED → blocked (the server gave
 * up on the way), rejected → failed, cancelled by someone else → unavailable (another client drives the robot;
 * that says nothing about the way), LOST while cancelling and anything else → failed.
 */
export function failureOf(
  report: Exclude<GoalReport, { kind: "accepted" | "pending" | "succeeded" }>,
  where: { server: string; target: string; here: string },
): { status: NavigationStatus; message: string } {
  const { server, target, here } = where;
  const detail = (text: string): string => (text === "" ? "" : `: ${text}`);
  switch (report.kind) {
    case "aborted":
      return {
        status: "blocked",
        message: `blocked at ${here}: ${server} aborted the goal${detail(report.text)}`,
      };
    case "rejected":
      return {
        status: "failed",
        message: `${server} rejected the goal ${target}${detail(report.text)}`,
      };
    case "cancelled":
      return {
        status: "unavailable",
        message: `the robot is unavailable: the goal was ${report.status} by another client${detail(report.text)}`,
      };
    case "lost":
      return { status: "failed", message: `${server} lost the goal: ${report.why}` };
    case "other":
      return {
        status: "failed",
        message: `${server} reported ${report.status}${detail(report.text)}`,
      };
  }
}
