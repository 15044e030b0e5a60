/**
 * The rosbridge target: fuzzed frames sent over a loopback WebSocket to the simulator's rosbridge server
 * (sim/rosbridge, as the ROS 1 or the ROS 2 bridge), each batch followed by a `/spine/get_graph` call. Judged: the server still answers within its
 * deadline, it logged no internal error, and the graph it serves is still a valid graph (an agent update may not
 * store what the graph format refuses).
 */
import fc from "fast-check";
import { parseGraphJson } from "../../src/map/index.js";
import { serveSimulation, type SimServer } from "../../sim/rosbridge/index.js";
import { capturingLogger, RawClient, walledField } from "../robot/rosbridge/helpers.js";
import { messagesArbitrary } from "./deltaArbitraries.js";
import { edgeNumber, hostileString } from "./hostile.js";
import { fuzzMap, fuzzSnapshot } from "./replyTarget.js";

const TOPICS = [
  "/move_base/goal",
  "/move_base/cancel",
  "/spine/agent_graph_updates",
  "/spine/robot_pose",
  "/spine/graph_updates",
  "/move_base/local_costmap/costmap",
  "/spine/markers",
];
const SERVICES = [
  "/spine/get_graph",
  "/spine/set_labels",
  "/spine/inspect",
  "/spine/describe_scene",
  "/nope",
];
const OPS = [
  "publish",
  "subscribe",
  "unsubscribe",
  "call_service",
  "advertise",
  "unadvertise",
  "advertise_service",
  "status",
  "auth",
  "fragment",
  "png",
];

/** ROS 2 only: the action ops and their fields, with Nav2 goals that are mostly well-formed. */
function ros2Fields() {
  const stamp = fc.record({ sec: edgeNumber(), nanosec: edgeNumber() }, { requiredKeys: [] });
  const pose = fc.record(
    {
      header: fc.record(
        { stamp, frame_id: fc.constantFrom("map", "odom", ""), seq: edgeNumber() },
        { requiredKeys: [] },
      ),
      pose: fc.record({
        position: fc.record({ x: edgeNumber(), y: edgeNumber(), z: edgeNumber() }),
        orientation: fc.record({
          x: edgeNumber(),
          y: edgeNumber(),
          z: edgeNumber(),
          w: edgeNumber(),
        }),
      }),
    },
    { requiredKeys: [] },
  );
  return {
    op: fc.constantFrom("send_action_goal", "cancel_action_goal"),
    action: fc.oneof(
      { weight: 4, arbitrary: fc.constant("/navigate_to_pose") },
      { weight: 1, arbitrary: hostileString() },
    ),
    action_type: fc.oneof(
      { weight: 4, arbitrary: fc.constant("nav2_msgs/action/NavigateToPose") },
      { weight: 1, arbitrary: hostileString() },
    ),
    args: fc.oneof(
      fc.record({ pose, behavior_tree: hostileString() }, { requiredKeys: [] }),
      fc.jsonValue({ maxDepth: 3 }),
    ),
    feedback: fc.oneof(fc.boolean(), fc.jsonValue({ maxDepth: 0 })),
    timeout: fc.oneof(edgeNumber(), fc.jsonValue({ maxDepth: 0 })),
  };
}

/**
 * One frame: mostly well-formed ops on the contract's topics with fuzzed messages; sometimes not a frame. For
 * ROS 2, a third of the frames are action ops (send_action_goal, cancel_action_goal) with fuzzed goals.
 */
export function frameArbitrary(ros: 1 | 2 = 1): fc.Arbitrary<string> {
  const updates = messagesArbitrary(fuzzMap(), fuzzSnapshot().snapshot).map((messages) => ({
    data: typeof messages[0] === "string" ? messages[0] : JSON.stringify(messages[0] ?? {}),
  }));
  const goal = fc.record({
    goal_id: fc.record({ id: hostileString() }),
    goal: fc.record({
      target_pose: fc.record({
        header: fc.record({ frame_id: fc.constantFrom("map", "odom", "") }),
        pose: fc.record({
          position: fc.record({ x: edgeNumber(), y: edgeNumber(), z: edgeNumber() }),
          orientation: fc.record({
            x: edgeNumber(),
            y: edgeNumber(),
            z: edgeNumber(),
            w: edgeNumber(),
          }),
        }),
      }),
    }),
  });
  const msg = fc.oneof(updates, goal, fc.jsonValue({ maxDepth: 3 }));
  const frame = fc.record(
    {
      op: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...OPS) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 0 }) },
      ),
      id: fc.oneof(hostileString(), fc.jsonValue({ maxDepth: 0 })),
      topic: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...TOPICS) },
        { weight: 1, arbitrary: hostileString() },
      ),
      service: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...SERVICES) },
        { weight: 1, arbitrary: hostileString() },
      ),
      type: hostileString(),
      compression: fc.constantFrom("cbor", "none", "png", 5),
      msg,
      args: fc.oneof(
        fc.record(
          {
            labels: fc.array(hostileString(), { maxLength: 3 }),
            object: hostileString(),
            query: hostileString(),
          },
          { requiredKeys: [] },
        ),
        fc.jsonValue({ maxDepth: 2 }),
      ),
    },
    { requiredKeys: ["op"] },
  );
  const actions = fc.record(ros2Fields(), { requiredKeys: ["op"] });
  const frames =
    ros === 1
      ? frame
      : fc.oneof({ weight: 2, arbitrary: frame }, { weight: 1, arbitrary: actions });
  return fc.oneof(
    { weight: 12, arbitrary: frames.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 100 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)) },
  );
}

export interface FrameVerdict {
  readonly frames: number;
  readonly escape?: string;
  readonly corruptions: readonly string[];
}

/** A simulator served over loopback, and one raw client; `dispose` closes both. */
export class FrameBench {
  readonly #server: SimServer;
  readonly #client: RawClient;
  readonly #lines: { level: number; msg: string }[];
  #calls = 0;

  private constructor(
    server: SimServer,
    client: RawClient,
    lines: { level: number; msg: string }[],
  ) {
    this.#server = server;
    this.#client = client;
    this.#lines = lines;
  }

  static async open(ros: 1 | 2 = 1): Promise<FrameBench> {
    const { log, lines } = capturingLogger();
    const served = await serveSimulation({
      simulation: walledField(),
      port: 0,
      ros,
      realtimeFactor: 50,
      log,
    });
    if (!served.ok) throw new Error(served.error);
    return new FrameBench(served.value, await RawClient.open(served.value.url), lines);
  }

  /** Send `frames`, then ask for the graph; judge the answer and the log. */
  async send(
    frames: readonly string[],
    options: { deadlineMs?: number } = {},
  ): Promise<FrameVerdict> {
    for (const frame of frames) this.#client.socket.send(frame);
    this.#calls += 1;
    const id = `fuzz-probe-${this.#calls}`;
    const corruptions: string[] = [];
    let escape: string | undefined;
    try {
      this.#client.send({ op: "call_service", id, service: "/spine/get_graph", args: {} });
      const { frame } = await this.#client.waitFor(
        ({ frame: seen }) => seen["op"] === "service_response" && seen["id"] === id,
        options.deadlineMs ?? 2000,
      );
      const values = frame["values"] as { message?: unknown } | undefined;
      const snapshot = JSON.parse(String(values?.message)) as { snapshot?: unknown };
      const parsed = parseGraphJson(snapshot.snapshot);
      if (!parsed.ok)
        corruptions.push(`the served graph is invalid: ${parsed.error.join("; ").slice(0, 300)}`);
    } catch (error) {
      escape = String(error);
    }
    const internal = this.#lines.find((line) => line.level >= 50);
    if (internal !== undefined) escape ??= `the server logged an error: ${internal.msg}`;
    this.#lines.length = 0;
    this.#client.frames.length = 0;
    return { frames: frames.length, ...(escape === undefined ? {} : { escape }), corruptions };
  }

  async dispose(): Promise<void> {
    await this.#client.close();
    await this.#server.close();
  }
}
