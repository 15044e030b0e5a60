import { isPlainObject } from "../../map/index.js";
import type { RosVersion } from "./RosNames.js";

/**
 * Messages are built once, in ROS 1 shape (msgs.ts), and put on the wire in the profile's shape here. The two
 * generations differ in exactly two places that matter to spine's messages:
 * - time and duration: ROS 1 `{secs, nsecs}`, ROS 2 `builtin_interfaces` `{sec, nanosec}`;
 * - std_msgs/Header: ROS 2 has no `seq`, and the ROS 2 bridge refuses a message with a field its type lacks
 *   (message_conversion raises NonexistentFieldException), so a ROS 1 header would make every publish fail.
 * Typed arrays (CBOR grids) are passed through untouched.
 */
export function toWire<T>(message: T, ros: RosVersion): T {
  return ros === 1 ? message : (toRos2(message) as T);
}

function toRos2(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toRos2);
  if (!isPlainObject(value) || ArrayBuffer.isView(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 2 && "secs" in value && "nsecs" in value) {
    return { sec: value["secs"], nanosec: value["nsecs"] };
  }
  const isHeader = "frame_id" in value && "stamp" in value;
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (isHeader && key === "seq") continue;
    out[key] = toRos2(value[key]);
  }
  return out;
}

/** Seconds of a time from either generation (`{secs, nsecs}` or `{sec, nanosec}`); undefined for anything else. */
export function secondsOf(time: unknown): number | undefined {
  if (!isPlainObject(time)) return undefined;
  const whole = time["secs"] ?? time["sec"];
  const fraction = time["nsecs"] ?? time["nanosec"];
  if (typeof whole !== "number" || typeof fraction !== "number") return undefined;
  if (!Number.isFinite(whole) || !Number.isFinite(fraction)) return undefined;
  return whole + fraction * 1e-9;
}
