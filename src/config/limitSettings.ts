import { z } from "zod";

/**
 * Sizes of input files refused before anything is built from them (issue 14, finding 8). The defaults suit the
 * worlds of one site; a user with a larger site raises them with a flag or the config file's `limits` section.
 * The defaults live where each limit is applied (sim/world, sim/missions, priors); here are only the names,
 * their checks, and how a user sets them.
 */
export interface InputLimits {
  /** The largest side of a world's (or GeoJSON prior's) bounding box, metres. */
  maxWorldExtentM: number;
  /** How far outside the world's bounds a mission's start may lie, metres. */
  maxStartOutsideM: number;
  /** The most pixels a PNG land-cover raster may have, read from its header before decoding. */
  maxPngPixels: number;
  /** The largest mission file read, bytes, checked before reading. */
  maxMissionFileBytes: number;
  /** The longest mission text, characters. */
  maxMissionTextChars: number;
}

export type InputLimitName = keyof InputLimits;

/** A positive number of `unit`s; whole numbers when `whole`. Messages say what was expected. */
function positive(unit: string, whole: boolean): z.ZodNumber {
  const kind = whole ? `a whole number of ${unit}` : `a number of ${unit}`;
  const base = whole ? z.int({ error: `must be ${kind}` }) : z.number({ error: `must be ${kind}` });
  return base.positive(`must be more than 0 (${kind})`).max(Number.MAX_SAFE_INTEGER);
}

/** One schema per limit, shared by the config file and the flags so both fail alike. */
export const INPUT_LIMIT_SCHEMAS = {
  maxWorldExtentM: positive("metres", false),
  maxStartOutsideM: positive("metres", false),
  maxPngPixels: positive("pixels", true),
  maxMissionFileBytes: positive("bytes", true),
  maxMissionTextChars: positive("characters", true),
} as const satisfies Record<InputLimitName, z.ZodType<number>>;

export const INPUT_LIMIT_NAMES = Object.keys(INPUT_LIMIT_SCHEMAS) as InputLimitName[];

/** The config file's `limits` section: every limit optional, nothing else. */
export const LimitsSectionSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(INPUT_LIMIT_SCHEMAS).map(([name, schema]) => [name, schema.optional()]),
  ) as { [K in InputLimitName]: z.ZodOptional<(typeof INPUT_LIMIT_SCHEMAS)[K]> },
);

/** `maxWorldExtentM` → `--max-world-extent-m`. */
export function limitFlagName(name: InputLimitName): string {
  return `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}
