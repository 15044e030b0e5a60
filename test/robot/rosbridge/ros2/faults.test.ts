import { afterEach, describe, expect, it } from "vitest";
import { MapKeeper } from "../../../../src/agent/index.js";
import { silentLogger } from "../../../../src/log/index.js";
import type { SimServer } from "../../../../sim/rosbridge/index.js";
import { keeperContents, simContents, Harness, sleep, walledField, waitUntil } from "../helpers.js";

/** The ROS 1 fault tests (../faults.test.ts, ../goalOutage.test.ts) over the simulated ROS 2 bridge. */
const harness = new Harness({ ros: 2 });
afterEach(() => harness.dispose());

/** Count the goals and cancels clients send to Nav2. */
function countActions(server: SimServer): { goals: number; cancels: number } {
  const seen = { goals: 0, cancels: 0 };
  server.onFrame((frame) => {
    if (frame.op === "send_action_goal") seen.goals += 1;
    if (frame.op === "cancel_action_goal") seen.cancels += 1;
  });
  return seen;
}

describe("a Nav2 goal and the map over a ROS 2 bridge that misbehaves", () => {
  it("reconnects after the WebSocket drops, resubscribes, and a snapshot heals the gap with no lost map updates", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const port = await harness.connect(server.url);
    const keeper = new MapKeeper({ port, log: silentLogger });
    expect((await keeper.start()).ok).toBe(true);
    await port.setLabels(["barrel"]);
    await waitUntil(() => keeper.map.has("barrel_1"));

    server.faults.dropConnections();
    await waitUntil(() => !port.connected);
    // Updates published while the link is down are lost on the wire.
    sim.setLabels(["barrel", "crate"]);
    sim.navigate({ x: 45, y: 18, yawRad: 0 });

    await waitUntil(() => port.connected, { what: "the port to reconnect" });
    await waitUntil(() => keeper.map.has("crate_1"), { what: "the snapshot after reconnecting" });
    expect(keeperContents(keeper)).toEqual(simContents(sim));
    keeper.stop();
  });

  it("sends a goal the drop left short of its target once more (its result went to the dropped socket), and reaches it", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim, realtimeFactor: 20 });
    const sent = countActions(server);
    const port = await harness.connect(server.url, { stallTimeoutSec: 2 });
    const driving = port.navigate({ x: 20, y: 16, yawRad: 0 });
    await sleep(150);
    server.faults.dropConnections();
    const result = await driving;
    expect(result.status).toBe("reached");
    expect(result.evidence).toBe("resent");
    expect(sent.goals).toBe(2);
    expect(sim.pose().x).toBeCloseTo(20, 0);
  });

  it("judges a goal that finished during an outage by the robot's pose, and sends it only once", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim, realtimeFactor: 40 });
    const sent = countActions(server);
    const port = await harness.connect(server.url, { stallTimeoutSec: 0.8 });
    const driving = port.navigate({ x: 20, y: 16, yawRad: 0 });
    await sleep(100);
    server.faults.refuseConnections = true;
    server.faults.dropConnections();
    await waitUntil(() => Math.abs(sim.pose().x - 20) < 1, { timeoutMs: 3000 });
    await sleep(300);
    server.faults.refuseConnections = false;
    const result = await driving;
    expect(result.status).toBe("reached");
    expect(result.evidence).toBe("pose");
    expect(result.message).toMatch(
      /^reached \(20\.0, 16\.0\): the goal's status was lost \(its result went to the connection that dropped\); the robot's pose decided/,
    );
    expect(sent.goals).toBe(1);
  });

  it("reports a goal Nav2 rejects as failed, with the bridge's words", async () => {
    const server = await harness.serve({ simulation: walledField() });
    server.faults.rejectGoals = true;
    const port = await harness.connect(server.url);
    const result = await port.navigate({ x: 20, y: 16, yawRad: 0 });
    expect(result.status).toBe("failed");
    expect(result.message).toBe("Nav2 rejected the goal (20.0, 16.0): Action goal was rejected");
    expect(result.distanceM).toBe(0);
  });

  it("reports a goal Nav2 aborts at a wall as blocked, where the robot stopped", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const port = await harness.connect(server.url);
    const result = await port.navigate({ x: 40, y: 10, yawRad: 0 });
    expect(result.status).toBe("blocked");
    expect(result.message).toMatch(
      /^blocked at \(29\.\d, 10\.0\): Nav2 aborted the goal: blocked at/,
    );
    expect(sim.pose().x).toBeLessThan(30);
  });

  it("cancels the active goal with cancel_action_goal on close() before disconnecting, and the robot stops", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim, realtimeFactor: 10 });
    const events: string[] = [];
    server.onFrame((frame) => {
      if (frame.op === "cancel_action_goal") events.push("cancel");
    });
    const port = await harness.connect(server.url);
    const driving = port.navigate({ x: 20, y: 16, yawRad: 0 });
    await sleep(150);
    const closing = port.close().then(() => events.push("closed"));
    await waitUntil(() => server.clientCount === 0).then(() => events.push("disconnected"));
    await closing;
    expect(events.indexOf("cancel")).toBe(0);
    expect((await driving).status).toBe("cancelled");
    const stoppedAt = sim.pose();
    await sleep(100);
    expect(sim.pose()).toEqual(stoppedAt);
    expect(stoppedAt.x).toBeLessThan(19);
  });

  it("ends unavailable when the link stays down past its deadline", async () => {
    const server = await harness.serve({ simulation: walledField(), realtimeFactor: 5 });
    const port = await harness.connect(server.url, { linkTimeoutSec: 0.5, stallTimeoutSec: 0.2 });
    const driving = port.navigate({ x: 50, y: 16, yawRad: 0 });
    await sleep(100);
    server.faults.refuseConnections = true;
    server.faults.dropConnections();
    const result = await driving;
    expect(result.status).toBe("unavailable");
    expect(result.evidence).toBe("link-timeout");
  });
});

describe("latched (transient-local) topics over the ROS 2 bridge", () => {
  it("gets AMCL's pose even when the bridge first subscribed before AMCL was up, by subscribing again", async () => {
    const server = await harness.serve({ simulation: walledField() });
    let subscribes = 0;
    server.onFrame((frame) => {
      if (frame.op === "subscribe" && frame["topic"] === "/amcl_pose") subscribes += 1;
    });
    server.faults.latchMissed.add("/amcl_pose");
    const port = await harness.connect(server.url, { firstPoseTimeoutMs: 50, latchedRetryMs: 150 });
    // The robot stands still: AMCL publishes nothing new, and the missed latched pose never comes by itself.
    await sleep(400);
    expect(port.pose()).toEqual({ x: 0, y: 0, yawRad: 0 });
    server.faults.latchMissed.clear();
    await waitUntil(() => Math.abs(port.pose().x - 2) < 0.5, { what: "the latched pose" });
    expect(port.pose().y).toBeCloseTo(10, 0);
    expect(subscribes).toBeGreaterThanOrEqual(3);
  });

  it("without the resubscription the pose stays unknown while the robot stands still", async () => {
    const server = await harness.serve({ simulation: walledField() });
    server.faults.latchMissed.add("/amcl_pose");
    const port = await harness.connect(server.url, { firstPoseTimeoutMs: 50, latchedRetryMs: 0 });
    server.faults.latchMissed.clear();
    await sleep(500);
    expect(port.pose()).toEqual({ x: 0, y: 0, yawRad: 0 });
  });
});
