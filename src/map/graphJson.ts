import type { z } from "zod";
import { fail, ok, type Result } from "../errors/index.js";
import type { Vec2 } from "../geo/index.js";
import { isPlainObject } from "./parseCoords.js";
import {
  formatIssue,
  graphEdgeSchema,
  graphJsonSchema,
  graphNodeSchema,
  type GraphFileShape,
} from "./schemas/index.js";
import type { JsonObject, JsonValue } from "./types.js";

/** A node in a SPINE graph file: name, coords and any further attributes. */
export interface GraphNodeJson {
  name: string;
  coords: [number, number];
  [attribute: string]: JsonValue;
}

/** The canonical SPINE graph layout (world-format.md §3), as written by {@link mapToGraphJson}. */
export interface GraphJson {
  regions: GraphNodeJson[];
  objects: GraphNodeJson[];
  region_connections: [string, string][];
  /** Always written [object, region]; read in either order. */
  object_connections: [string, string][];
  robot_location?: string;
}

export interface ParsedGraph {
  graph: GraphJson;
  /** Things accepted but worth telling the user (synonym keys, unknown keys, duplicate edges). */
  warnings: string[];
}

const KNOWN_KEYS = new Set([
  "regions",
  "objects",
  "region_connections",
  "object_connections",
  "robot_location",
  "current_location",
  "region_edges",
  "object_edges",
]);

/**
 * Parse a SPINE graph (file contents already JSON-decoded) with the lenient input forms of the spec: coords as
 * numbers, numeric strings or a "[x, y]" string; `current_location` for `robot_location`; object connections
 * in either order; the paper's `coordinates`, `region_edges` and `object_edges` spellings. The shape is read by
 * the zod schema `graphJsonSchema` (docs/schemas/graph.schema.json); then come the checks a schema cannot say.
 * Every problem is collected and names its place (`regions[1] ("road_2"): coords must be two finite numbers`,
 * `region_connections[0] ["road_1", "bridge_9"]: unknown node "bridge_9"`).
 */
export function parseGraphJson(input: unknown): Result<ParsedGraph, string[]> {
  const shape = graphJsonSchema.safeParse(input);
  if (!shape.success && !isPlainObject(input))
    return fail([graphIssue(shape.error.issues[0], input)]);
  const errors = shape.success ? [] : shape.error.issues.map((issue) => graphIssue(issue, input));
  // With shape errors, the items that do fit are still checked, so one pass reports every problem.
  const data: GraphData = shape.success ? shape.data : salvage(input as Record<string, unknown>);
  const raw = input as Record<string, unknown>;
  const warnings = Object.keys(raw)
    .filter((key) => !KNOWN_KEYS.has(key))
    .map((key) => `unknown key "${key}" ignored`);
  const regions = readNodes(data.regions, raw["regions"], "regions", warnings);
  const objects = readNodes(data.objects, raw["objects"], "objects", warnings);
  const types = new Map<string, "region" | "object">();
  for (const [list, type] of [
    [regions, "region"],
    [objects, "object"],
  ] as const) {
    for (const node of list) {
      if (types.has(node.name)) errors.push(`node "${node.name}" is defined more than once`);
      types.set(node.name, type);
    }
  }
  const edges = readEdges(data, types, errors, warnings);
  const robot_location = readLocation(data, types, errors, warnings);
  if (errors.length > 0) return fail(errors);
  const graph: GraphJson = { regions, objects, ...edges };
  if (robot_location !== undefined) graph.robot_location = robot_location;
  return ok({ graph, warnings });
}

type NodeShape = NonNullable<GraphFileShape["regions"]>[number];
type EdgeList = readonly ([string, string] | undefined)[] | undefined;

/** The graph as read: lists may hold holes (undefined) where an item did not fit the schema. */
interface GraphData {
  regions?: readonly (NodeShape | undefined)[] | undefined;
  objects?: readonly (NodeShape | undefined)[] | undefined;
  region_connections?: EdgeList;
  object_connections?: EdgeList;
  region_edges?: EdgeList;
  object_edges?: EdgeList;
  robot_location?: string | null | undefined;
  current_location?: string | undefined;
}

/** The parts of a graph that fit the schema, item by item, when the whole does not. */
function salvage(input: Record<string, unknown>): GraphData {
  const items = <T>(value: unknown, schema: z.ZodType<T>): (T | undefined)[] | undefined =>
    Array.isArray(value)
      ? value.map((item: unknown) => {
          const parsed = schema.safeParse(item);
          return parsed.success ? parsed.data : undefined;
        })
      : undefined;
  const text = (value: unknown): string | undefined =>
    typeof value === "string" ? value : undefined;
  // Items that do not fit stay as holes (undefined), so indexes in messages keep matching the file.
  return {
    regions: items(input["regions"], graphNodeSchema),
    objects: items(input["objects"], graphNodeSchema),
    region_connections: items(input["region_connections"], graphEdgeSchema),
    object_connections: items(input["object_connections"], graphEdgeSchema),
    region_edges: items(input["region_edges"], graphEdgeSchema),
    object_edges: items(input["object_edges"], graphEdgeSchema),
    robot_location: text(input["robot_location"]),
    current_location: text(input["current_location"]),
  };
}

/** A zod issue in the graph file's words: the plain JSON path, the node's name, expected and arrived. */
function graphIssue(issue: z.core.$ZodIssue | undefined, input: unknown): string {
  if (issue === undefined) return "the graph does not fit the graph schema";
  return formatIssue(issue, input, { quoteKeys: false, root: "" });
}

function readNodes(
  nodes: readonly (NodeShape | undefined)[] | undefined,
  raw: unknown,
  key: "regions" | "objects",
  warnings: string[],
): GraphNodeJson[] {
  if (nodes === undefined) return [];
  const rawItems = Array.isArray(raw) ? (raw as unknown[]) : [];
  const read: GraphNodeJson[] = [];
  nodes.forEach((node, index) => {
    if (node === undefined) return;
    const coords = (node.coords ?? node.coordinates) as Vec2;
    if (node.coords === undefined)
      warnings.push(`${key}[${index}] "${node.name}": "coordinates" read as "coords"`);
    read.push({
      name: node.name,
      coords: [coords[0], coords[1]],
      ...attributesOf(rawItems[index]),
    });
  });
  return read;
}

/**
 * The node's attributes, copied from the file's own object (checked as JSON by the schema). Defined, not
 * assigned: assigning "__proto__" (a key JSON.parse keeps as data) would set the prototype instead.
 */
function attributesOf(item: unknown): JsonObject {
  const attributes: JsonObject = {};
  if (!isPlainObject(item)) return attributes;
  for (const [attr, value] of Object.entries(item)) {
    if (attr === "name" || attr === "coords" || attr === "coordinates") continue;
    Object.defineProperty(attributes, attr, {
      value: value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return attributes;
}

/** Both edge lists, checked against the nodes; duplicates are dropped with a warning. */
function readEdges(
  data: GraphData,
  types: ReadonlyMap<string, "region" | "object">,
  errors: string[],
  warnings: string[],
): Pick<GraphJson, "region_connections" | "object_connections"> {
  const pick = (key: string, synonym: string, list: EdgeList, alias: EdgeList): EdgeList => {
    if (list !== undefined || alias === undefined) return list;
    warnings.push(`"${synonym}" read as "${key}"`);
    return alias;
  };
  const regionEdges = pick(
    "region_connections",
    "region_edges",
    data.region_connections,
    data.region_edges,
  );
  const objectEdges = pick(
    "object_connections",
    "object_edges",
    data.object_connections,
    data.object_edges,
  );
  const seen = new Set<string>();
  const addUnique = (list: [string, string][], edge: [string, string], label: string): void => {
    const key = [...edge].sort().join("\u0000");
    if (seen.has(key)) {
      warnings.push(`${label} duplicates an earlier edge and was ignored`);
      return;
    }
    seen.add(key);
    list.push(edge);
  };
  const region_connections: [string, string][] = [];
  regionEdges?.forEach((edge, index) => {
    if (edge === undefined) return;
    const [a, b] = edge;
    const label = `region_connections[${index}] ["${a}", "${b}"]`;
    const problem = edgeProblem(a, b, types);
    if (problem !== undefined) errors.push(`${label}: ${problem}`);
    else if (types.get(a) !== "region" || types.get(b) !== "region") {
      const object = types.get(a) === "object" ? a : b;
      errors.push(`${label}: "${object}" is an object; region_connections join two regions`);
    } else addUnique(region_connections, [a, b], label);
  });
  const object_connections: [string, string][] = [];
  objectEdges?.forEach((edge, index) => {
    if (edge === undefined) return;
    const [a, b] = edge;
    const label = `object_connections[${index}] ["${a}", "${b}"]`;
    const problem = edgeProblem(a, b, types);
    if (problem !== undefined) errors.push(`${label}: ${problem}`);
    else if (types.get(a) === "region" && types.get(b) === "region") {
      errors.push(`${label}: both ends are regions; put region–region edges in region_connections`);
    } else if (types.get(a) === "object" && types.get(b) === "object") {
      errors.push(`${label}: both ends are objects; an object connects to a region`);
    } else {
      addUnique(object_connections, types.get(a) === "object" ? [a, b] : [b, a], label);
    }
  });
  return { region_connections, object_connections };
}

function readLocation(
  data: GraphData,
  types: ReadonlyMap<string, "region" | "object">,
  errors: string[],
  warnings: string[],
): string | undefined {
  if (data.robot_location === undefined && data.current_location !== undefined)
    warnings.push(`"current_location" read as "robot_location"`);
  const location = data.robot_location ?? data.current_location;
  if (location === undefined) return undefined;
  if (types.get(location) === "region") return location;
  errors.push(
    types.has(location)
      ? `robot_location "${location}" is an object; the robot stands in a region`
      : `robot_location "${location}" is not a region of the graph`,
  );
  return undefined;
}

function edgeProblem(
  a: string,
  b: string,
  types: ReadonlyMap<string, "region" | "object">,
): string | undefined {
  if (a === b) return "joins a node to itself";
  const missing = [a, b].filter((name) => !types.has(name));
  if (missing.length > 0) return `unknown node ${missing.map((n) => `"${n}"`).join(" and ")}`;
  return undefined;
}
