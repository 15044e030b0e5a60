import { afterEach, describe, expect, it } from "vitest";
import { GraphSync, parseGraphMessage, SemanticMap } from "../../../src/map/index.js";
import type { RobotPort } from "../../../src/robot/index.js";
import { MARKER_ACTION, type MarkerArrayMsg } from "../../../src/robot/rosbridge/index.js";
import { capturingLogger, Harness, walledField, waitUntil } from "./helpers.js";

const harness = new Harness({ ros: 1 });
afterEach(() => harness.dispose());

describe("RosbridgeRobotPort against the simulated rosbridge", () => {
  it("connects, reports kind rosbridge and the robot's pose from /spine/robot_pose", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const port: RobotPort = await harness.connect(server.url);
    expect(port.kind).toBe("rosbridge");
    expect(port.pose().x).toBeCloseTo(sim.pose().x, 6);
    expect(port.pose().y).toBeCloseTo(sim.pose().y, 6);
    expect(port.pose().yawRad).toBeCloseTo(sim.pose().yawRad, 6);
    expect(port.clock.nowSec()).toBeGreaterThanOrEqual(0);
    expect(port.clock.nowSec()).toBeLessThan(5);
  });

  it("fetches the snapshot from /spine/get_graph as the raw {seq, snapshot} the agent validates", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const port = await harness.connect(server.url);
    const snapshot = await port.fetchSnapshot();
    expect(snapshot.ok).toBe(true);
    if (!snapshot.ok) return;
    expect(snapshot.value).toEqual(JSON.parse(JSON.stringify(sim.snapshot())));
    expect(parseGraphMessage(snapshot.value).ok).toBe(true);
  });

  it("hands graph deltas to listeners in order, parsed from the std_msgs/String JSON", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const port = await harness.connect(server.url);
    const messages: unknown[] = [];
    port.onGraphMessage((message) => messages.push(message));
    expect((await port.setLabels(["barrel", "crate"])).ok).toBe(true);
    await port.navigate({ x: 45, y: 18, yawRad: 0 });
    await waitUntil(() => messages.length === sim.seq);
    expect(messages.map((message) => (message as { seq: number }).seq)).toEqual(
      Array.from({ length: sim.seq }, (_, i) => i + 1),
    );
    // Replayed onto the first snapshot, the deltas give the simulation's map.
    const map = new SemanticMap();
    const sync = new GraphSync(map);
    sync.receive({ seq: 0, snapshot: walledField().snapshot().snapshot });
    for (const message of messages) sync.receive(message);
    expect(map.objectNames().sort()).toEqual(["barrel_1", "crate_1"]);
  });

  it("decodes the CBOR costmap into the same grid the simulation has", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const port = await harness.connect(server.url);
    const grid = await waitUntil(() => port.costmap());
    const truth = sim.costmap();
    expect(grid.width).toBe(truth.width);
    expect(grid.height).toBe(truth.height);
    expect(grid.resolutionM).toBe(truth.resolutionM);
    expect(grid.originX).toBeCloseTo(truth.originX, 9);
    expect(grid.originY).toBeCloseTo(truth.originY, 9);
    expect(grid.data).toBeInstanceOf(Int8Array);
    expect(Array.from(grid.data)).toEqual(Array.from(truth.data));
  });

  it("navigates to a free goal and reports reached with the distance measured from poses", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const port = await harness.connect(server.url);
    const result = await port.navigate({ x: 20, y: 10, yawRad: 0 });
    expect(result.status).toBe("reached");
    expect(result.message).toBe("reached (20.0, 10.0)");
    expect(result.pose.x).toBeCloseTo(20, 3);
    expect(result.distanceM).toBeCloseTo(18, 0);
    expect(sim.pose().x).toBeCloseTo(20, 6);
  });

  it("reports a goal behind the wall as blocked where the robot stopped", async () => {
    const server = await harness.serve({ simulation: walledField() });
    const port = await harness.connect(server.url);
    const result = await port.navigate({ x: 50, y: 10, yawRad: 0 });
    expect(result.status).toBe("blocked");
    expect(result.message).toMatch(
      /^blocked at \(29\.\d, 10\.0\): move_base aborted the goal: blocked at/,
    );
    expect(result.pose.x).toBeLessThan(30);
  });

  it("cancels the goal when the caller's signal aborts, and the server receives the cancel frame", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim, realtimeFactor: 10 });
    const cancels: unknown[] = [];
    server.onFrame((frame) => {
      if (frame.op === "publish" && frame["topic"] === "/move_base/cancel")
        cancels.push(frame["msg"]);
    });
    const port = await harness.connect(server.url);
    const controller = new AbortController();
    setTimeout(() => {
      controller.abort();
    }, 200);
    const result = await port.navigate({ x: 20, y: 16, yawRad: 0 }, { signal: controller.signal });
    expect(result.status).toBe("cancelled");
    expect(cancels).toHaveLength(1);
    expect(cancels[0]).toMatchObject({ id: expect.stringMatching(/^goal_/) as unknown });
    const stoppedAt = sim.pose().x;
    expect(stoppedAt).toBeLessThan(19);
    expect(result.distanceM).toBeGreaterThan(0);
  });

  it("reports a goal that makes no progress as stalled and cancels it", async () => {
    const server = await harness.serve({ simulation: walledField() });
    server.faults.freezeNavigation = true;
    const cancels: unknown[] = [];
    server.onFrame((frame) => {
      if (frame.op === "publish" && frame["topic"] === "/move_base/cancel")
        cancels.push(frame["msg"]);
    });
    const port = await harness.connect(server.url);
    const started = Date.now();
    const result = await port.navigate({ x: 20, y: 10, yawRad: 0 }, { stallTimeoutSec: 0.3 });
    expect(result.status).toBe("stalled");
    expect(result.message).toMatch(
      /^no progress for 0\.3 s at \(2\.0, 10\.0\); the goal was cancelled$/,
    );
    expect(cancels).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("fails a goal at the overall navigation deadline", async () => {
    const server = await harness.serve({ simulation: walledField(), realtimeFactor: 2 });
    const port = await harness.connect(server.url, { navigationTimeoutSec: 0.3 });
    const result = await port.navigate({ x: 50, y: 16, yawRad: 0 });
    expect(result.status).toBe("failed");
    expect(result.message).toBe("navigation timed out after 0.3 s");
  });

  it("calls set_labels, inspect and describe_scene and returns their answers", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const port = await harness.connect(server.url);
    expect(await port.setLabels(["barrel"])).toEqual({
      ok: true,
      value: "detector labels: barrel",
    });
    expect(sim.labels).toEqual(["barrel"]);
    const inspected = await port.inspect("barrel_1", "what colour is it?");
    const direct = walledField();
    direct.setLabels(["barrel"]);
    expect(inspected).toEqual(direct.inspect("barrel_1", "what colour is it?"));
    const scene = await port.describeScene();
    expect(scene).toEqual(direct.describeScene());
    const unknown = await port.inspect("no_such_thing", "anything?");
    expect(unknown.ok).toBe(false);
  });

  it("publishes the agent's own map changes on /spine/agent_graph_updates, and the simulation adopts them", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const port = await harness.connect(server.url);
    port.publishAgentUpdate({
      add_nodes: [{ name: "discovered_region_1", type: "region", coords: [5, 16] }],
    });
    await waitUntil(() =>
      sim.snapshot().snapshot.regions.some((region) => region.name === "discovered_region_1"),
    );
  });

  it("publishes markers of the map on /spine/markers: DELETEALL first, frame map, visible colours", async () => {
    const sim = walledField();
    const server = await harness.serve({ simulation: sim });
    const viewer = await harness.raw(server.url);
    viewer.send({
      op: "subscribe",
      topic: "/spine/markers",
      type: "visualization_msgs/MarkerArray",
    });
    const port = await harness.connect(server.url);
    const map = new SemanticMap();
    new GraphSync(map).receive(sim.snapshot());
    port.publishMarkers(map, { plan: [map.regionNames()[0]!, [20, 16]], frontiers: [[25, 5]] });
    const { frame } = await viewer.waitFor(
      ({ frame }) =>
        frame["op"] === "publish" &&
        frame["topic"] === "/spine/markers" &&
        (frame["msg"] as MarkerArrayMsg).markers.some((marker) => marker.ns === "plan"),
    );
    const markers = (frame["msg"] as MarkerArrayMsg).markers;
    expect(markers[0]?.action).toBe(MARKER_ACTION.DELETEALL);
    const namespaces = new Set(markers.map((marker) => marker.ns));
    for (const ns of ["regions", "edges", "plan", "frontiers", "robot", "labels"])
      expect(namespaces).toContain(ns);
    for (const marker of markers.slice(1)) {
      expect(marker.header.frame_id).toBe("map");
      expect(marker.color.a).toBeGreaterThan(0);
      expect(marker.pose.orientation.w).not.toBe(0);
      for (const channel of [marker.color.r, marker.color.g, marker.color.b]) {
        expect(channel).toBeGreaterThanOrEqual(0);
        expect(channel).toBeLessThanOrEqual(1);
      }
    }
    const identities = markers.slice(1).map((marker) => `${marker.ns}/${marker.id}`);
    expect(new Set(identities).size).toBe(identities.length);
  });

  it("drops a graph update whose data is not JSON with a warning and delivers the next one", async () => {
    const sim = walledField();
    const { log, lines } = capturingLogger();
    const server = await harness.serve({ simulation: sim });
    const port = await harness.connect(server.url, { log });
    const messages: unknown[] = [];
    port.onGraphMessage((message) => messages.push(message));
    server.publish("/spine/graph_updates", { data: "{not json" });
    server.publish("/spine/graph_updates", { data: JSON.stringify({ seq: 1 }) });
    await waitUntil(() => messages.length === 1);
    expect(messages[0]).toEqual({ seq: 1 });
    expect(lines.some((line) => line.level === 40 && line.msg.includes("not JSON"))).toBe(true);
  });

  it("rejects a malformed costmap with a log line and keeps the last good one", async () => {
    const sim = walledField();
    const { log, lines } = capturingLogger();
    const server = await harness.serve({ simulation: sim });
    const port = await harness.connect(server.url, { log });
    const good = await waitUntil(() => port.costmap());
    server.publish("/move_base/local_costmap/costmap", {
      header: { frame_id: "map" },
      info: { resolution: 0.5, width: 10, height: 10, origin: { position: { x: 0, y: 0, z: 0 } } },
      data: [0, 0, 0],
    });
    await waitUntil(() => lines.some((line) => line.msg.includes("malformed costmap")));
    expect(lines.find((line) => line.msg.includes("malformed costmap"))?.msg).toMatch(
      /grid\.data has 3 cells, expected width × height = 100/,
    );
    expect(port.costmap()).toBe(good);
  });

  it("refuses new goals after close()", async () => {
    const server = await harness.serve({ simulation: walledField() });
    const port = await harness.connect(server.url);
    await port.close();
    const result = await port.navigate({ x: 5, y: 10, yawRad: 0 });
    expect(result).toMatchObject({
      status: "failed",
      message: "the rosbridge robot port is closed",
    });
  });
});
