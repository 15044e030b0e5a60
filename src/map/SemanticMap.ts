import createGraph, { type Graph, type Link } from "ngraph.graph";
import { fail, ok, type Result } from "../errors/index.js";
import { distanceM, type Vec2 } from "../geo/index.js";
import { RegionComponents } from "./RegionComponents.js";
import { RegionGraph } from "./RegionGraph.js";
import { RegionIndex } from "./RegionIndex.js";
import type { Edge, EdgeData, EdgeKind, JsonObject, MapNode, NodeData, NodeType } from "./types.js";

export interface NewNode {
  name: string;
  type: NodeType;
  coords: Vec2;
  attributes?: JsonObject;
}

/**
 * The agent's world model: regions and objects on an `ngraph.graph`, their attributes and the robot's region.
 *
 * Invariants the rest of the system relies on:
 * - edges are undirected and unique; a region edge joins two regions, an object edge an object and a region;
 * - region connectivity is tracked incrementally ({@link RegionComponents}), so reachability is a lookup;
 * - region positions are indexed ({@link RegionIndex}) for nearest-region and closest-pair queries.
 *
 * Mutators return a Result: a duplicate node or an edge to a missing node is an expected outcome of a bad delta,
 * not a bug.
 */
export class SemanticMap {
  readonly graph: Graph<NodeData, EdgeData> = createGraph<NodeData, EdgeData>();
  readonly components: RegionComponents;
  readonly regionIndex = new RegionIndex();
  /** The region subgraph as integer adjacency, for path search (see {@link RegionGraph}). */
  readonly regionGraph = new RegionGraph();
  #robotLocation: string | undefined;
  #revision = 0;
  #regionCount = 0;
  #objectCount = 0;

  constructor() {
    this.components = new RegionComponents(this.regionGraph);
  }

  /** Increments on every change; lets callers cache derived views. */
  get revision(): number {
    return this.#revision;
  }

  get regionCount(): number {
    return this.#regionCount;
  }

  get objectCount(): number {
    return this.#objectCount;
  }

  get robotLocation(): string | undefined {
    return this.#robotLocation;
  }

  setRobotLocation(name: string): Result<void> {
    const node = this.graph.getNode(name);
    if (node === undefined) return fail(`robot location "${name}" is not a node of the map`);
    if (node.data.type !== "region") {
      return fail(`robot location must be a region, but "${name}" is an object`);
    }
    if (this.#robotLocation !== name) {
      this.#robotLocation = name;
      this.#revision += 1;
    }
    return ok(undefined);
  }

  has(name: string): boolean {
    return this.graph.hasNode(name) !== undefined;
  }

  typeOf(name: string): NodeType | undefined {
    return this.graph.getNode(name)?.data.type;
  }

  isRegion(name: string): boolean {
    return this.typeOf(name) === "region";
  }

  isObject(name: string): boolean {
    return this.typeOf(name) === "object";
  }

  get(name: string): MapNode | undefined {
    const node = this.graph.getNode(name);
    if (node === undefined) return undefined;
    return {
      name,
      type: node.data.type,
      coords: node.data.coords,
      attributes: { ...node.data.attributes },
    };
  }

  coordsOf(name: string): Vec2 | undefined {
    return this.graph.getNode(name)?.data.coords;
  }

  addNode(node: NewNode): Result<void> {
    if (this.has(node.name)) return fail(`node "${node.name}" already exists`);
    if (!Number.isFinite(node.coords[0]) || !Number.isFinite(node.coords[1])) {
      return fail(`node "${node.name}" has non-finite coords`);
    }
    this.graph.addNode(node.name, {
      type: node.type,
      coords: [node.coords[0], node.coords[1]],
      attributes: { ...(node.attributes ?? {}) },
    });
    if (node.type === "region") {
      this.#regionCount += 1;
      this.regionIndex.insert(node.name, node.coords);
      this.regionGraph.addRegion(node.name, node.coords);
      this.components.addRegion(node.name);
    } else {
      this.#objectCount += 1;
    }
    this.#revision += 1;
    return ok(undefined);
  }

  /** Merge attributes into a node (a `null` value deletes the attribute) and optionally move it. */
  updateNode(name: string, update: { attributes?: JsonObject; coords?: Vec2 }): Result<void> {
    const node = this.graph.getNode(name);
    if (node === undefined) return fail(`node "${name}" does not exist`);
    for (const [key, value] of Object.entries(update.attributes ?? {})) {
      if (value === null) Reflect.deleteProperty(node.data.attributes, key);
      // Defined, not assigned: assigning "__proto__" replaced the attributes' prototype (found by fuzzing).
      else
        Object.defineProperty(node.data.attributes, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    if (update.coords !== undefined) {
      node.data.coords = [update.coords[0], update.coords[1]];
      if (node.data.type === "region") {
        this.regionIndex.insert(name, update.coords);
        this.regionGraph.moveRegion(name, update.coords);
      }
    }
    this.#revision += 1;
    return ok(undefined);
  }

  removeNode(name: string): Result<void> {
    const node = this.graph.getNode(name);
    if (node === undefined) return fail(`node "${name}" does not exist`);
    const wasRegion = node.data.type === "region";
    this.graph.removeNode(name);
    if (wasRegion) {
      this.#regionCount -= 1;
      this.regionIndex.remove(name);
      this.regionGraph.removeRegion(name);
      this.components.invalidate();
      if (this.#robotLocation === name) {
        // Keep the robot somewhere sensible: the nearest remaining region to where it was.
        this.#robotLocation = this.nearestRegions(node.data.coords, { count: 1 })[0];
      }
    } else {
      this.#objectCount -= 1;
    }
    this.#revision += 1;
    return ok(undefined);
  }

  addEdge(a: string, b: string): Result<{ kind: EdgeKind; added: boolean }> {
    const kind = this.#edgeKind(a, b);
    if (!kind.ok) return kind;
    if (this.#link(a, b) !== undefined) return ok({ kind: kind.value, added: false });
    // Object edges are stored object → region so they can be listed in the SPINE [object, region] order.
    const [from, to] = kind.value === "object" && this.isRegion(a) ? [b, a] : [a, b];
    this.graph.addLink(from, to, { kind: kind.value });
    if (kind.value === "region") {
      this.regionGraph.connect(a, b);
      this.components.connect(a, b);
    }
    this.#revision += 1;
    return ok({ kind: kind.value, added: true });
  }

  removeEdge(a: string, b: string): Result<void> {
    const link = this.#link(a, b);
    if (link === undefined) return fail(`there is no edge between "${a}" and "${b}"`);
    this.graph.removeLink(link);
    if (link.data.kind === "region") {
      this.regionGraph.disconnect(a, b);
      this.components.invalidate();
    }
    this.#revision += 1;
    return ok(undefined);
  }

  hasEdge(a: string, b: string): boolean {
    return this.#link(a, b) !== undefined;
  }

  /** Neighbours of a node, optionally only those of one type. */
  neighbors(name: string, type?: NodeType): string[] {
    const result: string[] = [];
    this.graph.forEachLinkedNode(
      name,
      (other) => {
        if (type === undefined || other.data.type === type) result.push(String(other.id));
      },
      false,
    );
    return result;
  }

  /** Regions an object can be seen from (its object edges). */
  regionsOfObject(object: string): string[] {
    return this.neighbors(object, "region");
  }

  regionNames(): string[] {
    return this.#namesOfType("region");
  }

  objectNames(): string[] {
    return this.#namesOfType("object");
  }

  /** Every edge once: region edges as [a, b], object edges as [object, region]. */
  edges(kind?: EdgeKind): Edge[] {
    const result: Edge[] = [];
    this.graph.forEachLink((link) => {
      if (kind === undefined || link.data.kind === kind) {
        result.push([String(link.fromId), String(link.toId)]);
      }
    });
    return result;
  }

  /** Regions nearest to a point, nearest first. */
  nearestRegions(
    point: Vec2,
    options: { count?: number; maxDistanceM?: number; filter?: (name: string) => boolean } = {},
  ): string[] {
    return this.regionIndex.nearest(point, options);
  }

  /** Length of a region edge in metres (Euclidean, from the current coordinates). */
  edgeLengthM(a: string, b: string): number {
    const ca = this.coordsOf(a);
    const cb = this.coordsOf(b);
    if (ca === undefined || cb === undefined) return Number.POSITIVE_INFINITY;
    return distanceM(ca, cb);
  }

  #namesOfType(type: NodeType): string[] {
    const names: string[] = [];
    this.graph.forEachNode((node) => {
      if (node.data.type === type) names.push(String(node.id));
    });
    return names;
  }

  #link(a: string, b: string): Link<EdgeData> | undefined {
    return this.graph.getLink(a, b) ?? this.graph.getLink(b, a);
  }

  #edgeKind(a: string, b: string): Result<EdgeKind> {
    if (a === b) return fail(`edge ["${a}", "${b}"] joins a node to itself`);
    const typeA = this.typeOf(a);
    const typeB = this.typeOf(b);
    if (typeA === undefined || typeB === undefined) {
      const missing = [typeA === undefined ? a : undefined, typeB === undefined ? b : undefined]
        .filter((name) => name !== undefined)
        .map((name) => `"${name}"`)
        .join(" and ");
      return fail(`edge ["${a}", "${b}"] refers to unknown node ${missing}`);
    }
    if (typeA === "object" && typeB === "object") {
      return fail(`edge ["${a}", "${b}"] joins two objects; an object connects only to regions`);
    }
    return ok(typeA === "region" && typeB === "region" ? "region" : "object");
  }
}
