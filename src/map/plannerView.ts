import type { GraphJson } from "./graphJson.js";
import { mapToGraphJson } from "./graphJsonWrite.js";
import { inlineJson } from "./inlineJson.js";
import type { SemanticMap } from "./SemanticMap.js";

export interface PlannerViewOptions {
  /** Show only these nodes (and edges among them); the robot's region is always shown. */
  include?: ReadonlySet<string>;
}

/**
 * The map as the plan generator sees it: valid JSON in the SPINE layout (`regions`, `objects`,
 * `region_connections`, `object_connections`, `robot_location`), coordinates in metres rounded to 0.1 m,
 * attributes included, deterministic order, one node or edge per line.
 */
export function serializeForPlanner(map: SemanticMap, options: PlannerViewOptions = {}): string {
  return formatGraphJson(filterGraph(mapToGraphJson(map), options.include));
}

/** Pretty-print a graph with one node or edge per line (valid JSON). */
export function formatGraphJson(graph: GraphJson): string {
  const section = (key: string, items: readonly unknown[]): string =>
    items.length === 0
      ? `  ${JSON.stringify(key)}: []`
      : `  ${JSON.stringify(key)}: [\n${items.map((item) => `    ${inlineJson(item)}`).join(",\n")}\n  ]`;
  const parts = [
    section("regions", graph.regions),
    section("objects", graph.objects),
    section("region_connections", graph.region_connections),
    section("object_connections", graph.object_connections),
  ];
  if (graph.robot_location !== undefined) {
    parts.push(`  "robot_location": ${JSON.stringify(graph.robot_location)}`);
  }
  return `{\n${parts.join(",\n")}\n}`;
}

function filterGraph(graph: GraphJson, include: ReadonlySet<string> | undefined): GraphJson {
  if (include === undefined) return graph;
  const keep = new Set(include);
  if (graph.robot_location !== undefined) keep.add(graph.robot_location);
  const both = ([a, b]: readonly [string, string]): boolean => keep.has(a) && keep.has(b);
  const filtered: GraphJson = {
    regions: graph.regions.filter((node) => keep.has(node.name)),
    objects: graph.objects.filter((node) => keep.has(node.name)),
    region_connections: graph.region_connections.filter(both),
    object_connections: graph.object_connections.filter(both),
  };
  if (graph.robot_location !== undefined) filtered.robot_location = graph.robot_location;
  return filtered;
}
