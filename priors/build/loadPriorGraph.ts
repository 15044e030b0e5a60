import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describeError, fail, ok, type Result } from "../../src/errors/index.js";
import type { LonLat } from "../../src/geo/index.js";
import {
  mapFromGraphJson,
  mapToGraphJson,
  parseGraphJson,
  type GraphJson,
} from "../../src/map/index.js";
import { PRIOR_FILES } from "./writePriorDir.js";

/**
 * Read a prior graph: a graph JSON file, or a directory written by `spine prior build` (its
 * `prior.graph.json`). The graph is checked and returned in canonical form, ready for
 * `prepareMission({ priorGraph })`. With `origin` (the world's ENU origin), a build directory whose
 * `prior.meta.json` records another origin is refused: its coordinates would be in another frame.
 *
 * @example
 * const prior = loadPriorGraph("out/site", { origin: world.origin });
 * if (!prior.ok) console.error(prior.error.join("\n"));
 */
export function loadPriorGraph(
  path: string,
  options: { origin?: LonLat } = {},
): Result<GraphJson, string[]> {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (stats === undefined) return fail([`no prior at ${path}: no such file or directory`]);
  const file = stats.isDirectory() ? join(path, PRIOR_FILES.graph) : path;
  if (stats.isDirectory() && options.origin !== undefined) {
    const mismatch = originMismatch(join(path, PRIOR_FILES.meta), options.origin);
    if (mismatch !== undefined) return fail([mismatch]);
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const what = stats.isDirectory()
      ? `${path} is not a prior build directory (no readable ${PRIOR_FILES.graph})`
      : `cannot read the prior graph ${file}`;
    return fail([`${what}: ${describeError(error)}`]);
  }
  const parsed = parseGraphJson(json);
  if (!parsed.ok) return fail(parsed.error.map((error) => `${file}: ${error}`));
  return ok(mapToGraphJson(mapFromGraphJson(parsed.value.graph)));
}

/** A message when the build's recorded ENU origin is not `origin` (to 1e-7°, about 1 cm). */
function originMismatch(metaPath: string, origin: LonLat): string | undefined {
  if (!existsSync(metaPath)) return undefined;
  let recorded: unknown;
  try {
    recorded = (JSON.parse(readFileSync(metaPath, "utf8")) as { enu_origin?: unknown }).enu_origin;
  } catch (error) {
    return `cannot read ${metaPath}: ${describeError(error)}`;
  }
  if (
    !Array.isArray(recorded) ||
    typeof recorded[0] !== "number" ||
    typeof recorded[1] !== "number"
  ) {
    return undefined;
  }
  const [lon, lat] = recorded as [number, number];
  if (Math.abs(lon - origin[0]) <= 1e-7 && Math.abs(lat - origin[1]) <= 1e-7) return undefined;
  return `${metaPath}: the prior was built with ENU origin ${lon}, ${lat}, but the world's is ${origin[0]}, ${origin[1]}; rebuild it with --origin ${origin[0]},${origin[1]}`;
}
