import { describeValue, fail, ok, type Result } from "../../errors/index.js";
import { isPlainObject } from "../../map/index.js";
import type { OccupancyGrid } from "../types.js";
import { header, rosTimeFromSec, ZERO_TIME, type OccupancyGridMsg } from "./msgs.js";
import { isFiniteNumber, poseFromMsg, stripSlash } from "./poseMsgs.js";
import { secondsOf } from "./rosWire.js";

/** Origins rotated by more than this are refused: the agent's grid type has no rotation. */
const MAX_ORIGIN_YAW_RAD = 1e-3;
const MAX_CELLS = 64_000_000;

/**
 * Read a nav_msgs/OccupancyGrid from the wire. `data` arrives as a plain array (JSON, png) or an `Int8Array`
 * (CBOR); both are accepted as they are, without a copy. A grid whose size does not match its data, with a
 * non-positive resolution or a rotated origin is rejected with the reason, as is one in another frame than
 * `frameId` when given (its cells would be drawn in the wrong place).
 */
export function occupancyGridFromMsg(
  value: unknown,
  options: { frameId?: string } = {},
): Result<OccupancyGrid> {
  if (!isPlainObject(value))
    return fail(`expected a nav_msgs/OccupancyGrid, got ${describeValue(value)}`);
  const frame = isPlainObject(value["header"]) ? value["header"]["frame_id"] : undefined;
  const { frameId } = options;
  if (
    frameId !== undefined &&
    typeof frame === "string" &&
    frame !== "" &&
    stripSlash(frame) !== frameId
  ) {
    return fail(
      `grid is in frame "${frame}", expected "${frameId}" (set the local costmap's global_frame)`,
    );
  }
  const info = value["info"];
  if (!isPlainObject(info)) return fail(`grid.info must be an object, got ${describeValue(info)}`);
  const { resolution, width, height } = info;
  if (!isFiniteNumber(resolution) || resolution <= 0) {
    return fail(
      `grid.info.resolution must be a positive number of metres, got ${describeValue(resolution)}`,
    );
  }
  if (!isCount(width) || !isCount(height)) {
    return fail(
      `grid.info.width and height must be non-negative integers, got ${describeValue(width)} × ${describeValue(height)}`,
    );
  }
  if (width * height > MAX_CELLS) return fail(`grid of ${width} × ${height} cells is too large`);
  const origin = poseFromMsg(info["origin"]);
  if (!origin.ok) return fail(`grid.info.origin: ${origin.error}`);
  if (Math.abs(origin.value.yawRad) > MAX_ORIGIN_YAW_RAD) {
    return fail(
      `grid.info.origin is rotated by ${origin.value.yawRad.toFixed(3)} rad; only axis-aligned grids are supported`,
    );
  }
  const data = value["data"];
  if (!isNumberList(data))
    return fail(`grid.data must be an array of cell values, got ${describeValue(data)}`);
  if (data.length !== width * height) {
    return fail(`grid.data has ${data.length} cells, expected width × height = ${width * height}`);
  }
  const stamp = isPlainObject(value["header"]) ? value["header"]["stamp"] : undefined;
  // ROS 1 `{secs, nsecs}` or ROS 2 `{sec, nanosec}`.
  const stampSec = secondsOf(stamp) ?? 0;
  return ok({
    // float32 on the wire: 0.05 arrives as 0.05000000074505806.
    resolutionM: Math.fround(resolution) === resolution ? roundFloat32(resolution) : resolution,
    width,
    height,
    originX: origin.value.x,
    originY: origin.value.y,
    data,
    stampSec,
  });
}

/** Write our grid as a nav_msgs/OccupancyGrid; `data` becomes an `Int8Array` (CBOR sends it as a typed array). */
export function occupancyGridMsg(grid: OccupancyGrid, frameId: string): OccupancyGridMsg {
  return {
    header: { ...header(frameId), stamp: rosTimeFromSec(grid.stampSec) },
    info: {
      map_load_time: { ...ZERO_TIME },
      resolution: grid.resolutionM,
      width: grid.width,
      height: grid.height,
      origin: {
        position: { x: grid.originX, y: grid.originY, z: 0 },
        orientation: { x: 0, y: 0, z: 0, w: 1 },
      },
    },
    data: Int8Array.from(grid.data),
  };
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

function isNumberList(value: unknown): value is ArrayLike<number> {
  // int8[] arrives as an Int8Array from CBOR; other typed arrays would change the meaning of −1.
  if (value instanceof Int8Array) return true;
  return Array.isArray(value) && value.every((cell) => typeof cell === "number");
}

/** The shortest decimal that is the same float32 (0.05000000074505806 → 0.05). */
function roundFloat32(value: number): number {
  for (let digits = 1; digits <= 9; digits += 1) {
    const candidate = Number(value.toPrecision(digits));
    if (Math.fround(candidate) === value) return candidate;
  }
  return value;
}
