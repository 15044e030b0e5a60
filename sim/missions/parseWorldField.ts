import { basename, join, resolve } from "node:path";
import { filesWithSuffix, isFile, WORLD_SUFFIX } from "./builtinWorlds.js";
import type { FieldIssues } from "./FieldIssues.js";
import { GRAPH_WORLD_EXAMPLE, type GraphWorldField } from "./missionSchema.js";
import type { MissionWorld } from "./types.js";

export interface WorldContext {
  /** The mission file's folder; relative paths start here. */
  baseDir: string;
  builtinWorldsDir: string;
  issues: FieldIssues;
}

/**
 * The mission's `world`: a `.world.geojson` path relative to the mission file, the name of a built-in world
 * (`sim/worlds/<name>.world.geojson`), or a graph world object. A path next to the mission wins over a built-in
 * of the same name. Its shape was checked by the mission schema; here the files must exist (their contents are
 * checked when the world is loaded).
 */
export function parseWorldField(
  value: string | GraphWorldField,
  context: WorldContext,
): { world: MissionWorld; worldName: string } | undefined {
  return typeof value === "string"
    ? parseWorldName(value, context)
    : parseGraphWorld(value, context);
}

function parseWorldName(
  value: string,
  context: WorldContext,
): { world: MissionWorld; worldName: string } | undefined {
  const { baseDir, builtinWorldsDir, issues } = context;
  if (value.endsWith(".graph.json")) {
    issues.error(
      "world",
      `"${value}" is a graph file; name a graph world as ${GRAPH_WORLD_EXAMPLE}`,
    );
    return undefined;
  }
  const relative = resolve(baseDir, value);
  if (isFile(relative)) {
    return { world: { kind: "geojson", path: relative }, worldName: stripSuffix(basename(value)) };
  }
  const isBareName = !/[\\/]/.test(value);
  if (isBareName) {
    const fileName = value.endsWith(".geojson") ? value : `${value}${WORLD_SUFFIX}`;
    const builtin = join(builtinWorldsDir, fileName);
    if (isFile(builtin)) {
      return { world: { kind: "geojson", path: builtin }, worldName: stripSuffix(fileName) };
    }
  }
  const available = filesWithSuffix(builtinWorldsDir, WORLD_SUFFIX).map(stripSuffix);
  issues.error(
    "world",
    `"${value}" is neither a file relative to the mission (looked for ${relative})${
      isBareName
        ? ` nor a built-in world in ${builtinWorldsDir} (${available.length > 0 ? `available: ${available.join(", ")}` : "there are none"})`
        : ""
    }`,
  );
  return undefined;
}

/** A graph world whose shape the schema checked: its files must exist. */
function parseGraphWorld(
  value: GraphWorldField,
  context: WorldContext,
): { world: MissionWorld; worldName: string } | undefined {
  const { baseDir, issues } = context;
  const graphPath = (key: "full" | "prior", raw: string): string | undefined => {
    const path = resolve(baseDir, raw);
    if (isFile(path)) return path;
    issues.error(`world.${key}`, `cannot find "${raw}" (looked for ${path})`);
    return undefined;
  };
  const fullPath = graphPath("full", value.full);
  const priorPath = value.prior === undefined ? undefined : graphPath("prior", value.prior);
  if (fullPath === undefined || (value.prior !== undefined && priorPath === undefined))
    return undefined;
  const worldName = basename(fullPath).replace(/(\.full)?\.graph\.json$|\.json$/, "");
  if (priorPath !== undefined) return { world: { kind: "graph", fullPath, priorPath }, worldName };
  const { dropFraction, seed } = value;
  // The schema made sure a world without a prior has both.
  if (dropFraction === undefined || seed === undefined) return undefined;
  return { world: { kind: "graph", fullPath, dropFraction, seed }, worldName };
}

function stripSuffix(fileName: string): string {
  return fileName.replace(/\.world\.geojson$|\.geojson$/, "");
}
