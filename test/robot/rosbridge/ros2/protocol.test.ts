import { afterEach, describe, expect, it } from "vitest";
import { quaternionFromYaw } from "../../../../src/robot/rosbridge/index.js";
import { capturingLogger, Harness, sleep, walledField, waitUntil } from "../helpers.js";
import { ScriptedBridge, type ScriptedFrame } from "./scriptedBridge.js";

/**
 * Every ROS 2 frame spine sends and accepts, pinned to rosbridge_suite's ROSBRIDGE_PROTOCOL.md (ros2 branch,
 * release 2.1.0) and, where the document is silent or differs, to the bridge's source
 * (capabilities/send_action_goal.py, call_service.py, internal/message_conversion.py); docs/ros-interface.md
 * lists the differences.
 */
const harness = new Harness({ ros: 2 });
let bridge: ScriptedBridge | undefined;
afterEach(async () => {
  await harness.dispose();
  await bridge?.close();
  bridge = undefined;
});

async function scripted(): Promise<ScriptedBridge> {
  bridge = await ScriptedBridge.listen();
  return bridge;
}

function connectTo(url: string) {
  return harness.connect(url, { firstPoseTimeoutMs: 20, stallTimeoutSec: 2, cancelSettleMs: 300 });
}

const pose = (x: number, y: number) => ({
  header: { stamp: { sec: 0, nanosec: 0 }, frame_id: "map" },
  pose: { position: { x, y, z: 0 }, orientation: quaternionFromYaw(0) },
});

/** Answer each goal with feedback at (x, y), then an `action_result` frame built from the goal's frame. */
function answerGoals(
  server: ScriptedBridge,
  at: [number, number],
  result: (goal: Record<string, unknown>) => Record<string, unknown>,
): void {
  server.on("send_action_goal", ({ frame, reply }: ScriptedFrame) => {
    const { id, action } = frame;
    reply({ op: "action_feedback", id, action, values: { current_pose: pose(...at) } });
    setTimeout(() => {
      reply({ op: "action_result", id, action, ...result(frame) });
    }, 20);
  });
}

describe("ROS 2 frames spine sends", () => {
  it("§3.3.12 send_action_goal: Nav2's action and type, a PoseStamped goal in map with a ROS 2 header, feedback on", async () => {
    const server = await scripted();
    answerGoals(server, [5, 2], () => ({ values: {}, status: 4, result: true }));
    const port = await connectTo(server.url);
    expect((await port.navigate({ x: 5, y: 2, yawRad: Math.PI / 2 })).status).toBe("reached");
    const [goal] = server.ofOp("send_action_goal");
    expect(goal).toEqual({
      op: "send_action_goal",
      id: expect.stringMatching(/^send_action_goal:\/navigate_to_pose:[0-9a-f-]{36}$/) as unknown,
      action: "/navigate_to_pose",
      action_type: "nav2_msgs/action/NavigateToPose",
      args: {
        pose: {
          // No `seq`: the ROS 2 bridge refuses a field the type lacks (message_conversion.py).
          header: { stamp: { sec: 0, nanosec: 0 }, frame_id: "map" },
          pose: { position: { x: 5, y: 2, z: 0 }, orientation: quaternionFromYaw(Math.PI / 2) },
        },
      },
      feedback: true,
    });
  });

  it("§3.3.13 cancel_action_goal: the goal's own id and action, on stop()", async () => {
    const server = await scripted();
    server.on("send_action_goal", ({ frame, reply }) => {
      reply({ op: "action_feedback", id: frame["id"], action: frame["action"], values: {} });
    });
    server.on("cancel_action_goal", ({ frame, reply }) => {
      reply({
        op: "action_result",
        id: frame["id"],
        action: frame["action"],
        values: {},
        status: 5,
        result: true,
      });
    });
    const port = await connectTo(server.url);
    const driving = port.navigate({ x: 30, y: 0, yawRad: 0 });
    await waitUntil(() => server.ofOp("send_action_goal").length === 1);
    await port.stop();
    const result = await driving;
    expect(result.status).toBe("cancelled");
    const goalId = server.ofOp("send_action_goal")[0]?.["id"];
    expect(server.ofOp("cancel_action_goal")).toEqual([
      { op: "cancel_action_goal", id: goalId, action: "/navigate_to_pose" },
    ]);
  });

  it("§3.3.8 call_service: the deadline goes along as `timeout` in seconds (the field roslib 2 sends)", async () => {
    const server = await scripted();
    server.on("call_service", ({ frame, reply }) => {
      reply({
        op: "service_response",
        id: frame["id"],
        service: frame["service"],
        values: { success: true, answer: "a quiet yard" },
        result: true,
      });
    });
    const port = await harness.connect(server.url, {
      firstPoseTimeoutMs: 20,
      serviceTimeoutMs: 1500,
    });
    expect(await port.describeScene()).toEqual({ ok: true, value: "a quiet yard" });
    expect(server.ofOp("call_service")).toEqual([
      {
        op: "call_service",
        id: expect.stringMatching(/^call_service:\/spine\/describe_scene:\d+$/) as unknown,
        service: "/spine/describe_scene",
        args: { object: "", query: expect.any(String) as unknown },
        timeout: 1.5,
      },
    ]);
  });

  it("§3.3.4 subscribe: ROS 2 type strings on Nav2's and AMCL's topics", async () => {
    const server = await scripted();
    await connectTo(server.url);
    await waitUntil(() => server.ofOp("subscribe").length >= 3);
    const subscribed = Object.fromEntries(
      server.ofOp("subscribe").map((frame) => [String(frame["topic"]), String(frame["type"])]),
    );
    expect(subscribed).toMatchObject({
      "/spine/graph_updates": "std_msgs/msg/String",
      "/amcl_pose": "geometry_msgs/msg/PoseWithCovarianceStamped",
      "/local_costmap/costmap": "nav_msgs/msg/OccupancyGrid",
    });
  });
});

describe("ROS 2 frames spine accepts: §3.3.15 action_result per action_msgs/GoalStatus", () => {
  const cases = [
    { status: 4, result: true, expected: "reached", message: /^reached \(5\.0, 0\.0\)$/ },
    {
      status: 6,
      result: true,
      expected: "blocked",
      message: /^blocked at \(4\.0, 0\.0\): Nav2 aborted the goal: no path$/,
    },
    {
      status: 5,
      result: true,
      expected: "unavailable",
      message: /^the robot is unavailable: the goal was canceled by another client$/,
    },
    // `result: false`: the bridge could not run the goal (status 0 UNKNOWN, `values` the error text).
    {
      status: 0,
      result: false,
      expected: "failed",
      message: /^Nav2 rejected the goal \(5\.0, 0\.0\): Action goal was rejected$/,
    },
    { status: 2, result: true, expected: "failed", message: /^Nav2 reported EXECUTING$/ },
  ] as const;
  for (const { status, result, expected, message } of cases) {
    it(`§3.3.15 status ${status}, result ${result} → ${expected}`, async () => {
      const server = await scripted();
      answerGoals(server, [4, 0], () => ({
        status,
        result,
        values: result
          ? { error_code: 0, error_msg: status === 6 ? "no path" : "" }
          : "Action goal was rejected",
      }));
      const port = await connectTo(server.url);
      const outcome = await port.navigate({ x: 5, y: 0, yawRad: 0 });
      expect(outcome.status).toBe(expected);
      expect(outcome.message).toMatch(message);
    });
  }

  it("§3.3.15 status 4 within tolerance is reached, and the §3.3.14 action_feedback current_pose is the robot's pose", async () => {
    const server = await scripted();
    answerGoals(server, [4.6, 0.2], () => ({ status: 4, result: true, values: {} }));
    const port = await connectTo(server.url);
    const outcome = await port.navigate({ x: 5, y: 0, yawRad: 0 });
    expect(outcome.status).toBe("reached");
    expect(outcome.message).toBe("reached (5.0, 0.0)");
    expect(port.pose()).toMatchObject({ x: 4.6, y: 0.2 });
  });

  it("§3.3.14/§3.3.15 ignores a frame for the goal that is neither feedback nor result, and goes on", async () => {
    const server = await scripted();
    server.on("send_action_goal", ({ frame, reply }) => {
      reply({ op: "action_result", id: frame["id"], action: frame["action"], status: "four" });
      reply({
        op: "action_feedback",
        id: frame["id"],
        action: frame["action"],
        values: { current_pose: pose(5, 0) },
      });
      reply({
        op: "action_result",
        id: frame["id"],
        action: frame["action"],
        status: 4,
        result: true,
      });
    });
    const port = await connectTo(server.url);
    expect((await port.navigate({ x: 5, y: 0, yawRad: 0 })).status).toBe("reached");
  });

  it("§3.3.12 (source: send_action_goal.py waits for ever) a goal nobody answers (the bridge waits for a server that is not there) fails at the acceptance deadline", async () => {
    const server = await scripted();
    const port = await harness.connect(server.url, {
      firstPoseTimeoutMs: 20,
      stallTimeoutSec: 0.3,
    });
    const outcome = await port.navigate({ x: 5, y: 0, yawRad: 0 });
    expect(outcome.status).toBe("failed");
    expect(outcome.message).toBe("Nav2 did not accept the goal within 0.3 s (is Nav2 running?)");
    await sleep(50);
    expect(server.ofOp("cancel_action_goal")).toHaveLength(1);
  });
});

describe("the simulated ROS 2 bridge, frame by frame", () => {
  it("§3.3.12, §3.3.14, §3.3.15 runs a goal: action_feedback with Nav2's fields while driving, then action_result SUCCEEDED 4", async () => {
    const server = await harness.serve({ simulation: walledField(), realtimeFactor: 50 });
    const client = await harness.raw(server.url);
    client.send({
      op: "send_action_goal",
      id: "g1",
      action: "/navigate_to_pose",
      action_type: "nav2_msgs/action/NavigateToPose",
      args: { pose: pose(8, 10) },
      feedback: true,
    });
    const feedback = await client.waitFor(({ frame }) => frame["op"] === "action_feedback");
    expect(feedback.frame).toMatchObject({
      op: "action_feedback",
      id: "g1",
      action: "/navigate_to_pose",
    });
    const values = feedback.frame["values"] as Record<string, unknown>;
    expect(Object.keys(values).sort()).toEqual([
      "current_pose",
      "distance_remaining",
      "estimated_time_remaining",
      "navigation_time",
      "number_of_recoveries",
    ]);
    expect(values["navigation_time"]).toEqual({
      sec: expect.any(Number) as unknown,
      nanosec: expect.any(Number) as unknown,
    });
    const result = await client.waitFor(({ frame }) => frame["op"] === "action_result", 5000);
    expect(result.frame).toEqual({
      op: "action_result",
      id: "g1",
      action: "/navigate_to_pose",
      values: { error_code: 0, error_msg: "" },
      status: 4,
      result: true,
    });
  });

  it("§3.3.15 refuses a goal with a ROS 1 header (seq): result false, status 0, the field named", async () => {
    const server = await harness.serve({ simulation: walledField() });
    const client = await harness.raw(server.url);
    client.send({
      op: "send_action_goal",
      id: "g2",
      action: "/navigate_to_pose",
      action_type: "nav2_msgs/action/NavigateToPose",
      args: {
        pose: { ...pose(8, 10), header: { seq: 0, stamp: { secs: 0, nsecs: 0 }, frame_id: "map" } },
      },
    });
    const result = await client.waitFor(({ frame }) => frame["op"] === "action_result");
    expect(result.frame).toEqual({
      op: "action_result",
      id: "g2",
      action: "/navigate_to_pose",
      values: "NavigateToPose_Goal has no field pose.header.seq",
      status: 0,
      result: false,
    });
  });

  it("§3.3.12 a goal without args (a fuzz counterexample that threw in the server) gets result false", async () => {
    const { log, lines } = capturingLogger();
    const server = await harness.serve({ simulation: walledField(), log });
    const client = await harness.raw(server.url);
    client.send({
      op: "send_action_goal",
      id: "g0",
      action: "/navigate_to_pose",
      action_type: "nav2_msgs/action/NavigateToPose",
    });
    const result = await client.waitFor(({ frame }) => frame["op"] === "action_result");
    expect(result.frame).toMatchObject({ id: "g0", status: 0, result: false });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("§3.3.13 cancels by id: CANCELED 5, and the robot stops", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim, realtimeFactor: 10 });
    const client = await harness.raw(server.url);
    const goal = {
      id: "g3",
      action: "/navigate_to_pose",
      action_type: "nav2_msgs/action/NavigateToPose",
      args: { pose: pose(20, 16) },
    };
    client.send({ op: "send_action_goal", ...goal });
    await sleep(100);
    client.send({ op: "cancel_action_goal", id: "g3", action: "/navigate_to_pose" });
    const result = await client.waitFor(({ frame }) => frame["op"] === "action_result");
    expect(result.frame).toMatchObject({ id: "g3", status: 5, result: true });
    const stoppedAt = sim.pose();
    await sleep(100);
    expect(sim.pose()).toEqual(stoppedAt);
  });

  it("§3.3.3 publishes ROS 2 message shapes: AMCL's pose with covariance, latched, with a header without seq", async () => {
    const server = await harness.serve({ simulation: walledField() });
    const client = await harness.raw(server.url);
    client.send({
      op: "subscribe",
      topic: "/amcl_pose",
      type: "geometry_msgs/msg/PoseWithCovarianceStamped",
    });
    const { frame } = await client.waitFor(({ frame: f }) => f["op"] === "publish");
    const msg = frame["msg"] as {
      header: Record<string, unknown>;
      pose: { pose: unknown; covariance: number[] };
    };
    expect(msg.header).toEqual({ stamp: { sec: 0, nanosec: 0 }, frame_id: "map" });
    expect(msg.pose.covariance).toHaveLength(36);
    const { position } = msg.pose.pose as { position: { x: number; y: number } };
    expect(position.x).toBeCloseTo(2, 1);
    expect(position.y).toBeCloseTo(10, 1);
  });

  it("§3.3.9 answers a call past its `timeout` with result false (an unanswered service)", async () => {
    const server = await harness.serve({ simulation: walledField() });
    server.faults.unansweredServices.add("/spine/inspect");
    const client = await harness.raw(server.url);
    client.send({
      op: "call_service",
      id: "c1",
      service: "/spine/inspect",
      args: { object: "barrel_1", query: "?" },
      timeout: 0.2,
    });
    const reply = await client.waitFor(({ frame }) => frame["op"] === "service_response", 2000);
    expect(reply.frame).toMatchObject({
      id: "c1",
      result: false,
      values: expect.stringMatching(/Timeout/) as unknown,
    });
  });
});
