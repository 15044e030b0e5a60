import { afterEach, describe, expect, it } from "vitest";
import { Harness, sleep, walledField, waitUntil } from "./helpers.js";

const harness = new Harness({ ros: 1 });
afterEach(() => harness.dispose());

/** Count the goals a client sends to move_base. */
function countGoals(server: Awaited<ReturnType<Harness["serve"]>>): { goals: number } {
  const seen = { goals: 0 };
  server.onFrame((frame) => {
    if (frame.op === "publish" && frame["topic"] === "/move_base/goal") seen.goals += 1;
  });
  return seen;
}

/**
 * Goal outcomes across outages and other clients, against the simulated bridge configured like actionlib: a
 * finished goal leaves /move_base/status after `keepFinishedSec` and its result is not latched.
 */
describe("a move_base goal across bridge outages", () => {
  it("is judged reached by the robot's pose when it finished during an outage longer than its status is kept", async () => {
    const sim = walledField();
    const server = await harness.serve({
      simulation: sim,
      realtimeFactor: 40,
      keepFinishedSec: 0.3,
    });
    const sent = countGoals(server);
    // A stall time shorter than the outage: silence during an outage is not a stall.
    const port = await harness.connect(server.url, { stallTimeoutSec: 0.8 });
    const driving = port.navigate({ x: 20, y: 16, yawRad: 0 });
    await sleep(100);
    server.faults.refuseConnections = true;
    server.faults.dropConnections();
    // The goal finishes, then leaves /move_base/status, all while the bridge is down.
    await waitUntil(() => Math.abs(sim.pose().x - 20) < 1, { timeoutMs: 3000 });
    await sleep(1500);
    server.faults.refuseConnections = false;
    const result = await driving;
    expect(result.status).toBe("reached");
    expect(result.evidence).toBe("pose");
    expect(result.message).toMatch(
      /^reached \(20\.0, 16\.0\): the goal's status was lost \(it was not in \/move_base\/status after the link came back\); the robot's pose decided: it stands at \(\d+\.\d, \d+\.\d\), \d\.\d\d m from the goal \(tolerance 1 m\)$/,
    );
    expect(sent.goals).toBe(1);
  });

  it("is sent once more when it was lost in a restart of the bridge short of the goal, and then reaches it", async () => {
    const sim = walledField();
    const first = await harness.serve({ simulation: sim, realtimeFactor: 20 });
    const port = await harness.connect(first.url, { stallTimeoutSec: 0.8 });
    const driving = port.navigate({ x: 20, y: 16, yawRad: 0 });
    await sleep(150);
    await first.close();
    const stoppedAt = sim.pose().x;
    expect(stoppedAt).toBeLessThan(15);
    await sleep(1200);
    const second = await harness.serve({ simulation: sim, realtimeFactor: 20, port: first.port });
    const sent = countGoals(second);
    const result = await driving;
    expect(result.status).toBe("reached");
    expect(result.evidence).toBe("resent");
    expect(sent.goals).toBe(1);
    expect(sim.pose().x).toBeCloseTo(20, 0);
  });

  it("ends unavailable, not cancelled or blocked, when another client preempts it", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim, realtimeFactor: 10 });
    const port = await harness.connect(server.url);
    const other = await harness.raw(server.url);
    const driving = port.navigate({ x: 20, y: 16, yawRad: 0 });
    await sleep(150);
    other.send({
      op: "publish",
      topic: "/move_base/goal",
      msg: {
        goal_id: { stamp: { secs: 0, nsecs: 0 }, id: "someone_else" },
        goal: {
          target_pose: {
            header: { frame_id: "map" },
            pose: { position: { x: 2, y: 10, z: 0 }, orientation: { x: 0, y: 0, z: 0, w: 1 } },
          },
        },
      },
    });
    const result = await driving;
    expect(result.status).toBe("unavailable");
    expect(result.evidence).toBe("status");
    expect(result.message).toBe(
      "the robot is unavailable: the goal was preempted by another client: preempted by a new goal",
    );
  });

  it("ends unavailable when the link stays down past its deadline", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim, realtimeFactor: 5 });
    const port = await harness.connect(server.url, { linkTimeoutSec: 0.5, stallTimeoutSec: 0.2 });
    const driving = port.navigate({ x: 50, y: 16, yawRad: 0 });
    await sleep(100);
    server.faults.refuseConnections = true;
    server.faults.dropConnections();
    const started = Date.now();
    const result = await driving;
    expect(result.status).toBe("unavailable");
    expect(result.evidence).toBe("link-timeout");
    expect(result.message).toBe(
      "the robot is unavailable: the link to rosbridge was down for 0.5 s during navigation; the goal was cancelled",
    );
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
