import { dropPriorNodes, hideDescriptions } from "../../priors/index.js";
import { describeValue, fail, ok, type Result } from "../../src/errors/index.js";
import {
  loadGraph,
  mapToGraphJson,
  parseGraphJson,
  type GraphJson,
  type SemanticMap,
} from "../../src/map/index.js";
import type { GraphWorld } from "./types.js";

/** The prior as a graph (file contents, decoded), or as a share of the truth's nodes to drop at random. */
export type PriorInput =
  { graph: unknown; source: string } | { dropFraction: number; seed: number };

export interface BuildGraphWorldOptions {
  /** The full graph (the truth), JSON-decoded. */
  full: unknown;
  /** Names the full graph in messages (its file name). */
  fullSource: string;
  prior: PriorInput;
  /** Defaults to `fullSource` without `.full.graph.json` / `.graph.json` / `.json`. */
  name?: string;
}

/**
 * Check and assemble a graph world. The prior must be a subset of the truth: a prior node missing from the truth,
 * or of another type, is an error; a prior edge missing from the truth is only a warning, because it is a fair
 * scenario (a path the prior believes in that is gone) and the robot will find it blocked.
 * The start is the prior's `robot_location`, else the truth's; when both are given they must agree.
 */
export function buildGraphWorld(options: BuildGraphWorldOptions): Result<GraphWorld, string[]> {
  const { fullSource, prior } = options;
  const errors: string[] = [];
  const warnings: string[] = [];
  const fullParsed = parseGraphJson(options.full);
  if (!fullParsed.ok) return fail(fullParsed.error.map((e) => `${fullSource}: ${e}`));
  warnings.push(...fullParsed.value.warnings.map((w) => `${fullSource}: ${w}`));
  const truth = fullParsed.value.graph;

  let priorGraph: GraphJson | undefined;
  let drop: { fraction: number; seed: number } | undefined;
  if ("graph" in prior) {
    const priorParsed = parseGraphJson(prior.graph);
    if (!priorParsed.ok) return fail(priorParsed.error.map((e) => `${prior.source}: ${e}`));
    warnings.push(...priorParsed.value.warnings.map((w) => `${prior.source}: ${w}`));
    priorGraph = priorParsed.value.graph;
  } else {
    const { dropFraction, seed } = prior;
    if (!Number.isFinite(dropFraction) || dropFraction < 0 || dropFraction > 1) {
      errors.push(`dropFraction must be a number in [0, 1], got ${describeValue(dropFraction)}`);
    }
    if (!Number.isInteger(seed)) {
      errors.push(`seed must be an integer, got ${describeValue(seed)}`);
    }
    drop = { fraction: dropFraction, seed };
  }

  const start = priorGraph?.robot_location ?? truth.robot_location;
  if (start === undefined) {
    errors.push(
      `${fullSource}: a graph world needs a start: set "robot_location" in the full or the prior graph`,
    );
  } else if (
    priorGraph?.robot_location !== undefined &&
    truth.robot_location !== undefined &&
    priorGraph.robot_location !== truth.robot_location
  ) {
    errors.push(
      `${priorSourceOf(prior)}: robot_location "${priorGraph.robot_location}" differs from the full graph's "${truth.robot_location}"; the robot starts in one place`,
    );
  } else if (!truth.regions.some((r) => r.name === start)) {
    errors.push(
      `${priorSourceOf(prior)}: robot_location "${start}" is not a region of the full graph ${fullSource}`,
    );
  }
  if (priorGraph !== undefined) {
    checkSubset(
      { truth, prior: priorGraph, fullSource, priorSource: priorSourceOf(prior) },
      errors,
      warnings,
    );
    if (start !== undefined && !priorGraph.regions.some((r) => r.name === start)) {
      errors.push(`${priorSourceOf(prior)}: the start region "${start}" must be in the prior`);
    }
  }
  if (errors.length > 0 || start === undefined) return fail(errors);

  const truthCanonical = canonical({ ...truth, robot_location: start });
  let priorCanonical: GraphJson;
  if (priorGraph !== undefined)
    priorCanonical = canonical({ ...priorGraph, robot_location: start });
  else if (drop !== undefined)
    priorCanonical = hideDescriptions(dropPriorNodes(truthCanonical, drop));
  else throw new Error("graph world: neither a prior graph nor a drop fraction");
  const name = options.name ?? worldNameOf(fullSource);
  const source =
    "graph" in prior
      ? `${fullSource} + ${prior.source}`
      : `${fullSource} with ${Math.round(prior.dropFraction * 100)}% of nodes dropped (seed ${prior.seed})`;
  return ok({ name, source, truth: truthCanonical, prior: priorCanonical, start, warnings });
}

function checkSubset(
  graphs: { truth: GraphJson; prior: GraphJson; fullSource: string; priorSource: string },
  errors: string[],
  warnings: string[],
): void {
  const { truth, prior, fullSource, priorSource } = graphs;
  const truthTypes = new Map<string, "region" | "object">();
  for (const r of truth.regions) truthTypes.set(r.name, "region");
  for (const o of truth.objects) truthTypes.set(o.name, "object");
  for (const [list, type] of [
    [prior.regions, "region"],
    [prior.objects, "object"],
  ] as const) {
    for (const node of list) {
      const truthType = truthTypes.get(node.name);
      if (truthType === undefined) {
        errors.push(
          `${priorSource}: ${type} "${node.name}" is not in the full graph ${fullSource}; a prior is a subset of the truth`,
        );
      } else if (truthType !== type) {
        errors.push(
          `${priorSource}: "${node.name}" is ${article(type)} here but ${article(truthType)} in the full graph ${fullSource}`,
        );
      }
    }
  }
  const key = (a: string, b: string): string => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  const truthEdges = new Set(
    [...truth.region_connections, ...truth.object_connections].map(([a, b]) => key(a, b)),
  );
  for (const [a, b] of [...prior.region_connections, ...prior.object_connections]) {
    if (!truthEdges.has(key(a, b))) {
      warnings.push(
        `${priorSource}: edge ["${a}", "${b}"] is not in the full graph; the robot will find it blocked`,
      );
    }
  }
}

function canonical(graph: GraphJson): GraphJson {
  return mapToGraphJson(mapOf(graph));
}

function mapOf(graph: GraphJson): SemanticMap {
  const loaded = loadGraph(graph);
  // Both graphs were parsed above; a failure here is a bug in this module.
  if (!loaded.ok)
    throw new Error(`graph world: parsed graph failed to load: ${loaded.error.join("; ")}`);
  return loaded.value.map;
}

function priorSourceOf(prior: PriorInput): string {
  return "graph" in prior ? prior.source : "the derived prior";
}

/** "lakeside.full.graph.json" → "lakeside". */
export function worldNameOf(source: string): string {
  const base = source.split(/[\\/]/).pop() ?? source;
  return base.replace(/(\.full)?\.graph\.json$|\.json$/, "");
}

function article(type: "region" | "object"): string {
  return type === "region" ? "a region" : "an object";
}
