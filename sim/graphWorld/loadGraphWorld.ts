import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { describeError, fail, ok, type Result } from "../../src/errors/index.js";
import { buildGraphWorld } from "./buildGraphWorld.js";
import type { GraphWorld, GraphWorldSource } from "./types.js";

/**
 * Read a graph world's files and assemble it ({@link buildGraphWorld}). Unreadable files and bad JSON are errors
 * naming the path; messages about the contents name files by their base name.
 */
export function loadGraphWorld(source: GraphWorldSource): Result<GraphWorld, string[]> {
  const full = readJson(source.fullPath);
  if (!full.ok) return fail([full.error]);
  const fullSource = basename(source.fullPath);
  if ("priorPath" in source) {
    const prior = readJson(source.priorPath);
    if (!prior.ok) return fail([prior.error]);
    return buildGraphWorld({
      full: full.value,
      fullSource,
      prior: { graph: prior.value, source: basename(source.priorPath) },
    });
  }
  return buildGraphWorld({
    full: full.value,
    fullSource,
    prior: { dropFraction: source.dropFraction, seed: source.seed },
  });
}

function readJson(path: string): Result<unknown> {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    return fail(`cannot read graph file ${path}: ${describeError(error)}`);
  }
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (error) {
    return fail(`graph file ${path} is not valid JSON: ${describeError(error)}`);
  }
}
