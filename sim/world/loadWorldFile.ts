import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { describeError, fail, type Result } from "../../src/errors/index.js";
import { parseWorld } from "./parseWorld.js";
import { noTraversableError, type WorldLimits } from "./limits.js";
import type { World } from "./types.js";

/**
 * Read and parse a `.world.geojson` file. Unreadable files and bad JSON are errors naming the file; messages
 * about the contents name it by its base name, as people refer to worlds.
 */
export function loadWorldFile(
  path: string,
  options: { limits?: Partial<WorldLimits> } = {},
): Result<World, string[]> {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    return fail([`cannot read world file ${path}: ${describeError(error)}`]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail([`world file ${path} is not valid JSON: ${describeError(error)}`]);
  }
  const world = parseWorld(json, {
    source: basename(path),
    ...(options.limits === undefined ? {} : { limits: options.limits }),
  });
  if (!world.ok) return world;
  const undrivable = noTraversableError(world.value.features);
  return undrivable === undefined ? world : fail([`${basename(path)}: ${undrivable}`]);
}
