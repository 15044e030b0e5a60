import {
  occupancyGridMsg,
  poseStampedMsg,
  poseWithCovarianceStampedMsg,
  toWire,
  type RosNames,
  type RosVersion,
} from "../../src/robot/rosbridge/index.js";
import type { ClientSession } from "./ClientSession.js";
import type { SimulatedRobot } from "./SimulatedRobot.js";

/**
 * What the robot reports by itself: `/spine/robot_pose` and the local costmap. The costmap is the expensive one:
 * it goes out only after the robot moved, at most once per `costmapIntervalMs` (always at the end of a goal),
 * and only while someone listens.
 */
export class SimTelemetry {
  readonly #robot: SimulatedRobot;
  readonly #names: RosNames;
  readonly #ros: RosVersion;
  readonly #costmapIntervalMs: number;
  readonly #publish: (topic: string, msg: unknown) => void;
  readonly #isSubscribed: (topic: string) => boolean;
  #costmapSentMs = Number.NEGATIVE_INFINITY;
  #costmapPose = "";
  #posePublished: string;

  constructor(options: {
    robot: SimulatedRobot;
    names: RosNames;
    ros: RosVersion;
    costmapIntervalMs: number;
    publish: (topic: string, msg: unknown) => void;
    isSubscribed: (topic: string) => boolean;
  }) {
    this.#robot = options.robot;
    this.#names = options.names;
    this.#ros = options.ros;
    // AMCL published the start pose when it came up: latched for new subscribers, not sent again until it moves.
    this.#posePublished = poseKey(options.robot.pose());
    this.#costmapIntervalMs = options.costmapIntervalMs;
    this.#publish = options.publish;
    this.#isSubscribed = options.isSubscribed;
  }

  /** ROS 2 publishes like AMCL: only when the pose changed (a robot standing still sends nothing). */
  publishPose(): void {
    const topic = this.#names.robotPose;
    if (!this.#isSubscribed(topic)) return;
    const key = poseKey(this.#robot.pose());
    if (this.#ros === 2 && key === this.#posePublished) return;
    this.#posePublished = key;
    this.#publish(topic, this.#poseMsg());
  }

  publishCostmap({ force }: { force: boolean }): void {
    const topic = this.#names.costmap;
    if (!this.#isSubscribed(topic)) return;
    const { x, y } = this.#robot.pose();
    const key = `${x},${y}`;
    const now = Date.now();
    if (key === this.#costmapPose) return;
    if (!force && now - this.#costmapSentMs < this.#costmapIntervalMs) return;
    const grid = this.#robot.costmap();
    if (grid === undefined) return;
    this.#costmapPose = key;
    this.#costmapSentMs = now;
    this.#publish(topic, occupancyGridMsg(grid, this.#names.mapFrame));
  }

  /**
   * A new subscriber gets the current pose and costmap at once, as if their publishers latched (ROS 2: Nav2's
   * costmaps and AMCL's pose are transient local, and the bridge matches that durability).
   */
  sendLatest(session: ClientSession, topic: string): void {
    if (topic === this.#names.robotPose) session.publish(topic, toWire(this.#poseMsg(), this.#ros));
    if (topic === this.#names.costmap) {
      const grid = this.#robot.costmap();
      if (grid === undefined) return;
      session.publish(topic, toWire(occupancyGridMsg(grid, this.#names.mapFrame), this.#ros));
      // The same grid is not sent again until the robot moves (it raced the latched one to new subscribers).
      const { x, y } = this.#robot.pose();
      this.#costmapPose = `${x},${y}`;
    }
  }

  /** A PoseStamped, or AMCL's PoseWithCovarianceStamped when the names say the pose topic carries one. */
  #poseMsg(): unknown {
    const { robotPoseMsg, mapFrame } = this.#names;
    const pose = this.#robot.pose();
    return robotPoseMsg === "PoseStamped"
      ? poseStampedMsg(pose, mapFrame)
      : poseWithCovarianceStampedMsg(pose, mapFrame);
  }
}

function poseKey(pose: { x: number; y: number; yawRad: number }): string {
  return `${pose.x},${pose.y},${pose.yawRad}`;
}
