import { fail, ok, type Result } from "../../errors/index.js";

/** A numeric CLI flag, checked: what was expected, what arrived. Absent flags are fine (undefined). */
export function parseNumberFlag(
  flag: string,
  raw: string | undefined,
  options: { integer?: boolean; min?: number; max?: number } = {},
): Result<number | undefined> {
  if (raw === undefined) return ok(undefined);
  const value = Number(raw);
  const kind = options.integer === true ? "an integer" : "a number";
  if (
    raw.trim() === "" ||
    !Number.isFinite(value) ||
    (options.integer === true && !Number.isInteger(value))
  ) {
    return fail(`${flag} must be ${kind}, got "${raw}"`);
  }
  if (options.min !== undefined && value < options.min)
    return fail(`${flag} must be at least ${options.min}, got ${raw}`);
  if (options.max !== undefined && value > options.max)
    return fail(`${flag} must be at most ${options.max}, got ${raw}`);
  return ok(value);
}

/** `--ros 1|2`: the robot's ROS generation (default 2). */
export function parseRosFlag(raw: string | undefined): Result<1 | 2> {
  if (raw === undefined || raw === "2") return ok(2);
  if (raw === "1") return ok(1);
  return fail(`--ros must be 1 or 2 (the robot's ROS generation), got "${raw}"`);
}
