import { describeValue, fail, ok, type Result } from "../errors/index.js";
import type { Vec2 } from "../geo/index.js";
import type { z } from "zod";
import { parseGraphJson, type GraphJson } from "./graphJson.js";
import { isPlainObject } from "./parseCoords.js";
import {
  formatIssue,
  graphDeltaSchema,
  graphSnapshotEnvelopeSchema,
  seqSchema,
} from "./schemas/index.js";
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
 * Check a graph message's shape (a JSON string or a decoded value) against its zod schema ({@link
 * graphDeltaSchema}). A message with bad JSON or wrong types is rejected as a whole with an error saying what
 * was expected, what arrived and where; semantic problems (unknown nodes, duplicates) are left to
 * {@link applyDelta}, which skips just the offending item.
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
  const seq = seqSchema.safeParse(value["seq"]);
  if (!seq.success) {
    return fail(`graph message ${formatIssue({ ...firstIssue(seq.error), path: ["seq"] }, value)}`);
  }
  const prefix = `seq ${seq.data}: `;
  if (value["snapshot"] !== undefined) {
    const envelope = graphSnapshotEnvelopeSchema.safeParse(value);
    if (!envelope.success) return fail(prefix + formatIssue(firstIssue(envelope.error), value));
    const parsed = parseGraphJson(value["snapshot"]);
    if (!parsed.ok) return fail(`${prefix}invalid snapshot: ${parsed.error.join("; ")}`);
    const snapshot: GraphSnapshotMessage = { seq: seq.data, snapshot: parsed.value.graph };
    if (envelope.data.stamp !== undefined) snapshot.stamp = envelope.data.stamp;
    return ok({ kind: "snapshot", snapshot, warnings: parsed.value.warnings });
  }
  const parsed = graphDeltaSchema.safeParse(value);
  if (!parsed.success) return fail(prefix + formatIssue(firstIssue(parsed.error), value));
  const warnings = Object.keys(value)
    .filter((key) => !DELTA_KEYS.has(key))
    .map((key) => `${prefix}unknown key "${key}" ignored`);
  // Zod leaves absent optional keys absent (never `undefined`), which is what GraphDelta's optional keys mean.
  return ok({ kind: "delta", delta: parsed.data as GraphDelta, warnings });
}

/** The issue to report: the first, as a person fixes one thing at a time. */
function firstIssue(error: z.ZodError): z.core.$ZodIssue {
  const issue = error.issues[0];
  if (issue === undefined) throw new Error("a failed zod parse without issues");
  return issue;
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
