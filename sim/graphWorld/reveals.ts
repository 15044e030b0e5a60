import { distanceM, type Vec2 } from "../../src/geo/index.js";
import {
  naturalCompare,
  type DeltaNode,
  type GraphDelta,
  type JsonObject,
  type SemanticMap,
} from "../../src/map/index.js";

// The reveal rules of a graph world (world-format.md §3), as pure functions of the truth and the known map.
// Newly revealed nodes come without their description, like the prior: a description is only learnt by looking
// at the node itself (`map_region` for a region, `inspect` for an object).

/** What one observation changes in the known map; the simulation adds `seq` and `stamp`. */
export type DeltaBody = Omit<GraphDelta, "seq" | "stamp">;

/** `map_region(r)`: r's description, r's missing neighbours (regions and objects) and r's missing edges. */
export function revealScene(truth: SemanticMap, known: SemanticMap, region: string): DeltaBody {
  const body = new DeltaBuilder();
  if (!known.has(region)) body.addNode(truthNode(truth, region, { withDescription: true }));
  else body.updateDescription(truth, known, region);
  for (const neighbour of truth.neighbors(region).sort(naturalCompare)) {
    if (!known.has(neighbour))
      body.addNode(truthNode(truth, neighbour, { withDescription: false }));
    if (!known.hasEdge(region, neighbour)) body.addEdge(truth, region, neighbour);
  }
  return body.build();
}

/** `inspect(o)` from region `at` (already checked to see o in the truth): o's description and the o–at edge. */
export function revealObject(
  truth: SemanticMap,
  known: SemanticMap,
  edge: { object: string; at: string },
): DeltaBody {
  const body = new DeltaBuilder();
  if (!known.has(edge.object)) {
    body.addNode(truthNode(truth, edge.object, { withDescription: true }));
  } else body.updateDescription(truth, known, edge.object);
  if (!known.hasEdge(edge.object, edge.at)) body.addEdge(truth, edge.object, edge.at);
  return body.build();
}

/** A move along a truth edge: the robot's new region, plus the region and edge if the agent did not know them. */
export function revealMove(
  truth: SemanticMap,
  known: SemanticMap,
  move: { from: string; to: string },
): DeltaBody {
  const body = new DeltaBuilder();
  if (!known.has(move.to)) body.addNode(truthNode(truth, move.to, { withDescription: false }));
  if (!known.hasEdge(move.from, move.to)) body.addEdge(truth, move.from, move.to);
  return { ...body.build(), robot_location: move.to };
}

/**
 * `extend_map(x, y)`: the unknown region to reveal, or undefined when there is none.
 *
 * Candidates are truth regions the agent does not know that share a truth edge with a known region (an
 * "anchor"). A candidate lies *toward* the goal when it is closer to the goal than one of its anchors, so
 * revealing it is progress from the known map. Among those, the one nearest the goal wins (as SPINE's frontier
 * extractor scores frontiers by distance to the target); ties go to the first name in natural order.
 */
export function findExtension(
  truth: SemanticMap,
  known: SemanticMap,
  goal: Vec2,
): string | undefined {
  let best: { name: string; distanceM: number } | undefined;
  for (const name of truth.regionNames().sort(naturalCompare)) {
    if (known.has(name)) continue;
    const coords = truth.coordsOf(name);
    if (coords === undefined) continue;
    const distance = distanceM(coords, goal);
    const towardGoal = truth.neighbors(name, "region").some((anchor) => {
      const anchorCoords = truth.coordsOf(anchor);
      return (
        known.isRegion(anchor) &&
        anchorCoords !== undefined &&
        distance < distanceM(anchorCoords, goal)
      );
    });
    if (towardGoal && (best === undefined || distance < best.distanceM)) {
      best = { name, distanceM: distance };
    }
  }
  return best?.name;
}

/** The region found by {@link findExtension}, with its truth edges to every node the agent knows. */
export function revealRegion(truth: SemanticMap, known: SemanticMap, region: string): DeltaBody {
  const body = new DeltaBuilder();
  body.addNode(truthNode(truth, region, { withDescription: false }));
  for (const neighbour of truth.neighbors(region).sort(naturalCompare)) {
    if (known.has(neighbour)) body.addEdge(truth, region, neighbour);
  }
  return body.build();
}

function truthNode(
  truth: SemanticMap,
  name: string,
  options: { withDescription: boolean },
): DeltaNode {
  const node = truth.get(name);
  if (node === undefined) throw new Error(`graph world: "${name}" is not in the truth`);
  const attributes: JsonObject = { ...node.attributes };
  if (!options.withDescription) delete attributes["description"];
  const result: DeltaNode = { name, type: node.type, coords: node.coords };
  if (Object.keys(attributes).length > 0) result.attributes = attributes;
  return result;
}

/** Collects a delta's lists, leaving out the empty ones. */
class DeltaBuilder {
  readonly #addNodes: DeltaNode[] = [];
  readonly #updateNodes: NonNullable<GraphDelta["update_nodes"]> = [];
  readonly #addEdges: [string, string][] = [];

  addNode(node: DeltaNode): void {
    this.#addNodes.push(node);
  }

  /** Only when the truth has a description the agent does not already hold. */
  updateDescription(truth: SemanticMap, known: SemanticMap, name: string): void {
    const description = truth.get(name)?.attributes["description"];
    if (description === undefined) return;
    if (
      JSON.stringify(known.get(name)?.attributes["description"]) === JSON.stringify(description)
    ) {
      return;
    }
    this.#updateNodes.push({ name, attributes: { description } });
  }

  /** Object edges are written [object, region], as in graph files. */
  addEdge(truth: SemanticMap, a: string, b: string): void {
    this.#addEdges.push(truth.isObject(b) ? [b, a] : [a, b]);
  }

  build(): DeltaBody {
    const body: DeltaBody = {};
    if (this.#addNodes.length > 0) body.add_nodes = this.#addNodes;
    if (this.#updateNodes.length > 0) body.update_nodes = this.#updateNodes;
    if (this.#addEdges.length > 0) body.add_edges = this.#addEdges;
    return body;
  }
}
