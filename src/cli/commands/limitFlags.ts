import { existsSync } from "node:fs";
import type { Command } from "commander";
import {
  CONFIG_FILE_NAME,
  limitFlagName,
  resolveInputLimits,
  type InputLimitFlags,
  type InputLimitName,
  type InputLimits,
} from "../../config/index.js";
import { MAX_PNG_PIXELS } from "../../../priors/index.js";
import { MAX_MISSION_FILE_BYTES, MAX_MISSION_TEXT_CHARS } from "../../../sim/missions/index.js";
import { DEFAULT_WORLD_LIMITS } from "../../../sim/world/index.js";
import type { CliContext } from "../context.js";

/** Each limit's default (kept where it is applied) and what its flag says in `--help`. */
export const INPUT_LIMIT_DEFAULTS: InputLimits = {
  maxWorldExtentM: DEFAULT_WORLD_LIMITS.maxWorldExtentM,
  maxStartOutsideM: DEFAULT_WORLD_LIMITS.maxStartOutsideM,
  maxPngPixels: MAX_PNG_PIXELS,
  maxMissionFileBytes: MAX_MISSION_FILE_BYTES,
  maxMissionTextChars: MAX_MISSION_TEXT_CHARS,
};

const HELP: Record<InputLimitName, { value: string; text: string }> = {
  maxWorldExtentM: { value: "m", text: "largest side of a world or GeoJSON prior" },
  maxStartOutsideM: { value: "m", text: "how far outside the world a mission's start may lie" },
  maxPngPixels: { value: "n", text: "most pixels of a PNG land-cover raster" },
  maxMissionFileBytes: { value: "bytes", text: "largest mission file read" },
  maxMissionTextChars: { value: "n", text: "longest mission text" },
};

/** The limit flags as commander hands them over, with `--config` where the command has it. */
export type LimitFlags = InputLimitFlags & { config?: string };

/**
 * Add the flags of the input limits `names` to a command, each with its default in the help. With
 * `config: true` the command also gets `--config` (commands that have it already pass false).
 */
export function addLimitOptions(
  command: Command,
  names: readonly InputLimitName[],
  options: { config: boolean },
): Command {
  for (const name of names) {
    const { value, text } = HELP[name];
    command.option(
      `${limitFlagName(name)} <${value}>`,
      `${text} (default ${INPUT_LIMIT_DEFAULTS[name]}; or limits.${name} in ${CONFIG_FILE_NAME})`,
    );
  }
  if (options.config)
    command.option(
      "--config <file>",
      `config file, for its limits section (default ./${CONFIG_FILE_NAME} when present)`,
    );
  return command;
}

/**
 * The limits the user set (flags over the config file's `limits` section), or undefined when a value is unusable
 * (reported through `context.usageError`: exit 2, the flag or key named).
 */
export function readLimitFlags(
  flags: LimitFlags,
  context: CliContext,
): Partial<InputLimits> | undefined {
  const configFile = flags.config ?? (existsSync(CONFIG_FILE_NAME) ? CONFIG_FILE_NAME : undefined);
  const resolved = resolveInputLimits({
    flags,
    ...(configFile === undefined ? {} : { configFile }),
  });
  if (resolved.ok) return resolved.value;
  context.usageError(resolved.error);
  return undefined;
}

/** The world-size part of the limits, as sim/world takes it. */
export function worldLimitsOf(
  limits: Partial<InputLimits>,
): Partial<Pick<InputLimits, "maxWorldExtentM" | "maxStartOutsideM">> {
  return {
    ...(limits.maxWorldExtentM === undefined ? {} : { maxWorldExtentM: limits.maxWorldExtentM }),
    ...(limits.maxStartOutsideM === undefined ? {} : { maxStartOutsideM: limits.maxStartOutsideM }),
  };
}
