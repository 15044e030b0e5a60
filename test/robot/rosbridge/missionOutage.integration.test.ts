import { afterEach, describe, expect, it } from "vitest";
import type { AgentEvent } from "../../../src/agent/index.js";
import { Simulation } from "../../../sim/engine/index.js";
import { crossingWorld } from "../../fixtures/worlds/enuWorld.js";
import { capturingLogger, Harness } from "./helpers.js";
import { runWoodlandMission } from "./woodlandMission.js";

const harness = new Harness({ ros: 1 });
afterEach(() => harness.dispose());

/** Names of every region connection, sorted. */
function edgesOf(sim: Simulation): string[] {
  return sim
    .snapshot()
    .snapshot.region_connections.map((edge) => [...edge].sort().join("–"))
    .sort();
}

/** Call `then` once, `afterMs` after the first action starts. */
function afterFirstAction(afterMs: number, then: () => void): (event: AgentEvent) => void {
  let armed = true;
  return (event) => {
    if (!armed || event.type !== "action-started") return;
    armed = false;
    setTimeout(then, afterMs);
  };
}

describe("a mission over rosbridge when the link or the robot fails", () => {
  it("continues correctly through an 8 s outage during which a goal finishes, deleting no connection", async () => {
    const baselineSim = new Simulation(crossingWorld());
    const baselineServer = await harness.serve({ simulation: baselineSim, realtimeFactor: 100 });
    const baseline = await runWoodlandMission(await harness.connect(baselineServer.url));
    expect(baseline.outcome).toBe("answered");

    const sim = new Simulation(crossingWorld());
    // Like actionlib: a finished goal leaves /move_base/status after 5 s, and its result is not latched.
    const server = await harness.serve({
      simulation: sim,
      realtimeFactor: 100,
      keepFinishedSec: 5,
    });
    const { log, lines } = capturingLogger();
    const port = await harness.connect(server.url, { stallTimeoutSec: 5, log });
    const feedback: string[] = [];
    let outageEndedAtMs = 0;
    const startOutage = afterFirstAction(100, () => {
      server.faults.refuseConnections = true;
      server.faults.dropConnections();
      setTimeout(() => {
        server.faults.refuseConnections = false;
        outageEndedAtMs = Date.now();
      }, 8000);
    });
    const report = await runWoodlandMission(port, (event) => {
      if (event.type === "action-finished") feedback.push(...event.feedback);
      startOutage(event);
    });

    expect(outageEndedAtMs).toBeGreaterThan(0);
    expect(report.outcome).toBe("answered");
    expect(report.answer).toBe(baseline.answer);
    expect(report.history).toEqual(baseline.history);
    expect(feedback.filter((line) => / is blocked /.test(line))).toEqual([]);
    expect(edgesOf(sim)).toEqual(edgesOf(baselineSim));
    // The goal that finished during the outage was decided by the robot's pose, not by a status.
    expect(lines.some((line) => /the robot's pose decided/.test(line.msg))).toBe(true);
  }, 30_000);

  it("ends robot-unavailable, not with an answer, when the bridge is killed mid-mission", async () => {
    const sim = new Simulation(crossingWorld());
    const server = await harness.serve({ simulation: sim, realtimeFactor: 100 });
    const port = await harness.connect(server.url, { linkTimeoutSec: 1 });
    const feedback: string[] = [];
    const kill = afterFirstAction(100, () => {
      void server.close();
    });
    const report = await runWoodlandMission(port, (event) => {
      if (event.type === "action-finished") feedback.push(...event.feedback);
      kill(event);
    });
    expect(report.outcome).toBe("robot-unavailable");
    expect(report.answer).toBeUndefined();
    expect(report.reason).toMatch(
      /^the robot is unavailable: (the link to rosbridge was down for 1 s during navigation; the goal was cancelled|not connected to rosbridge at ws:\/\/127\.0\.0\.1:\d+ for 1 s; the goal was not sent) \(decided by: link-timeout\)$/,
    );
    expect(report.history).toEqual(["goto(grass_18)"]);
    expect(feedback.filter((line) => / is blocked /.test(line))).toEqual([]);
  }, 20_000);

  it("ends robot-unavailable, not with an answer, when the bridge dies before a service call", async () => {
    const sim = new Simulation(crossingWorld());
    const server = await harness.serve({ simulation: sim, realtimeFactor: 100 });
    const port = await harness.connect(server.url, { linkTimeoutSec: 1 });
    const report = await runWoodlandMission(
      port,
      (event) => {
        if (event.type === "mission-start") void server.close();
      },
      { labelsFirst: true },
    );
    expect(report.outcome).toBe("robot-unavailable");
    expect(report.reason).toMatch(
      /^the robot is unavailable: set_labels failed: (not connected to rosbridge at ws:\/\/127\.0\.0\.1:\d+ \(reconnecting\)|the connection to rosbridge was lost); the link to rosbridge stayed down for 1 s$/,
    );
    expect(report.history).toEqual(["set_labels([forest])"]);
  }, 20_000);

  it("ends robot-unavailable when another client takes the robot mid-mission", async () => {
    const sim = new Simulation(crossingWorld());
    const server = await harness.serve({ simulation: sim, realtimeFactor: 20 });
    const port = await harness.connect(server.url);
    const other = await harness.raw(server.url);
    const pose = sim.pose();
    const takeOver = afterFirstAction(100, () => {
      other.send({
        op: "publish",
        topic: "/move_base/goal",
        msg: {
          goal_id: { stamp: { secs: 0, nsecs: 0 }, id: "another_agent" },
          goal: {
            target_pose: {
              header: { frame_id: "map" },
              pose: {
                position: { x: pose.x, y: pose.y, z: 0 },
                orientation: { x: 0, y: 0, z: 0, w: 1 },
              },
            },
          },
        },
      });
    });
    const report = await runWoodlandMission(port, takeOver);
    expect(report.outcome).toBe("robot-unavailable");
    expect(report.reason).toBe(
      "the robot is unavailable: the goal was preempted by another client: preempted by a new goal (decided by: status)",
    );
    expect(report.history).toEqual(["goto(grass_18)"]);
  }, 20_000);
});
