import { fail, ok, type Result } from "../errors/index.js";
import { loadConfigFile } from "./configFile.js";
import { formatIssues } from "./formatIssues.js";
import {
  INPUT_LIMIT_NAMES,
  INPUT_LIMIT_SCHEMAS,
  limitFlagName,
  type InputLimitName,
  type InputLimits,
} from "./limitSettings.js";

/** Command-line values as a parser hands them over: text. */
export type InputLimitFlags = { readonly [K in InputLimitName]?: string | undefined };

export interface ResolveInputLimitsOptions {
  flags?: InputLimitFlags;
  /** Path of a `spine.config.json` to read; a missing or invalid file is an error. */
  configFile?: string;
}

/**
 * The limits a user set: flags over the config file's `limits` section. Unset limits are absent, so each keeps
 * the default of the code that applies it. Errors name the flag (`--max-png-pixels: Too small: expected number
 * to be >0 (got "-1")`) or the file and key (`spine.config.json: limits.maxWorldExtentM: …`).
 */
export function resolveInputLimits(
  options: ResolveInputLimitsOptions,
): Result<Partial<InputLimits>> {
  const errors: string[] = [];
  let fromFile: Partial<InputLimits> = {};
  if (options.configFile !== undefined) {
    const loaded = loadConfigFile(options.configFile);
    if (!loaded.ok) errors.push(loaded.error);
    else fromFile = loaded.value.limits ?? {};
  }
  const fromFlags: Partial<Record<InputLimitName, number>> = {};
  for (const name of INPUT_LIMIT_NAMES) {
    const raw = options.flags?.[name];
    if (raw === undefined) continue;
    const text = raw.trim().replace(/_/g, "");
    const number = text === "" ? Number.NaN : Number(text);
    const parsed = INPUT_LIMIT_SCHEMAS[name].safeParse(Number.isNaN(number) ? raw : number);
    if (parsed.success) fromFlags[name] = parsed.data;
    else errors.push(formatIssues(limitFlagName(name), parsed.error.issues, raw));
  }
  if (errors.length > 0) return fail(errors.join("\n"));
  return ok({ ...fromFile, ...fromFlags });
}
