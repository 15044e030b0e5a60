import { describeValue, fail, ok, type Result } from "../errors/index.js";
import { roundVec, type Vec2 } from "../geo/index.js";
import { SemanticMap } from "./SemanticMap.js";
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
 * in either order. Also accepts the paper's `coordinates`, `region_edges` and `object_edges` spellings.
 * Every problem is collected and names the offending node or edge.
 */
export function parseGraphJson(input: unknown): Result<ParsedGraph, string[]> {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!isPlainObject(input)) {
    return fail([
      `a graph must be a JSON object with "regions" and "objects", got ${describeValue(input)}`,
    ]);
  }
  for (const key of Object.keys(input)) {
    if (!KNOWN_KEYS.has(key)) warnings.push(`unknown key "${key}" ignored`);
  }
  const regions = parseNodes(input, "regions", errors, warnings);
  const objects = parseNodes(input, "objects", errors, warnings);
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
  const regionEdges = parseEdges(input, "region_connections", "region_edges", warnings, errors);
  const objectEdges = parseEdges(input, "object_connections", "object_edges", warnings, errors);

  const region_connections: [string, string][] = [];
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
  regionEdges.forEach(([a, b], index) => {
    const label = `region_connections[${index}] ["${a}", "${b}"]`;
    const problem = edgeProblem(a, b, types);
    if (problem !== undefined) errors.push(`${label}: ${problem}`);
    else if (types.get(a) !== "region" || types.get(b) !== "region") {
      const object = types.get(a) === "object" ? a : b;
      errors.push(`${label}: "${object}" is an object; region_connections join two regions`);
    } else addUnique(region_connections, [a, b], label);
  });
  const object_connections: [string, string][] = [];
  objectEdges.forEach(([a, b], index) => {
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

  let robot_location: string | undefined;
  const location = input["robot_location"] ?? input["current_location"];
  if (input["robot_location"] === undefined && input["current_location"] !== undefined) {
    warnings.push(`"current_location" read as "robot_location"`);
  }
  if (location !== undefined && location !== null) {
    if (typeof location !== "string") {
      errors.push(`robot_location must be a region name, got ${describeValue(location)}`);
    } else if (types.get(location) !== "region") {
      errors.push(
        types.has(location)
          ? `robot_location "${location}" is an object; the robot stands in a region`
          : `robot_location "${location}" is not a region of the graph`,
      );
    } else robot_location = location;
  }
  if (errors.length > 0) return fail(errors);
  const graph: GraphJson = { regions, objects, region_connections, object_connections };
  if (robot_location !== undefined) graph.robot_location = robot_location;
  return ok({ graph, warnings });
}

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

/**
 * The largest coordinate a map may hold, metres from its origin. Maps are local ENU frames: nothing on Earth
 * lies 10 000 km from a frame's origin, and a value like 1e308 overflows to Infinity (then null in JSON) as
 * soon as anything adds or squares it.
 */
export const MAX_COORDINATE_M = 10_000_000;

/**
 * Coordinates in any of the accepted forms: [x, y] numbers, ["x", "y"] numeric strings, or the string "[x, y]".
 */
export function parseCoords(value: unknown): Result<Vec2> {
  let candidate = value;
  if (typeof candidate === "string") {
    const match = /^\s*[[(]?\s*([^,\s\])]+)\s*,\s*([^,\s\])]+)\s*[\])]?\s*$/.exec(candidate);
    if (match === null) return fail(`coords must be [x, y], got ${describeValue(value)}`);
    candidate = [match[1], match[2]];
  }
  if (!Array.isArray(candidate) || candidate.length !== 2) {
    return fail(`coords must be [x, y], got ${describeValue(value)}`);
  }
  const numbers = candidate.map((part: unknown) =>
    typeof part === "number"
      ? part
      : typeof part === "string" && part.trim() !== ""
        ? Number(part)
        : NaN,
  );
  const [x, y] = numbers;
  if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) {
    return fail(`coords must be two finite numbers, got ${describeValue(value)}`);
  }
  if (Math.abs(x) > MAX_COORDINATE_M || Math.abs(y) > MAX_COORDINATE_M) {
    return fail(
      `coords must lie within ${MAX_COORDINATE_M} m of the map's origin, got ${describeValue(value)}`,
    );
  }
  return ok([x, y]);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseNodes(
  input: Record<string, unknown>,
  key: "regions" | "objects",
  errors: string[],
  warnings: string[],
): GraphNodeJson[] {
  const raw = input[key];
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    errors.push(`"${key}" must be an array of nodes, got ${describeValue(raw)}`);
    return [];
  }
  const nodes: GraphNodeJson[] = [];
  raw.forEach((item: unknown, index) => {
    const where = `${key}[${index}]`;
    if (!isPlainObject(item)) {
      errors.push(
        `${where}: a node must be an object with "name" and "coords", got ${describeValue(item)}`,
      );
      return;
    }
    const name = item["name"];
    if (typeof name !== "string" || name.trim() === "") {
      errors.push(`${where}: "name" must be a non-empty string, got ${describeValue(name)}`);
      return;
    }
    if (item["coords"] === undefined && item["coordinates"] !== undefined) {
      warnings.push(`${where} "${name}": "coordinates" read as "coords"`);
    }
    const rawCoords = item["coords"] ?? item["coordinates"];
    const coords = parseCoords(rawCoords);
    if (!coords.ok) {
      errors.push(`${where} "${name}": ${coords.error}`);
      return;
    }
    const attributes: JsonObject = {};
    for (const [attr, value] of Object.entries(item)) {
      if (attr === "name" || attr === "coords" || attr === "coordinates") continue;
      // Defined, not assigned: assigning "__proto__" (a key JSON.parse keeps as data) set the prototype instead.
      Object.defineProperty(attributes, attr, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    nodes.push({ name, coords: [coords.value[0], coords.value[1]], ...attributes });
  });
  return nodes;
}

function parseEdges(
  input: Record<string, unknown>,
  key: string,
  synonym: string,
  warnings: string[],
  errors: string[],
): [string, string][] {
  let raw = input[key];
  if (raw === undefined && input[synonym] !== undefined) {
    raw = input[synonym];
    warnings.push(`"${synonym}" read as "${key}"`);
  }
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    errors.push(`"${key}" must be an array of [a, b] pairs, got ${describeValue(raw)}`);
    return [];
  }
  const edges: [string, string][] = [];
  raw.forEach((item: unknown, index) => {
    if (
      !Array.isArray(item) ||
      item.length !== 2 ||
      typeof item[0] !== "string" ||
      typeof item[1] !== "string"
    ) {
      errors.push(
        `${key}[${index}]: an edge must be a pair of node names, got ${describeValue(item)}`,
      );
      return;
    }
    edges.push([item[0], item[1]]);
  });
  return edges;
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
