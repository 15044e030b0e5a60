import { describe, expect, it } from "vitest";
import { SemanticMap } from "../../../src/map/index.js";
import type { OccupancyGrid } from "../../../src/robot/index.js";
import {
  buildMarkerArray,
  DEFAULT_ROS_NAMES,
  GOAL_STATUS,
  isTerminalStatus,
  MARKER_ACTION,
  MARKER_TYPE,
  occupancyGridFromMsg,
  occupancyGridMsg,
  poseFromMsg,
  poseFromStampedMsg,
  poseStampedMsg,
  quaternionFromYaw,
  resolveRosNames,
  yawFromQuaternion,
} from "../../../src/robot/rosbridge/index.js";

function gridMsg(
  overrides: Record<string, unknown> = {},
  info: Record<string, unknown> = {},
): unknown {
  return {
    header: { seq: 0, stamp: { secs: 12, nsecs: 500_000_000 }, frame_id: "map" },
    info: {
      resolution: 0.5,
      width: 3,
      height: 2,
      origin: { position: { x: -1, y: 2, z: 0 }, orientation: { x: 0, y: 0, z: 0, w: 1 } },
      ...info,
    },
    data: [-1, 0, 100, 0, 0, 50],
    ...overrides,
  };
}

describe("pose messages", () => {
  it("round-trips a yaw through a quaternion about +z", () => {
    for (const yaw of [0, 0.3, Math.PI / 2, -2.5, Math.PI - 1e-6]) {
      const q = quaternionFromYaw(yaw);
      expect(Math.hypot(q.x, q.y, q.z, q.w)).toBeCloseTo(1, 12);
      expect(yawFromQuaternion(q)).toBeCloseTo(yaw, 9);
    }
  });

  it("writes a full PoseStamped in the given frame, with a unit quaternion", () => {
    const msg = poseStampedMsg({ x: 3, y: -4, yawRad: Math.PI / 2 }, "map");
    expect(msg.header).toEqual({ seq: 0, stamp: { secs: 0, nsecs: 0 }, frame_id: "map" });
    expect(msg.pose.position).toEqual({ x: 3, y: -4, z: 0 });
    expect(msg.pose.orientation.w).toBeCloseTo(Math.SQRT1_2, 12);
    expect(msg.pose.orientation.z).toBeCloseTo(Math.SQRT1_2, 12);
  });

  it("reads a pose, treating an unset (all-zero) orientation as yaw 0", () => {
    expect(
      poseFromMsg({ position: { x: 1, y: 2, z: 0 }, orientation: { x: 0, y: 0, z: 0, w: 0 } }),
    ).toEqual({
      ok: true,
      value: { x: 1, y: 2, yawRad: 0 },
    });
  });

  it("rejects poses with missing or non-finite numbers", () => {
    expect(poseFromMsg({ position: { x: 1 } }).ok).toBe(false);
    expect(poseFromMsg({ position: { x: 1, y: null } }).ok).toBe(false);
    expect(
      poseFromMsg({ position: { x: 1, y: 2 }, orientation: { x: 0, y: 0, z: "a", w: 1 } }).ok,
    ).toBe(false);
    expect(poseFromMsg("pose").ok).toBe(false);
  });

  it("checks the frame of a PoseStamped, accepting a leading slash and an empty frame", () => {
    const pose = { position: { x: 1, y: 2, z: 0 }, orientation: { x: 0, y: 0, z: 0, w: 1 } };
    expect(poseFromStampedMsg({ header: { frame_id: "/map" }, pose }, "map").ok).toBe(true);
    expect(poseFromStampedMsg({ header: { frame_id: "" }, pose }, "map").ok).toBe(true);
    expect(poseFromStampedMsg({ header: { frame_id: "odom" }, pose }, "map")).toEqual({
      ok: false,
      error: 'pose is in frame "odom", expected "map"',
    });
  });
});

describe("occupancy grid messages", () => {
  it("reads a JSON grid: origin, resolution, stamp and data kept row-major", () => {
    const grid = occupancyGridFromMsg(gridMsg());
    expect(grid).toEqual({
      ok: true,
      value: {
        resolutionM: 0.5,
        width: 3,
        height: 2,
        originX: -1,
        originY: 2,
        data: [-1, 0, 100, 0, 0, 50],
        stampSec: 12.5,
      },
    });
  });

  it("accepts CBOR's Int8Array data without copying and cleans float32 artefacts from the resolution", () => {
    const data = Int8Array.from([-1, 0, 100, 0, 0, 50]);
    const grid = occupancyGridFromMsg(gridMsg({ data }, { resolution: Math.fround(0.05) }));
    expect(grid.ok && grid.value.data).toBe(data);
    expect(grid.ok && grid.value.resolutionM).toBe(0.05);
  });

  it("rejects malformed grids with the reason", () => {
    const reasons = [
      gridMsg({ data: [0, 0] }),
      gridMsg({}, { resolution: 0 }),
      gridMsg({}, { width: 2.5 }),
      gridMsg({ data: Uint8Array.from([255, 0, 100, 0, 0, 50]) }),
      gridMsg({ data: [0, 0, "x", 0, 0, 0] }),
      gridMsg(
        {},
        { origin: { position: { x: 0, y: 0, z: 0 }, orientation: quaternionFromYaw(0.5) } },
      ),
      gridMsg({ info: undefined }),
    ].map((msg) => {
      const result = occupancyGridFromMsg(msg);
      return result.ok ? "accepted" : result.error;
    });
    expect(reasons).toEqual([
      "grid.data has 2 cells, expected width × height = 6",
      "grid.info.resolution must be a positive number of metres, got 0",
      "grid.info.width and height must be non-negative integers, got 2.5 × 2",
      expect.stringMatching(/^grid\.data must be an array of cell values/),
      expect.stringMatching(/^grid\.data must be an array of cell values/),
      "grid.info.origin is rotated by 0.500 rad; only axis-aligned grids are supported",
      "grid.info must be an object, got nothing",
    ]);
  });

  it("writes our grid as an OccupancyGrid that reads back the same", () => {
    const grid: OccupancyGrid = {
      resolutionM: 0.25,
      width: 2,
      height: 2,
      originX: 10,
      originY: -3,
      data: [0, -1, 100, 7],
      stampSec: 4.25,
    };
    const msg = occupancyGridMsg(grid, "map");
    expect(msg.data).toBeInstanceOf(Int8Array);
    const read = occupancyGridFromMsg(msg);
    expect(read.ok && { ...read.value, data: Array.from(read.value.data) }).toEqual(grid);
  });
});

describe("names and statuses", () => {
  it("uses the contract's defaults and applies overrides", () => {
    expect(DEFAULT_ROS_NAMES.getGraph).toBe("/spine/get_graph");
    expect(DEFAULT_ROS_NAMES.costmap).toBe("/move_base/local_costmap/costmap");
    const names = resolveRosNames({ moveBase: "/robot1/move_base" }, 1);
    expect(names.moveBase).toBe("/robot1/move_base");
    expect(names.robotPose).toBe("/spine/robot_pose");
  });

  it("uses the ROS 1 actionlib numbers, not roslib's ROS 2 enum", () => {
    expect(GOAL_STATUS.SUCCEEDED).toBe(3);
    expect(GOAL_STATUS.ABORTED).toBe(4);
    expect([0, 1, 6, 7].map(isTerminalStatus)).toEqual([false, false, false, false]);
    expect([2, 3, 4, 5, 8, 9].map(isTerminalStatus)).toEqual([true, true, true, true, true, true]);
  });
});

describe("markers", () => {
  function smallMap(): SemanticMap {
    const map = new SemanticMap();
    map.addNode({ name: "road_1", type: "region", coords: [0, 0] });
    map.addNode({ name: "road_2", type: "region", coords: [10, 0] });
    map.addNode({ name: "tower_1", type: "object", coords: [12, 3] });
    map.addEdge("road_1", "road_2");
    map.addEdge("tower_1", "road_2");
    map.setRobotLocation("road_2");
    return map;
  }

  it("draws regions, objects, both kinds of edges and labels after a DELETEALL", () => {
    const { markers } = buildMarkerArray(smallMap(), {}, { frameId: "map", labels: true });
    expect(markers[0]).toMatchObject({ action: MARKER_ACTION.DELETEALL });
    const byNs = new Map(markers.map((marker) => [marker.ns, marker]));
    expect(byNs.get("regions")?.type).toBe(MARKER_TYPE.SPHERE_LIST);
    expect(byNs.get("regions")?.points).toEqual([
      { x: 0, y: 0, z: 0 },
      { x: 10, y: 0, z: 0 },
    ]);
    // The robot's region stands out.
    const colors = byNs.get("regions")?.colors ?? [];
    expect(colors[0]).not.toEqual(colors[1]);
    expect(byNs.get("objects")?.points).toHaveLength(1);
    expect(byNs.get("edges")?.points).toHaveLength(2);
    expect(byNs.get("object_edges")?.points).toHaveLength(2);
    expect(markers.filter((marker) => marker.ns === "labels").map((marker) => marker.text)).toEqual(
      ["road_1", "road_2", "tower_1"],
    );
  });

  it("draws the plan from the robot through known regions and points, skipping unknown names", () => {
    const { markers } = buildMarkerArray(
      smallMap(),
      {
        robot: { x: 1, y: 1, yawRad: 0 },
        plan: ["road_2", "nowhere", [20, 5]],
        frontiers: [[30, 0]],
      },
      { frameId: "odom_test", labels: false },
    );
    const plan = markers.find((marker) => marker.ns === "plan");
    expect(plan?.type).toBe(MARKER_TYPE.LINE_STRIP);
    expect(plan?.points.map((p) => [p.x, p.y])).toEqual([
      [1, 1],
      [10, 0],
      [20, 5],
    ]);
    expect(markers.some((marker) => marker.ns === "labels")).toBe(false);
    expect(markers.find((marker) => marker.ns === "frontiers")?.points).toEqual([
      { x: 30, y: 0, z: 0 },
    ]);
    expect(markers.every((marker) => marker.header.frame_id === "odom_test")).toBe(true);
  });

  it("draws an empty map as a lone DELETEALL", () => {
    expect(
      buildMarkerArray(new SemanticMap(), {}, { frameId: "map", labels: true }).markers,
    ).toHaveLength(1);
  });
});
