import { basename, join, resolve } from "node:path";
import { describeValue } from "../../src/errors/index.js";
import { isPlainObject } from "../../src/map/index.js";
import { filesWithSuffix, isFile, WORLD_SUFFIX } from "./builtinWorlds.js";
import type { FieldIssues } from "./FieldIssues.js";
import type { MissionWorld } from "./types.js";

export interface WorldContext {
  /** The mission file's folder; relative paths start here. */
  baseDir: string;
  builtinWorldsDir: string;
  issues: FieldIssues;
}

const GRAPH_WORLD_KEYS = ["full", "prior", "dropFraction", "seed"] as const;
const GRAPH_WORLD_EXAMPLE = `{"full": "a.graph.json", "prior": "b.graph.json"} or {"full": "a.graph.json", "dropFraction": 0.3, "seed": 7}`;

/**
 * The mission's `world`: a `.world.geojson` path relative to the mission file, the name of a built-in world
 * (`sim/worlds/<name>.world.geojson`), or a graph world object. A path next to the mission wins over a built-in
 * of the same name. Files must exist; their contents are checked when the world is loaded.
 */
export function parseWorldField(
  value: unknown,
  context: WorldContext,
): { world: MissionWorld; worldName: string } | undefined {
  const { issues } = context;
  if (typeof value === "string") return parseWorldName(value, context);
  if (isPlainObject(value)) return parseGraphWorld(value, context);
  issues.error(
    "world",
    value === undefined
      ? `(required) must name the world: a .world.geojson path relative to the mission file, a built-in world name, or a graph world ${GRAPH_WORLD_EXAMPLE}`
      : `must be a world file path, a built-in world name or a graph world object, got ${describeValue(value)}`,
  );
  return undefined;
}

function parseWorldName(
  value: string,
  context: WorldContext,
): { world: MissionWorld; worldName: string } | undefined {
  const { baseDir, builtinWorldsDir, issues } = context;
  if (value.trim() === "") {
    issues.error("world", "must name a world, got an empty string");
    return undefined;
  }
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

function parseGraphWorld(
  value: Record<string, unknown>,
  context: WorldContext,
): { world: MissionWorld; worldName: string } | undefined {
  const { baseDir, issues } = context;
  issues.warnUnknownKeys(value, GRAPH_WORLD_KEYS, "world");
  const errorsBefore = issues.errors.length;
  const graphPath = (key: "full" | "prior"): string | undefined => {
    const raw = value[key];
    if (raw === undefined) return undefined;
    if (typeof raw !== "string" || raw.trim() === "") {
      issues.error(
        `world.${key}`,
        `must be a graph file path relative to the mission file, got ${describeValue(raw)}`,
      );
      return undefined;
    }
    const path = resolve(baseDir, raw);
    if (!isFile(path)) issues.error(`world.${key}`, `cannot find "${raw}" (looked for ${path})`);
    return path;
  };
  const fullPath = graphPath("full");
  if (value["full"] === undefined) {
    issues.error(
      "world.full",
      `(required) must be the full graph's path, as in ${GRAPH_WORLD_EXAMPLE}`,
    );
  }
  const priorPath = graphPath("prior");
  const dropFraction = issues.number(value["dropFraction"], "world.dropFraction", {
    min: 0,
    what: "the share of non-start nodes to drop, between 0 and 1",
  });
  if (dropFraction !== undefined && dropFraction > 1) {
    issues.error(
      "world.dropFraction",
      `must be the share of non-start nodes to drop, between 0 and 1, got ${dropFraction}`,
    );
  }
  const seed = issues.number(value["seed"], "world.seed", {
    integer: true,
    min: 0,
    what: "the random seed",
  });
  const hasPrior = value["prior"] !== undefined;
  const hasDrop = value["dropFraction"] !== undefined;
  if (hasPrior && hasDrop) {
    issues.error("world", `give either "prior" or "dropFraction" + "seed", not both`);
  } else if (!hasPrior && !hasDrop) {
    issues.error(
      "world",
      `a graph world needs "prior" or "dropFraction" + "seed", as in ${GRAPH_WORLD_EXAMPLE}`,
    );
  } else if (hasDrop && value["seed"] === undefined) {
    issues.error("world.seed", `(required with dropFraction) must be an integer ≥ 0, got nothing`);
  }
  if (issues.errors.length > errorsBefore || fullPath === undefined) return undefined;
  const worldName = basename(fullPath).replace(/(\.full)?\.graph\.json$|\.json$/, "");
  if (priorPath !== undefined) return { world: { kind: "graph", fullPath, priorPath }, worldName };
  if (dropFraction === undefined || seed === undefined) return undefined;
  return { world: { kind: "graph", fullPath, dropFraction, seed }, worldName };
}

function stripSuffix(fileName: string): string {
  return fileName.replace(/\.world\.geojson$|\.geojson$/, "");
}
