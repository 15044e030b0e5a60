import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { MapKeeper } from "../../../src/agent/index.js";
import { silentLogger } from "../../../src/log/index.js";
import { connectRosbridge } from "../../../src/robot/rosbridge/index.js";
import {
  capturingLogger,
  keeperContents,
  simContents,
  Harness,
  sleep,
  walledField,
  waitUntil,
} from "./helpers.js";

const harness = new Harness({ ros: 1 });
afterEach(() => harness.dispose());

/** A port on which nothing listens (bound, then released). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe("RosbridgeRobotPort when the link or the robot misbehaves", () => {
  it("reconnects after the WebSocket drops, resubscribes, and a snapshot heals the gap with no lost map updates", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const subscribes: string[] = [];
    server.onFrame((frame) => {
      if (frame.op === "subscribe") subscribes.push(String(frame["topic"]));
    });
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
    expect(sim.seq).toBeGreaterThan(1);

    await waitUntil(() => port.connected, { what: "the port to reconnect" });
    const resubscribed = (topic: string) => subscribes.filter((t) => t === topic).length === 2;
    await waitUntil(
      () => resubscribed("/spine/graph_updates") && resubscribed("/spine/robot_pose"),
      {
        what: "the subscriptions to come back",
      },
    );
    await waitUntil(() => keeper.map.has("crate_1"), { what: "the snapshot after reconnecting" });
    expect(keeperContents(keeper)).toEqual(simContents(sim));

    // Live updates flow again over the new subscription.
    const before = sim.seq;
    await port.navigate({ x: 10, y: 16, yawRad: 0 });
    await port.setLabels([]);
    await port.setLabels(["barrel", "crate"]);
    await waitUntil(
      () => keeperContents(keeper).objects.length === simContents(sim).objects.length,
    );
    expect(sim.seq).toBeGreaterThanOrEqual(before);
    expect(keeperContents(keeper)).toEqual(simContents(sim));
    keeper.stop();
  });

  it("finishes a navigation that was in progress when the link dropped, from the status after reconnecting", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim, realtimeFactor: 20 });
    const port = await harness.connect(server.url);
    const driving = port.navigate({ x: 20, y: 16, yawRad: 0 });
    await sleep(150);
    server.faults.dropConnections();
    const result = await driving;
    expect(result.status).toBe("reached");
    expect(sim.pose().x).toBeCloseTo(20, 6);
  });

  it("waits for a link that is down to send a goal, and sends it once the link is back", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const goals: unknown[] = [];
    server.onFrame((frame) => {
      if (frame.op === "publish" && frame["topic"] === "/move_base/goal") goals.push(frame);
    });
    const port = await harness.connect(server.url, {
      reconnectDelayMs: 500,
      reconnectMaxDelayMs: 500,
    });
    server.faults.dropConnections();
    await waitUntil(() => !port.connected);
    const result = await port.navigate({ x: 20, y: 16, yawRad: 0 });
    expect(result.status).toBe("reached");
    expect(result.evidence).toBe("status");
    expect(goals).toHaveLength(1);
  });

  it("sends no goal while the link stays down past its deadline, and reports the robot unavailable", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const goals: unknown[] = [];
    server.onFrame((frame) => {
      if (frame.op === "publish" && frame["topic"] === "/move_base/goal") goals.push(frame);
    });
    const port = await harness.connect(server.url, { linkTimeoutSec: 0.3 });
    server.faults.refuseConnections = true;
    server.faults.dropConnections();
    await waitUntil(() => !port.connected);
    const started = Date.now();
    const result = await port.navigate({ x: 20, y: 10, yawRad: 0 });
    expect(result.status).toBe("unavailable");
    expect(result.evidence).toBe("link-timeout");
    expect(result.message).toMatch(
      /^the robot is unavailable: not connected to rosbridge at ws:\/\/127\.0\.0\.1:\d+ for 0\.3 s; the goal was not sent$/,
    );
    expect(Date.now() - started).toBeLessThan(1500);
    server.faults.refuseConnections = false;
    await waitUntil(() => port.connected);
    await sleep(50);
    expect(goals).toHaveLength(0);
  });

  it("fails a service call in flight when the link drops and stays down past its deadline, not at the service deadline", async () => {
    const server = await harness.serve({ simulation: walledField() });
    server.faults.unansweredServices.add("/spine/describe_scene");
    const port = await harness.connect(server.url, {
      serviceTimeoutMs: 10_000,
      linkTimeoutSec: 0.3,
    });
    const started = Date.now();
    const call = port.describeScene();
    await sleep(50);
    server.faults.refuseConnections = true;
    server.faults.dropConnections();
    expect(await call).toEqual({
      ok: false,
      error: "describe_scene failed: the connection to rosbridge was lost",
    });
    expect(Date.now() - started).toBeLessThan(2000);
    // The agent learns the failure is the link's, not the robot's answer; once.
    expect(port.takeUnavailable()).toBe(
      "the robot is unavailable: describe_scene failed: the connection to rosbridge was lost; the link to rosbridge stayed down for 0.3 s",
    );
    expect(port.takeUnavailable()).toBeUndefined();
  });

  it("makes a service call that the link dropped once more when the link is back", async () => {
    const server = await harness.serve({ simulation: walledField() });
    server.faults.unansweredServices.add("/spine/describe_scene");
    const calls: unknown[] = [];
    server.onFrame((frame) => {
      if (frame.op === "call_service" && frame["service"] === "/spine/describe_scene")
        calls.push(frame);
    });
    const port = await harness.connect(server.url, { serviceTimeoutMs: 10_000 });
    const call = port.describeScene();
    await waitUntil(() => calls.length === 1);
    server.faults.unansweredServices.clear();
    server.faults.dropConnections();
    const answer = await call;
    expect(answer.ok).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it("comes back after the server restarts on the same port and serves the same simulation", async () => {
    const sim = walledField();
    const first = await harness.serve({ simulation: sim });
    const port = await harness.connect(first.url, { linkTimeoutSec: 0.2 });
    expect((await port.navigate({ x: 10, y: 16, yawRad: 0 })).status).toBe("reached");
    await first.close();
    await waitUntil(() => !port.connected);
    const down = await port.fetchSnapshot();
    expect(down.ok).toBe(false);
    const second = await harness.serve({ simulation: sim, port: first.port });
    await waitUntil(() => port.connected, {
      timeoutMs: 3000,
      what: "the port to reconnect to the new server",
    });
    const snapshot = await port.fetchSnapshot();
    expect(snapshot.ok && (snapshot.value as { seq: number }).seq).toBe(sim.seq);
    expect((await port.navigate({ x: 20, y: 16, yawRad: 0 })).status).toBe("reached");
    expect(second.clientCount).toBe(1);
  });

  it("logs malformed frames from the bridge and carries on", async () => {
    const sim = walledField();
    const { log, lines } = capturingLogger();
    const server = await harness.serve({ simulation: sim });
    const port = await harness.connect(server.url, { log });
    server.faults.sendRaw("{ this is not json");
    server.faults.sendRaw(new Uint8Array([0xff, 0x00, 0x13]));
    server.faults.sendRaw(JSON.stringify({ no: "op" }));
    await waitUntil(
      () =>
        lines.filter((line) => line.level === 40 && line.msg.startsWith("rosbridge: ")).length >= 2,
    );
    expect(port.connected).toBe(true);
    const snapshot = await port.fetchSnapshot();
    expect(snapshot.ok).toBe(true);
    expect((await port.navigate({ x: 8, y: 10, yawRad: 0 })).status).toBe("reached");
  });

  it("gives up on a service that never answers at its deadline, with the reason the planner sees", async () => {
    const server = await harness.serve({ simulation: walledField() });
    server.faults.unansweredServices.add("/spine/inspect");
    const port = await harness.connect(server.url, { serviceTimeoutMs: 300 });
    const started = Date.now();
    expect(await port.inspect("barrel_1", "is it leaking?")).toEqual({
      ok: false,
      error: "inspect timed out after 0.3 s",
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(1500);
    // The port is still usable.
    expect((await port.setLabels(["barrel"])).ok).toBe(true);
  });

  it("cancels the active goal on close() before disconnecting", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim, realtimeFactor: 10 });
    const events: string[] = [];
    server.onFrame((frame) => {
      if (frame.op === "publish" && frame["topic"] === "/move_base/cancel") events.push("cancel");
    });
    const port = await harness.connect(server.url);
    const driving = port.navigate({ x: 20, y: 16, yawRad: 0 });
    await sleep(150);
    const closing = port.close().then(() => events.push("closed"));
    await waitUntil(() => server.clientCount === 0).then(() => events.push("disconnected"));
    await closing;
    expect(events.indexOf("cancel")).toBe(0);
    expect(events).toContain("disconnected");
    const result = await driving;
    expect(result.status).toBe("cancelled");
    const stoppedAt = sim.pose();
    await sleep(100);
    expect(sim.pose()).toEqual(stoppedAt);
    expect(stoppedAt.x).toBeLessThan(19);
  });

  it("fails to connect where nothing listens with a clear error, within the deadline", async () => {
    const portNumber = await freePort();
    const started = Date.now();
    const result = await connectRosbridge({
      url: `ws://127.0.0.1:${portNumber}`,
      connectTimeoutMs: 400,
    });
    const elapsedMs = Date.now() - started;
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatch(
        new RegExp(
          `^no rosbridge at ws://127\\.0\\.0\\.1:${portNumber}: is rosbridge_server running\\? \\(.*ECONNREFUSED.*\\)$`,
        ),
      );
    }
    expect(elapsedMs).toBeLessThan(700);
  });

  it("refuses a URL that is not ws:// at once", async () => {
    expect(await connectRosbridge({ url: "localhost:9090" })).toEqual({
      ok: false,
      error: 'the rosbridge URL must start with ws:// or wss://, got "localhost:9090"',
    });
    expect(await connectRosbridge({ url: "not a url" })).toEqual({
      ok: false,
      error: 'the rosbridge URL must look like ws://host:9090, got "not a url"',
    });
  });

  it("connects to a bridge that comes up while it is still retrying", async () => {
    const portNumber = await freePort();
    const connecting = connectRosbridge({
      url: `ws://127.0.0.1:${portNumber}`,
      connectTimeoutMs: 3000,
      reconnectDelayMs: 20,
    });
    await sleep(200);
    await harness.serve({ simulation: walledField(), port: portNumber });
    const port = await connecting;
    expect(port.ok).toBe(true);
    if (port.ok) await port.value.close();
  });
});
