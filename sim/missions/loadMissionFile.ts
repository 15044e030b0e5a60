import { readFileSync, statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { describeError, fail, type Result } from "../../src/errors/index.js";
import { parseMission } from "./parseMission.js";
import type { Mission } from "./types.js";

/**
 * Read and parse a `.mission.json` file. Unreadable files and bad JSON are errors naming the path; messages
 * about the contents name the file by its base name. Relative world paths start at the file's folder.
 */
/**
 * The largest mission file read (1 MiB): a mission is a few sentences and some expectations. A 50 MB one was
 * once parsed and echoed whole (600 MB on stdout); the size is checked before reading.
 */
export const MAX_MISSION_FILE_BYTES = 1_048_576;

export function loadMissionFile(
  path: string,
  options: { builtinWorldsDir?: string; maxBytes?: number; maxMissionTextChars?: number } = {},
): Result<Mission, string[]> {
  const maxBytes = options.maxBytes ?? MAX_MISSION_FILE_BYTES;
  const size = statSync(path, { throwIfNoEntry: false })?.size;
  if (size !== undefined && size > maxBytes) {
    return fail([
      `mission file ${path} is ${size} bytes, more than the limit maxMissionFileBytes = ${maxBytes} (refused before reading; raise it with --max-mission-file-bytes or limits.maxMissionFileBytes in spine.config.json)`,
    ]);
  }
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    return fail([`cannot read mission file ${path}: ${describeError(error)}`]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail([`mission file ${path} is not valid JSON: ${describeError(error)}`]);
  }
  const { maxBytes: _maxBytes, ...parseOptions } = options;
  return parseMission(json, {
    ...parseOptions,
    source: basename(path),
    baseDir: dirname(resolve(path)),
  });
}
