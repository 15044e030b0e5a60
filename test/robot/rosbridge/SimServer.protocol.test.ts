import { afterEach, describe, expect, it } from "vitest";
import { GOAL_STATUS, quaternionFromYaw } from "../../../src/robot/rosbridge/index.js";
import { capturingLogger, Harness, walledField, waitUntil, type SeenFrame } from "./helpers.js";

const harness = new Harness({ ros: 1 });
afterEach(() => harness.dispose());

const isPublish =
  (topic: string) =>
  ({ frame }: SeenFrame): boolean =>
    frame["op"] === "publish" && frame["topic"] === topic;

function goalFrame(id: string, x: number, y: number): Record<string, unknown> {
  return {
    op: "publish",
    id: `publish:/move_base/goal:${id}`,
    topic: "/move_base/goal",
    msg: {
      goal_id: { stamp: { secs: 0, nsecs: 0 }, id },
      goal: {
        target_pose: {
          header: { seq: 0, stamp: { secs: 0, nsecs: 0 }, frame_id: "map" },
          pose: { position: { x, y, z: 0 }, orientation: quaternionFromYaw(0) },
        },
      },
    },
  };
}

function resultFor(id: string) {
  return ({ frame }: SeenFrame): boolean => {
    if (frame["op"] !== "publish" || frame["topic"] !== "/move_base/result") return false;
    const msg = frame["msg"] as { status: { goal_id: { id: string } } };
    return msg.status.goal_id.id === id;
  };
}

describe("the simulated rosbridge server, frame by frame", () => {
  it("binds to loopback on an ephemeral port", async () => {
    const server = await harness.serve({ simulation: walledField() });
    expect(server.host).toBe("127.0.0.1");
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`ws://127.0.0.1:${server.port}`);
  });

  it("answers a pose subscription at once with a full PoseStamped in frame map", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const client = await harness.raw(server.url);
    client.send({
      op: "subscribe",
      id: "sub1",
      topic: "/spine/robot_pose",
      type: "geometry_msgs/PoseStamped",
    });
    const { frame, binary } = await client.waitFor(isPublish("/spine/robot_pose"));
    expect(binary).toBe(false);
    const msg = frame["msg"] as {
      header: { frame_id: string };
      pose: { position: { x: number }; orientation: { w: number } };
    };
    expect(msg.header.frame_id).toBe("map");
    expect(msg.pose.position.x).toBeCloseTo(sim.pose().x, 6);
    expect(Math.abs(msg.pose.orientation.w)).toBeGreaterThan(0);
  });

  it("sends a costmap subscribed with cbor compression as one binary CBOR frame holding an Int8Array", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const client = await harness.raw(server.url);
    client.send({
      op: "subscribe",
      id: "sub-costmap",
      topic: "/move_base/local_costmap/costmap",
      type: "nav_msgs/OccupancyGrid",
      compression: "cbor",
    });
    const { frame, binary } = await client.waitFor(isPublish("/move_base/local_costmap/costmap"));
    expect(binary).toBe(true);
    const msg = frame["msg"] as {
      info: { width: number; height: number; resolution: number };
      data: unknown;
    };
    const grid = sim.costmap();
    expect(msg.info.width).toBe(grid.width);
    expect(msg.info.resolution).toBe(grid.resolutionM);
    expect(msg.data).toBeInstanceOf(Int8Array);
    expect(Array.from(msg.data as Int8Array)).toEqual(Array.from(grid.data));
  });

  it("sends the same costmap as a JSON list when subscribed without compression", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const client = await harness.raw(server.url);
    client.send({
      op: "subscribe",
      topic: "/move_base/local_costmap/costmap",
      type: "nav_msgs/OccupancyGrid",
    });
    const { frame, binary } = await client.waitFor(isPublish("/move_base/local_costmap/costmap"));
    expect(binary).toBe(false);
    const data = (frame["msg"] as { data: unknown }).data;
    expect(Array.isArray(data)).toBe(true);
    expect(data).toEqual(Array.from(sim.costmap().data));
  });

  it("answers get_graph with the snapshot as JSON in a std_srvs/Trigger response, echoing the call id", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const client = await harness.raw(server.url);
    client.send({ op: "call_service", id: "call1", service: "/spine/get_graph", args: {} });
    const { frame } = await client.waitFor(({ frame }) => frame["op"] === "service_response");
    expect(frame).toMatchObject({
      op: "service_response",
      id: "call1",
      service: "/spine/get_graph",
      result: true,
    });
    const values = frame["values"] as { success: boolean; message: string };
    expect(values.success).toBe(true);
    expect(JSON.parse(values.message)).toEqual(JSON.parse(JSON.stringify(sim.snapshot())));
  });

  it("answers a call to an unknown service with result false and an error string, like rosbridge", async () => {
    const server = await harness.serve({ simulation: walledField() });
    const client = await harness.raw(server.url);
    client.send({ op: "call_service", id: "call3", service: "/nope", args: {} });
    const { frame } = await client.waitFor(({ frame }) => frame["op"] === "service_response");
    expect(frame).toEqual({
      op: "service_response",
      service: "/nope",
      values: "Service /nope does not exist",
      result: false,
      id: "call3",
    });
  });

  it("fails a set_labels call whose labels are not strings, and answers a good one", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const client = await harness.raw(server.url);
    client.send({
      op: "call_service",
      id: "bad",
      service: "/spine/set_labels",
      args: { labels: [1, 2] },
    });
    client.send({
      op: "call_service",
      id: "good",
      service: "/spine/set_labels",
      args: { labels: ["barrel"] },
    });
    const bad = await client.waitFor(({ frame }) => frame["id"] === "bad");
    const good = await client.waitFor(({ frame }) => frame["id"] === "good");
    expect(bad.frame["result"]).toBe(false);
    expect(bad.frame["values"]).toMatch(/labels.*string\[\]/);
    expect(good.frame["values"]).toEqual({ success: true, message: "detector labels: barrel" });
    expect(sim.labels).toEqual(["barrel"]);
  });

  it("publishes graph deltas on /spine/graph_updates as std_msgs/String JSON", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const client = await harness.raw(server.url);
    client.send({
      op: "subscribe",
      id: "g",
      topic: "/spine/graph_updates",
      type: "std_msgs/String",
    });
    await waitUntil(() => server.clientCount === 1 && client.frames.length === 0 && true);
    // Give the subscribe frame time to arrive before the simulation publishes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    sim.setLabels(["barrel"]);
    const { frame } = await client.waitFor(isPublish("/spine/graph_updates"));
    const data = (frame["msg"] as { data: string }).data;
    const delta = JSON.parse(data) as { seq: number; add_nodes: { name: string }[] };
    expect(delta.seq).toBe(1);
    expect(delta.add_nodes.map((node) => node.name)).toContain("barrel_1");
  });

  it("routes a client's publish to every client subscribed to that topic", async () => {
    const server = await harness.serve({ simulation: walledField() });
    const viewer = await harness.raw(server.url);
    const agent = await harness.raw(server.url);
    viewer.send({
      op: "subscribe",
      topic: "/spine/markers",
      type: "visualization_msgs/MarkerArray",
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    agent.send({
      op: "advertise",
      id: "adv1",
      topic: "/spine/markers",
      type: "visualization_msgs/MarkerArray",
    });
    agent.send({ op: "publish", topic: "/spine/markers", msg: { markers: [] } });
    const { frame } = await viewer.waitFor(isPublish("/spine/markers"));
    expect(frame["msg"]).toEqual({ markers: [] });
  });

  it("runs a move_base goal: ACTIVE in the status array, feedback while driving, then SUCCEEDED", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const client = await harness.raw(server.url);
    for (const topic of ["/move_base/status", "/move_base/feedback", "/move_base/result"]) {
      client.send({ op: "subscribe", topic });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.send(goalFrame("goal_a", 20, 16));
    await client.waitFor(({ frame }) => {
      if (!isPublish("/move_base/status")({ frame, binary: false })) return false;
      const list = (frame["msg"] as { status_list: { status: number }[] }).status_list;
      return list.some((status) => status.status === GOAL_STATUS.ACTIVE);
    });
    const { frame } = await client.waitFor(resultFor("goal_a"), 5000);
    expect((frame["msg"] as { status: { status: number } }).status.status).toBe(
      GOAL_STATUS.SUCCEEDED,
    );
    expect(client.publishesOn("/move_base/feedback").length).toBeGreaterThan(0);
    expect(sim.pose().x).toBeCloseTo(20, 6);
  });

  it("ends a goal that runs into the wall with ABORTED", async () => {
    const server = await harness.serve({ simulation: walledField() });
    const client = await harness.raw(server.url);
    client.send({ op: "subscribe", topic: "/move_base/result" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.send(goalFrame("goal_b", 50, 10));
    const { frame } = await client.waitFor(resultFor("goal_b"), 5000);
    expect((frame["msg"] as { status: { status: number; text: string } }).status).toMatchObject({
      status: GOAL_STATUS.ABORTED,
      text: expect.stringMatching(/^blocked at/) as unknown,
    });
  });

  it("preempts a goal on /move_base/cancel with its id: PREEMPTED, the robot stops", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim, realtimeFactor: 10 });
    const client = await harness.raw(server.url);
    client.send({ op: "subscribe", topic: "/move_base/result" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.send(goalFrame("goal_c", 20, 16));
    await new Promise((resolve) => setTimeout(resolve, 150));
    client.send({ op: "publish", topic: "/move_base/cancel", msg: { id: "goal_c" } });
    const { frame } = await client.waitFor(resultFor("goal_c"), 2000);
    expect((frame["msg"] as { status: { status: number } }).status.status).toBe(
      GOAL_STATUS.PREEMPTED,
    );
    const stoppedAt = sim.pose().x;
    expect(stoppedAt).toBeLessThan(19);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sim.pose().x).toBe(stoppedAt);
  });

  it("preempts the running goal when a newer one arrives", async () => {
    const server = await harness.serve({ simulation: walledField(), realtimeFactor: 10 });
    const client = await harness.raw(server.url);
    client.send({ op: "subscribe", topic: "/move_base/result" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.send(goalFrame("first", 20, 16));
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.send(goalFrame("second", 3, 10));
    const first = await client.waitFor(resultFor("first"));
    expect((first.frame["msg"] as { status: { status: number } }).status.status).toBe(
      GOAL_STATUS.PREEMPTED,
    );
    const second = await client.waitFor(resultFor("second"), 5000);
    expect((second.frame["msg"] as { status: { status: number } }).status.status).toBe(
      GOAL_STATUS.SUCCEEDED,
    );
  });

  it("rejects a goal without a target pose with REJECTED", async () => {
    const server = await harness.serve({ simulation: walledField() });
    const client = await harness.raw(server.url);
    client.send({ op: "subscribe", topic: "/move_base/result" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.send({
      op: "publish",
      topic: "/move_base/goal",
      msg: { goal_id: { id: "bad" }, goal: {} },
    });
    const { frame } = await client.waitFor(resultFor("bad"));
    expect((frame["msg"] as { status: { status: number } }).status.status).toBe(
      GOAL_STATUS.REJECTED,
    );
  });

  it("adopts agent graph updates published on /spine/agent_graph_updates", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const client = await harness.raw(server.url);
    const delta = { add_nodes: [{ name: "discovered_region_1", type: "region", coords: [5, 16] }] };
    client.send({
      op: "publish",
      topic: "/spine/agent_graph_updates",
      msg: { data: JSON.stringify(delta) },
    });
    await waitUntil(() =>
      sim.snapshot().snapshot.regions.some((region) => region.name === "discovered_region_1"),
    );
  });

  it("refuses an agent update with absurd coords and keeps its map intact (issue 14, finding 8)", async () => {
    const sim = walledField();
    const { log, lines } = capturingLogger();
    const server = await harness.serve({ simulation: sim, log });
    const client = await harness.raw(server.url);
    const update = (name: string, coords: unknown) => ({
      op: "publish",
      topic: "/spine/agent_graph_updates",
      msg: { data: JSON.stringify({ add_nodes: [{ name, type: "region", coords }] }) },
    });
    client.send(update("far_region_1", [1e308, 1e308]));
    client.send(update("discovered_region_2", [5, 16]));
    await waitUntil(() =>
      sim.snapshot().snapshot.regions.some((region) => region.name === "discovered_region_2"),
    );
    const snapshot = JSON.stringify(sim.snapshot());
    expect(snapshot).not.toContain("far_region_1");
    expect(snapshot).not.toContain("null");
    expect(
      lines.some(
        (line) =>
          line.level === 40 &&
          line.msg.includes("agent graph update ignored") &&
          line.msg.includes("within 10000000 m"),
      ),
    ).toBe(true);
  });

  it("logs malformed frames and unknown ops, ignores them and keeps serving", async () => {
    const { log, lines } = capturingLogger();
    const server = await harness.serve({ simulation: walledField(), log });
    const client = await harness.raw(server.url);
    client.socket.send("{ this is not json");
    client.send({ no: "op" });
    client.send({ op: "send_action_goal", id: "x", action: "/fibonacci" });
    client.send({ op: "call_service", id: "after", service: "/spine/get_graph" });
    await client.waitFor(({ frame }) => frame["id"] === "after");
    const warnings = lines.filter((line) => line.level === 40).map((line) => line.msg);
    expect(warnings.some((msg) => msg.startsWith("malformed frame ignored"))).toBe(true);
    expect(warnings.some((msg) => msg.startsWith('frame without an "op" ignored'))).toBe(true);
    expect(
      warnings.some((msg) =>
        msg.includes('"send_action_goal" frame has an op this bridge does not support'),
      ),
    ).toBe(true);
  });

  it("reports a port that is already in use as a failure", async () => {
    const server = await harness.serve({ simulation: walledField() });
    const { serveSimulation } = await import("../../../sim/rosbridge/index.js");
    const second = await serveSimulation({ simulation: walledField(), port: server.port });
    expect(second.ok).toBe(false);
    if (!second.ok) expect(second.error).toMatch(/cannot listen on 127\.0\.0\.1:\d+: .*EADDRINUSE/);
  });
});
