import { readFileSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { describeError, fail, type Result } from "../../src/errors/index.js";
import { parseMission } from "./parseMission.js";
import type { Mission } from "./types.js";

/**
 * Read and parse a `.mission.json` file. Unreadable files and bad JSON are errors naming the path; messages
 * about the contents name the file by its base name. Relative world paths start at the file's folder.
 */
export function loadMissionFile(
  path: string,
  options: { builtinWorldsDir?: string } = {},
): Result<Mission, string[]> {
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
  return parseMission(json, {
    ...options,
    source: basename(path),
    baseDir: dirname(resolve(path)),
  });
}
