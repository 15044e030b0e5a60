import { describe, expect, it } from "vitest";
import { watchGoal, type GoalWatchState } from "../../../src/robot/rosbridge/goalWatchdog.js";
import { judgeLostGoal } from "../../../src/robot/rosbridge/lostGoal.js";

const base: GoalWatchState = {
  nowMs: 100_000,
  startedAtMs: 0,
  timeoutSec: 600,
  connected: true,
  disconnectedAtMs: undefined,
  linkTimeoutSec: 30,
  recoverySinceMs: undefined,
  progressAtMs: 0,
  stallTimeoutSec: 20,
  accepted: true,
  server: "move_base",
  here: () => "(1.0, 2.0)",
};

describe("watchGoal", () => {
  it("calls a goal without progress while the link is up stalled", () => {
    expect(watchGoal(base)).toEqual({
      kind: "cancel",
      reason: {
        status: "stalled",
        message: "no progress for 20 s at (1.0, 2.0); the goal was cancelled",
      },
    });
  });

  it("never calls silence during an outage a stall, and gives the robot up only after the link deadline", () => {
    const down = { ...base, connected: false, disconnectedAtMs: 80_000 };
    expect(watchGoal(down)).toEqual({ kind: "wait" });
    expect(watchGoal({ ...down, disconnectedAtMs: 60_000 })).toMatchObject({
      kind: "cancel",
      reason: { status: "unavailable", evidence: "link-timeout" },
    });
  });

  it("waits for the status after a reconnection, then judges the goal lost instead of stalled", () => {
    expect(watchGoal({ ...base, recoverySinceMs: 99_000 })).toEqual({ kind: "wait" });
    expect(watchGoal({ ...base, recoverySinceMs: 96_000 })).toEqual({
      kind: "judge-lost",
      why: "no status of it arrived within 3 s of the link coming back",
    });
  });
});

describe("judgeLostGoal", () => {
  const evidence = {
    target: [10, 0] as [number, number],
    toleranceM: 1,
    pose: { x: 9.8, y: 0, yawRad: 0 },
    poseIsFresh: true,
    resent: false,
    why: "it was not in /move_base/status after the link came back",
  };

  it("takes a fresh pose within tolerance as reached, and says so", () => {
    expect(judgeLostGoal(evidence)).toEqual({
      kind: "reached",
      message:
        "reached (10.0, 0.0): the goal's status was lost (it was not in /move_base/status after the link came back); the robot's pose decided: it stands at (9.8, 0.0), 0.20 m from the goal (tolerance 1 m)",
    });
  });

  it("resends once when the pose is stale or off the goal, then gives the robot up", () => {
    expect(judgeLostGoal({ ...evidence, poseIsFresh: false }).kind).toBe("resend");
    expect(judgeLostGoal({ ...evidence, pose: { x: 5, y: 0, yawRad: 0 } }).kind).toBe("resend");
    expect(judgeLostGoal({ ...evidence, pose: { x: 5, y: 0, yawRad: 0 }, resent: true }).kind).toBe(
      "unavailable",
    );
  });
});
