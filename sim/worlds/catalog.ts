import { statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { fail, ok, type Result } from "../../src/errors/index.js";
import { builtinWorldsDir, listBuiltinWorlds } from "../missions/index.js";
import { loadWorldFile, type World, type WorldLimits } from "../world/index.js";

const WORLD_SUFFIX = ".world.geojson";

/**
 * Where a world named on the command line lives: a path to a `.world.geojson` file (relative to `baseDir`, by
 * default the working directory), or the name of a built-in world (`riverside`). A file wins over a built-in
 * name when both exist.
 */
export function resolveWorldPath(
  nameOrPath: string,
  { baseDir, dir = builtinWorldsDir() }: { baseDir?: string; dir?: string } = {},
): Result<string> {
  const asPath = baseDir === undefined ? resolve(nameOrPath) : resolve(baseDir, nameOrPath);
  if (isFile(asPath)) return ok(asPath);
  if (!/[\\/]/.test(nameOrPath)) {
    const builtin = join(dir, `${basename(nameOrPath, WORLD_SUFFIX)}${WORLD_SUFFIX}`);
    if (isFile(builtin)) return ok(builtin);
  }
  const names = listBuiltinWorlds({ dir }).map((world) => world.name);
  return fail(
    `no world "${nameOrPath}": not a file, and not a built-in world (built-in: ${names.join(", ") || "none"})`,
  );
}

/** Load a world by built-in name or file path; errors say which world and what is wrong with it. */
export function loadWorld(
  nameOrPath: string,
  options: { baseDir?: string; dir?: string; limits?: Partial<WorldLimits> } = {},
): Result<World, string[]> {
  const path = resolveWorldPath(nameOrPath, options);
  if (!path.ok) return fail([path.error]);
  return loadWorldFile(path.value, options.limits === undefined ? {} : { limits: options.limits });
}

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
}
