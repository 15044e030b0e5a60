import { describeValue, fail, ok, type Result } from "../../errors/index.js";
import { isPlainObject } from "../../map/index.js";
import type { Pose } from "../types.js";
import { header, type PoseMsg, type PoseStamped, type Quaternion } from "./msgs.js";

/** A rotation about +z (ENU: counter-clockwise from east). */
export function quaternionFromYaw(yawRad: number): Quaternion {
  return { x: 0, y: 0, z: Math.sin(yawRad / 2), w: Math.cos(yawRad / 2) };
}

/** The heading of a quaternion's x axis projected on the ground plane (works for non-planar rotations too). */
export function yawFromQuaternion(q: Quaternion): number {
  return Math.atan2(2 * (q.w * q.z + q.x * q.y), 1 - 2 * (q.y * q.y + q.z * q.z));
}

export function poseMsg(pose: Pose): PoseMsg {
  return {
    position: { x: pose.x, y: pose.y, z: 0 },
    orientation: quaternionFromYaw(pose.yawRad),
  };
}

/** A full PoseStamped: rosbridge fills missing fields with zeros, and a zero quaternion is not a rotation. */
export function poseStampedMsg(pose: Pose, frameId: string): PoseStamped {
  return { header: header(frameId), pose: poseMsg(pose) };
}

/**
 * Read a geometry_msgs/Pose from the wire. A missing or all-zero orientation is read as yaw 0 (some publishers
 * leave it unset); non-finite numbers are rejected.
 */
export function poseFromMsg(value: unknown): Result<Pose> {
  if (!isPlainObject(value))
    return fail(`expected a geometry_msgs/Pose, got ${describeValue(value)}`);
  const position = value["position"];
  if (
    !isPlainObject(position) ||
    !isFiniteNumber(position["x"]) ||
    !isFiniteNumber(position["y"])
  ) {
    return fail(`pose.position must have finite x and y, got ${describeValue(position)}`);
  }
  const orientation = value["orientation"];
  let yawRad = 0;
  if (isPlainObject(orientation)) {
    const q = {
      x: orientation["x"],
      y: orientation["y"],
      z: orientation["z"],
      w: orientation["w"],
    };
    if (![q.x, q.y, q.z, q.w].every(isFiniteNumber)) {
      return fail(
        `pose.orientation must be a quaternion of finite numbers, got ${describeValue(orientation)}`,
      );
    }
    const quaternion = q as Quaternion;
    const norm = Math.hypot(quaternion.x, quaternion.y, quaternion.z, quaternion.w);
    if (norm > 1e-9) yawRad = yawFromQuaternion(quaternion);
  }
  return ok({ x: position["x"], y: position["y"], yawRad });
}

/** Read a geometry_msgs/PoseStamped, checking its frame when it names one. */
export function poseFromStampedMsg(value: unknown, frameId: string): Result<Pose> {
  if (!isPlainObject(value)) {
    return fail(`expected a geometry_msgs/PoseStamped, got ${describeValue(value)}`);
  }
  const frame = isPlainObject(value["header"]) ? value["header"]["frame_id"] : undefined;
  if (typeof frame === "string" && frame !== "" && stripSlash(frame) !== stripSlash(frameId)) {
    return fail(`pose is in frame "${frame}", expected "${frameId}"`);
  }
  return poseFromMsg(value["pose"]);
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** tf2 frame ids have no leading slash; ROS 1 publishers often still send one. */
export function stripSlash(frame: string): string {
  return frame.startsWith("/") ? frame.slice(1) : frame;
}

/** A geometry_msgs/PoseWithCovarianceStamped (AMCL's `/amcl_pose`); the covariance is not used. */
export function poseWithCovarianceStampedMsg(
  pose: Pose,
  frameId: string,
): { header: PoseStamped["header"]; pose: { pose: PoseMsg; covariance: number[] } } {
  return {
    header: header(frameId),
    pose: { pose: poseMsg(pose), covariance: new Array<number>(36).fill(0) },
  };
}

/** Read a geometry_msgs/PoseWithCovarianceStamped, checking its frame when it names one. */
export function poseFromCovarianceStampedMsg(value: unknown, frameId: string): Result<Pose> {
  if (!isPlainObject(value) || !isPlainObject(value["pose"])) {
    return fail(`expected a geometry_msgs/PoseWithCovarianceStamped, got ${describeValue(value)}`);
  }
  return poseFromStampedMsg({ header: value["header"], pose: value["pose"]["pose"] }, frameId);
}
