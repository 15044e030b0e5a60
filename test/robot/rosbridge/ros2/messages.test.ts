import { describe, expect, it } from "vitest";
import {
  buildMarkerArray,
  DEFAULT_ROS2_NAMES,
  occupancyGridFromMsg,
  occupancyGridMsg,
  poseFromCovarianceStampedMsg,
  poseWithCovarianceStampedMsg,
  resolveRosNames,
  robotPoseType,
  rosTypes,
  secondsOf,
  toWire,
} from "../../../../src/robot/rosbridge/index.js";
import { SemanticMap } from "../../../../src/map/index.js";

describe("ROS 2 names and types", () => {
  it("defaults to the ROS 2 profile: Nav2's costmap, AMCL's pose, navigate_to_pose; overrides apply", () => {
    expect(resolveRosNames()).toEqual(DEFAULT_ROS2_NAMES);
    expect(DEFAULT_ROS2_NAMES).toMatchObject({
      costmap: "/local_costmap/costmap",
      robotPose: "/amcl_pose",
      robotPoseMsg: "PoseWithCovarianceStamped",
      navigateToPose: "/navigate_to_pose",
    });
    const names = resolveRosNames({ robotPose: "/robot_pose", robotPoseMsg: "PoseStamped" }, 2);
    expect(robotPoseType(names, 2)).toBe("geometry_msgs/msg/PoseStamped");
    expect(robotPoseType(DEFAULT_ROS2_NAMES, 2)).toBe(
      "geometry_msgs/msg/PoseWithCovarianceStamped",
    );
  });

  it("spells every ROS 2 type pkg/msg|srv|action/Type", () => {
    for (const type of Object.values(rosTypes(2)))
      expect(type).toMatch(/^\w+\/(msg|srv|action)\/\w+$/);
    expect(rosTypes(2).query).toBe("spine_msgs/srv/Query");
    expect(rosTypes(1).query).toBe("spine_msgs/Query");
  });
});

describe("messages on the ROS 2 wire", () => {
  it("drops header seq and writes times as {sec, nanosec}, deep inside; ROS 1 is left as it is", () => {
    const msg = {
      header: { seq: 3, stamp: { secs: 4, nsecs: 5 }, frame_id: "map" },
      markers: [{ lifetime: { secs: 1, nsecs: 0 }, text: "seq" }],
      data: Int8Array.from([1, -1]),
    };
    const wire = toWire(msg, 2);
    expect(wire.header).toEqual({ stamp: { sec: 4, nanosec: 5 }, frame_id: "map" });
    expect(wire.markers[0]).toEqual({ lifetime: { sec: 1, nanosec: 0 }, text: "seq" });
    expect(wire.data).toBe(msg.data);
    expect(toWire(msg, 1)).toBe(msg);
  });

  it("a MarkerArray carries no ROS 1 field once on the ROS 2 wire", () => {
    const map = new SemanticMap();
    map.addNode({ name: "a_1", type: "region", coords: [0, 0] });
    const text = JSON.stringify(
      toWire(buildMarkerArray(map, {}, { frameId: "map", labels: true }), 2),
    );
    expect(text).not.toMatch(/"seq"|"secs"|"nsecs"/);
  });

  it("reads times of either generation", () => {
    expect(secondsOf({ secs: 2, nsecs: 5e8 })).toBe(2.5);
    expect(secondsOf({ sec: 2, nanosec: 5e8 })).toBe(2.5);
    expect(secondsOf({ sec: "2" })).toBeUndefined();
  });

  it("reads a ROS 2 OccupancyGrid stamp and AMCL's PoseWithCovarianceStamped", () => {
    const grid = {
      resolutionM: 0.5,
      width: 2,
      height: 1,
      originX: 1,
      originY: 2,
      data: [0, 100],
      stampSec: 7.25,
    };
    const read = occupancyGridFromMsg(toWire(occupancyGridMsg(grid, "map"), 2));
    expect(read.ok && read.value.stampSec).toBe(7.25);
    const pose = { x: 3, y: -4, yawRad: 1 };
    const amcl = poseFromCovarianceStampedMsg(
      toWire(poseWithCovarianceStampedMsg(pose, "map"), 2),
      "map",
    );
    expect(amcl.ok && amcl.value.x).toBe(3);
    expect(amcl.ok && amcl.value.yawRad).toBeCloseTo(1, 9);
    expect(poseFromCovarianceStampedMsg({ header: {}, pose: 5 }, "map").ok).toBe(false);
    expect(poseFromCovarianceStampedMsg(poseWithCovarianceStampedMsg(pose, "odom"), "map")).toEqual(
      {
        ok: false,
        error: 'pose is in frame "odom", expected "map"',
      },
    );
  });
});
