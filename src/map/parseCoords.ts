import { describeValue, fail, ok, type Result } from "../errors/index.js";
import type { Vec2 } from "../geo/index.js";

/**
 * The largest coordinate a map may hold, metres from its origin. Maps are local ENU frames: nothing on Earth
 * lies 10 000 km from a frame's origin, and a value like 1e308 overflows to Infinity (then null in JSON) as
 * soon as anything adds or squares it.
 */
export const MAX_COORDINATE_M = 10_000_000;

/**
 * Coordinates in any of the accepted forms: [x, y] numbers, ["x", "y"] numeric strings, or the string "[x, y]".
 */
export function parseCoords(value: unknown): Result<Vec2> {
  let candidate = value;
  if (typeof candidate === "string") {
    const match = /^\s*[[(]?\s*([^,\s\])]+)\s*,\s*([^,\s\])]+)\s*[\])]?\s*$/.exec(candidate);
    if (match === null) return fail(`coords must be [x, y], got ${describeValue(value)}`);
    candidate = [match[1], match[2]];
  }
  if (!Array.isArray(candidate) || candidate.length !== 2) {
    return fail(`coords must be [x, y], got ${describeValue(value)}`);
  }
  const numbers = candidate.map((part: unknown) =>
    typeof part === "number"
      ? part
      : typeof part === "string" && part.trim() !== ""
        ? Number(part)
        : NaN,
  );
  const [x, y] = numbers;
  if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) {
    return fail(`coords must be two finite numbers, got ${describeValue(value)}`);
  }
  if (Math.abs(x) > MAX_COORDINATE_M || Math.abs(y) > MAX_COORDINATE_M) {
    return fail(
      `coords must lie within ${MAX_COORDINATE_M} m of the map's origin, got ${describeValue(value)}`,
    );
  }
  return ok([x, y]);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
