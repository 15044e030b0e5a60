import { describeValue, fail, ok, type Result } from "../errors/index.js";
import type { Vec2 } from "../geo/index.js";
import { isPlainObject, parseCoords, parseGraphJson, type GraphJson } from "./graphJson.js";
import type { SemanticMap } from "./SemanticMap.js";
import type { JsonObject, NodeType } from "./types.js";

/** A graph delta (world-format.md §4). Every list is optional; `seq` orders deltas from one source. */
export interface GraphDelta {
  seq: number;
  stamp?: number;
  add_nodes?: DeltaNode[];
  update_nodes?: DeltaNodeUpdate[];
  remove_nodes?: string[];
  add_edges?: [string, string][];
  remove_edges?: [string, string][];
  robot_location?: string;
}

export interface DeltaNode {
  name: string;
  type: NodeType;
  coords: Vec2;
  attributes?: JsonObject;
}

export interface DeltaNodeUpdate {
  name: string;
  attributes?: JsonObject;
  coords?: Vec2;
}

/** A full snapshot that replaces the receiver's map: `{seq, snapshot}`. */
export interface GraphSnapshotMessage {
  seq: number;
  stamp?: number;
  snapshot: GraphJson;
}

export type GraphMessage =
  | { kind: "delta"; delta: GraphDelta; warnings: string[] }
  | { kind: "snapshot"; snapshot: GraphSnapshotMessage; warnings: string[] };

const DELTA_KEYS = new Set([
  "seq",
  "stamp",
  "add_nodes",
  "update_nodes",
  "remove_nodes",
  "add_edges",
  "remove_edges",
  "robot_location",
]);

/**
 * Check a graph message's shape (a JSON string or a decoded value). A message with bad JSON or wrong types is
 * rejected as a whole with an error saying what was expected and where; semantic problems (unknown nodes,
 * duplicates) are left to {@link applyDelta}, which skips just the offending item.
 */
export function parseGraphMessage(input: unknown): Result<GraphMessage> {
  let value = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch (error) {
      return fail(`graph message is not valid JSON: ${(error as Error).message}`);
    }
  }
  if (!isPlainObject(value))
    return fail(`graph message must be a JSON object, got ${describeValue(value)}`);
  const seq = value["seq"];
  if (typeof seq !== "number" || !Number.isInteger(seq) || seq < 0) {
    return fail(`graph message "seq" must be a non-negative integer, got ${describeValue(seq)}`);
  }
  const stamp = value["stamp"];
  if (stamp !== undefined && (typeof stamp !== "number" || !Number.isFinite(stamp))) {
    return fail(`seq ${seq}: "stamp" must be a number (seconds), got ${describeValue(stamp)}`);
  }
  if (value["snapshot"] !== undefined) {
    const parsed = parseGraphJson(value["snapshot"]);
    if (!parsed.ok) return fail(`seq ${seq}: invalid snapshot: ${parsed.error.join("; ")}`);
    const snapshot: GraphSnapshotMessage = { seq, snapshot: parsed.value.graph };
    if (stamp !== undefined) snapshot.stamp = stamp;
    return ok({ kind: "snapshot", snapshot, warnings: parsed.value.warnings });
  }
  const warnings = Object.keys(value)
    .filter((key) => !DELTA_KEYS.has(key))
    .map((key) => `seq ${seq}: unknown key "${key}" ignored`);
  const delta: GraphDelta = { seq };
  if (stamp !== undefined) delta.stamp = stamp;
  const where = (key: string): string => `seq ${seq}: "${key}"`;

  const addNodes = listOf(value, "add_nodes", where, (item, at) => {
    if (!isPlainObject(item))
      return fail(`${at} must be a node object, got ${describeValue(item)}`);
    const { name, type, coords, attributes } = item;
    // Blank like the graph format: a node named " " made the map unloadable as a snapshot.
    if (typeof name !== "string" || name.trim() === "") {
      return fail(`${at}.name must be a non-empty string, got ${describeValue(name)}`);
    }
    if (type !== "region" && type !== "object") {
      return fail(
        `${at} ("${name}").type must be "region" or "object", got ${describeValue(type)}`,
      );
    }
    const parsedCoords = parseCoords(coords);
    if (!parsedCoords.ok) return fail(`${at} ("${name}"): ${parsedCoords.error}`);
    if (attributes !== undefined && !isPlainObject(attributes)) {
      return fail(
        `${at} ("${name}").attributes must be an object, got ${describeValue(attributes)}`,
      );
    }
    const node: DeltaNode = { name, type, coords: parsedCoords.value };
    if (attributes !== undefined) node.attributes = attributes as JsonObject;
    return ok(node);
  });
  if (!addNodes.ok) return addNodes;
  const updateNodes = listOf(value, "update_nodes", where, (item, at) => {
    if (!isPlainObject(item)) return fail(`${at} must be an object, got ${describeValue(item)}`);
    const { name, attributes, coords } = item;
    if (typeof name !== "string" || name === "") {
      return fail(`${at}.name must be a non-empty string, got ${describeValue(name)}`);
    }
    if (attributes !== undefined && !isPlainObject(attributes)) {
      return fail(
        `${at} ("${name}").attributes must be an object, got ${describeValue(attributes)}`,
      );
    }
    const update: DeltaNodeUpdate = { name };
    if (attributes !== undefined) update.attributes = attributes as JsonObject;
    if (coords !== undefined) {
      const parsedCoords = parseCoords(coords);
      if (!parsedCoords.ok) return fail(`${at} ("${name}"): ${parsedCoords.error}`);
      update.coords = parsedCoords.value;
    }
    return ok(update);
  });
  if (!updateNodes.ok) return updateNodes;
  const removeNodes = listOf(value, "remove_nodes", where, (item, at) =>
    typeof item === "string"
      ? ok(item)
      : fail(`${at} must be a node name, got ${describeValue(item)}`),
  );
  if (!removeNodes.ok) return removeNodes;
  const pair = (item: unknown, at: string): Result<[string, string]> =>
    Array.isArray(item) &&
    item.length === 2 &&
    typeof item[0] === "string" &&
    typeof item[1] === "string"
      ? ok([item[0], item[1]])
      : fail(`${at} must be a pair of node names, got ${describeValue(item)}`);
  const addEdges = listOf(value, "add_edges", where, pair);
  if (!addEdges.ok) return addEdges;
  const removeEdges = listOf(value, "remove_edges", where, pair);
  if (!removeEdges.ok) return removeEdges;
  const location = value["robot_location"];
  if (location !== undefined && typeof location !== "string") {
    return fail(`${where("robot_location")} must be a region name, got ${describeValue(location)}`);
  }
  if (addNodes.value !== undefined) delta.add_nodes = addNodes.value;
  if (updateNodes.value !== undefined) delta.update_nodes = updateNodes.value;
  if (removeNodes.value !== undefined) delta.remove_nodes = removeNodes.value;
  if (addEdges.value !== undefined) delta.add_edges = addEdges.value;
  if (removeEdges.value !== undefined) delta.remove_edges = removeEdges.value;
  if (location !== undefined) delta.robot_location = location;
  return ok({ kind: "delta", delta, warnings });
}

function listOf<T>(
  value: Record<string, unknown>,
  key: string,
  where: (key: string) => string,
  parseItem: (item: unknown, at: string) => Result<T>,
): Result<T[] | undefined> {
  const raw = value[key];
  if (raw === undefined) return ok(undefined);
  if (!Array.isArray(raw)) return fail(`${where(key)} must be an array, got ${describeValue(raw)}`);
  const items: T[] = [];
  for (let i = 0; i < raw.length; i += 1) {
    const parsed = parseItem(raw[i], `${where(key)}[${i}]`);
    if (!parsed.ok) return parsed;
    items.push(parsed.value);
  }
  return ok(items);
}

/** What a delta actually changed, in order; the planner is told exactly this. */
export interface AppliedChanges {
  addedNodes: DeltaNode[];
  updatedNodes: DeltaNodeUpdate[];
  removedNodes: string[];
  addedEdges: [string, string][];
  removedEdges: [string, string][];
  robotLocation?: string;
}

export interface DeltaReport {
  seq: number;
  applied: AppliedChanges;
  /** Items that could not be applied, each with the reason; the rest of the delta still applied. */
  skipped: { item: string; reason: string }[];
}

export function emptyChanges(): AppliedChanges {
  return { addedNodes: [], updatedNodes: [], removedNodes: [], addedEdges: [], removedEdges: [] };
}

export function hasChanges(changes: AppliedChanges): boolean {
  return (
    changes.addedNodes.length +
      changes.updatedNodes.length +
      changes.removedNodes.length +
      changes.addedEdges.length +
      changes.removedEdges.length >
      0 || changes.robotLocation !== undefined
  );
}

/**
 * Apply a well-formed delta. Order: remove_edges, remove_nodes, add_nodes, update_nodes, add_edges,
 * robot_location — so one delta can replace a node (remove then add under the same name) and connect new nodes.
 * An item that cannot apply (unknown node, duplicate add, object–object edge) is skipped and reported.
 */
export function applyDelta(map: SemanticMap, delta: GraphDelta): DeltaReport {
  const applied = emptyChanges();
  const skipped: DeltaReport["skipped"] = [];
  const skip = (item: string, reason: string): void => {
    skipped.push({ item, reason });
  };
  for (const [a, b] of delta.remove_edges ?? []) {
    const result = map.removeEdge(a, b);
    if (result.ok) applied.removedEdges.push([a, b]);
    else skip(`remove_edges ["${a}", "${b}"]`, result.error);
  }
  for (const name of delta.remove_nodes ?? []) {
    // A node's edges go with it; the planner is told about the node only.
    const locationBefore = map.robotLocation;
    const result = map.removeNode(name);
    if (result.ok) {
      applied.removedNodes.push(name);
      const locationAfter = map.robotLocation;
      if (locationAfter !== locationBefore && locationAfter !== undefined)
        applied.robotLocation = locationAfter;
    } else skip(`remove_nodes "${name}"`, result.error);
  }
  for (const node of delta.add_nodes ?? []) {
    const result = map.addNode(node);
    if (result.ok) applied.addedNodes.push(node);
    else skip(`add_nodes "${node.name}"`, result.error);
  }
  for (const update of delta.update_nodes ?? []) {
    const result = map.updateNode(update.name, update);
    if (result.ok) applied.updatedNodes.push(update);
    else skip(`update_nodes "${update.name}"`, result.error);
  }
  for (const [a, b] of delta.add_edges ?? []) {
    const result = map.addEdge(a, b);
    if (!result.ok) skip(`add_edges ["${a}", "${b}"]`, result.error);
    else if (result.value.added) applied.addedEdges.push([a, b]);
  }
  if (delta.robot_location !== undefined) {
    const result = map.setRobotLocation(delta.robot_location);
    if (result.ok) applied.robotLocation = delta.robot_location;
    else skip(`robot_location "${delta.robot_location}"`, result.error);
  }
  return { seq: delta.seq, applied, skipped };
}
