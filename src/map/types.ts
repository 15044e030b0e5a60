import type { Vec2 } from "../geo/index.js";

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type JsonObject = { [key: string]: JsonValue };

/** The two node types of a SPINE semantic map. Regions are traversable places; objects are things seen. */
export type NodeType = "region" | "object";

/** Everything the map holds about a node besides its name. */
export interface NodeData {
  readonly type: NodeType;
  coords: Vec2;
  /** Free attributes shown to the planner (`description`, answers from `inspect`, `source`, ...). */
  attributes: JsonObject;
}

/** A node as callers see it: a snapshot, safe to keep. */
export interface MapNode {
  readonly name: string;
  readonly type: NodeType;
  readonly coords: Vec2;
  readonly attributes: Readonly<JsonObject>;
}

/**
 * A region edge means the robot can drive between two regions; an object edge means the object can be seen
 * from the region. There are no object–object edges.
 */
export type EdgeKind = "region" | "object";

export interface EdgeData {
  readonly kind: EdgeKind;
}

/** An undirected edge; for object edges the object comes first. */
export type Edge = readonly [string, string];
