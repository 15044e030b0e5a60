import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "../../src/config/index.js";
import { naturalCompare } from "../../src/map/index.js";

export const WORLD_SUFFIX = ".world.geojson";
export const MISSION_SUFFIX = ".mission.json";

/** Where built-in worlds and missions live: `sim/worlds/` under the package root. */
export function builtinWorldsDir(): string {
  return join(packageRoot(), "sim", "worlds");
}

/** Names of the files in `dir` ending in `suffix`, in natural order; [] when the folder does not exist. */
export function filesWithSuffix(dir: string, suffix: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(suffix) && file.length > suffix.length)
    .sort(naturalCompare);
}

/** True when `path` is an existing regular file. */
export function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}
