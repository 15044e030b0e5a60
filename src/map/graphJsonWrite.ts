import { ok, type Result } from "../errors/index.js";
import { roundVec } from "../geo/index.js";
import { parseGraphJson, type GraphJson, type GraphNodeJson } from "./graphJson.js";
import { SemanticMap } from "./SemanticMap.js";
import type { JsonObject } from "./types.js";

/** Build a map from a parsed graph. The graph was checked by {@link parseGraphJson}, so nothing can fail. */
export function mapFromGraphJson(graph: GraphJson): SemanticMap {
  const map = new SemanticMap();
  for (const [list, type] of [
    [graph.regions, "region"],
    [graph.objects, "object"],
  ] as const) {
    for (const node of list) {
      const { name, coords, ...attributes } = node;
      map.addNode({ name, type, coords, attributes });
    }
  }
  for (const [a, b] of [...graph.region_connections, ...graph.object_connections])
    map.addEdge(a, b);
  if (graph.robot_location !== undefined) map.setRobotLocation(graph.robot_location);
  return map;
}

/** Parse and build in one step; errors as in {@link parseGraphJson}. */
export function loadGraph(
  input: unknown,
): Result<{ map: SemanticMap; warnings: string[] }, string[]> {
  const parsed = parseGraphJson(input);
  if (!parsed.ok) return parsed;
  return ok({ map: mapFromGraphJson(parsed.value.graph), warnings: parsed.value.warnings });
}

/**
 * The canonical SPINE graph JSON for a map: nodes in natural name order, coords rounded to 0.1 m, attributes
 * after name and coords, region edges with their ends in name order, object edges as [object, region].
 */
export function mapToGraphJson(map: SemanticMap): GraphJson {
  const nodeJson = (name: string): GraphNodeJson => {
    const node = map.get(name);
    if (node === undefined) throw new Error(`node "${name}" vanished while serialising`);
    const rounded = roundVec(node.coords);
    return { name, coords: [rounded[0], rounded[1]], ...withoutReservedKeys(node.attributes) };
  };
  const regions = map.regionNames().sort(naturalCompare).map(nodeJson);
  const objects = map.objectNames().sort(naturalCompare).map(nodeJson);
  const region_connections = map
    .edges("region")
    .map(([a, b]): [string, string] => (naturalCompare(a, b) <= 0 ? [a, b] : [b, a]))
    .sort(compareEdges);
  const object_connections = map
    .edges("object")
    .map(([a, b]): [string, string] => [a, b])
    .sort(compareEdges);
  const graph: GraphJson = { regions, objects, region_connections, object_connections };
  if (map.robotLocation !== undefined) graph.robot_location = map.robotLocation;
  return graph;
}

/** Attributes minus the keys that identify a node in a graph file; those always come from the node itself. */
export function withoutReservedKeys(attributes: Readonly<JsonObject>): JsonObject {
  if (!("name" in attributes) && !("coords" in attributes)) return { ...attributes };
  const { name: _name, coords: _coords, ...rest } = attributes;
  return rest;
}

/** "road_2" sorts before "road_10". */
export function naturalCompare(a: string, b: string): number {
  // The collator calls "site_01" and "site_1" equal; fall back to code units so the order is total.
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "variant" });

function compareEdges(a: readonly [string, string], b: readonly [string, string]): number {
  return naturalCompare(a[0], b[0]) || naturalCompare(a[1], b[1]);
}
