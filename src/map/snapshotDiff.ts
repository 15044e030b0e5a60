import type { GraphDelta, DeltaNode, DeltaNodeUpdate } from "./delta.js";
import type { GraphJson } from "./graphJson.js";
import type { SemanticMap } from "./SemanticMap.js";
import type { JsonObject, JsonValue } from "./types.js";

/**
 * The delta that turns `map` into `target`. A snapshot resync applies this instead of rebuilding the map, so
 * the planner is told exactly what changed while updates were lost, in the same vocabulary as any delta.
 * Nodes whose type changed are removed and re-added.
 */
export function diffToGraph(map: SemanticMap, target: GraphJson, seq: number): GraphDelta {
  const targetNodes = new Map<
    string,
    { type: "region" | "object"; coords: [number, number]; attributes: JsonObject }
  >();
  for (const [list, type] of [
    [target.regions, "region"],
    [target.objects, "object"],
  ] as const) {
    for (const { name, coords, ...attributes } of list)
      targetNodes.set(name, { type, coords, attributes });
  }
  const remove_nodes: string[] = [];
  const add_nodes: DeltaNode[] = [];
  const update_nodes: DeltaNodeUpdate[] = [];
  for (const name of [...map.regionNames(), ...map.objectNames()]) {
    const wanted = targetNodes.get(name);
    if (wanted === undefined || wanted.type !== map.typeOf(name)) remove_nodes.push(name);
  }
  for (const [name, wanted] of targetNodes) {
    const current = map.get(name);
    if (current === undefined || current.type !== wanted.type) {
      add_nodes.push({
        name,
        type: wanted.type,
        coords: wanted.coords,
        attributes: wanted.attributes,
      });
      continue;
    }
    const attributes: JsonObject = {};
    for (const [key, value] of Object.entries(wanted.attributes)) {
      if (!jsonEqual(current.attributes[key], value)) attributes[key] = value;
    }
    for (const key of Object.keys(current.attributes)) {
      if (!(key in wanted.attributes)) attributes[key] = null;
    }
    const moved = current.coords[0] !== wanted.coords[0] || current.coords[1] !== wanted.coords[1];
    if (Object.keys(attributes).length > 0 || moved) {
      const update: DeltaNodeUpdate = { name };
      if (Object.keys(attributes).length > 0) update.attributes = attributes;
      if (moved) update.coords = wanted.coords;
      update_nodes.push(update);
    }
  }
  const key = (a: string, b: string): string => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  const targetEdges = new Map<string, [string, string]>();
  for (const [a, b] of [...target.region_connections, ...target.object_connections]) {
    targetEdges.set(key(a, b), [a, b]);
  }
  const removed = new Set(remove_nodes);
  const remove_edges: [string, string][] = [];
  const currentEdges = new Set<string>();
  for (const [a, b] of map.edges()) {
    const k = key(a, b);
    currentEdges.add(k);
    // Edges of removed nodes go with them.
    if (!targetEdges.has(k) && !removed.has(a) && !removed.has(b)) remove_edges.push([a, b]);
  }
  const add_edges: [string, string][] = [];
  for (const [k, edge] of targetEdges) {
    const [a, b] = edge;
    if (!currentEdges.has(k) || removed.has(a) || removed.has(b)) add_edges.push(edge);
  }
  const delta: GraphDelta = { seq };
  if (remove_edges.length > 0) delta.remove_edges = remove_edges;
  if (remove_nodes.length > 0) delta.remove_nodes = remove_nodes;
  if (add_nodes.length > 0) delta.add_nodes = add_nodes;
  if (update_nodes.length > 0) delta.update_nodes = update_nodes;
  if (add_edges.length > 0) delta.add_edges = add_edges;
  if (target.robot_location !== undefined && target.robot_location !== map.robotLocation) {
    delta.robot_location = target.robot_location;
  }
  return delta;
}

function jsonEqual(a: JsonValue | undefined, b: JsonValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
