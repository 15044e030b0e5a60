import { mulberry32 } from "../src/random/index.js";
import {
  loadGraph,
  mapToGraphJson,
  naturalCompare,
  type GraphJson,
  type SemanticMap,
} from "../src/map/index.js";

export interface DropPriorNodesOptions {
  /** Share of the eligible nodes to remove, in [0, 1]. */
  fraction: number;
  /** PRNG seed; the same graph, fraction and seed always drop the same nodes. */
  seed: number;
  /** Names that must survive, besides the robot's start region. */
  keep?: readonly string[];
}

/**
 * A degraded prior: removes `round(fraction × eligible)` nodes (regions and objects), chosen by a seeded PRNG,
 * together with their edges. The robot's start region (`robot_location`) and the `keep` names are never
 * eligible. The result is in canonical form ({@link mapToGraphJson}), so output depends only on the inputs.
 */
export function dropPriorNodes(graph: GraphJson, options: DropPriorNodesOptions): GraphJson {
  const { fraction, seed, keep = [] } = options;
  if (!Number.isFinite(fraction) || fraction < 0 || fraction > 1) {
    throw new RangeError(`dropPriorNodes: fraction must be in [0, 1], got ${fraction}`);
  }
  const map = canonicalMap(graph);
  const protectedNames = new Set(keep);
  if (map.robotLocation !== undefined) protectedNames.add(map.robotLocation);
  // Sorted so the choice does not depend on the order the caller's file listed nodes in.
  const eligible = [...map.regionNames(), ...map.objectNames()]
    .filter((name) => !protectedNames.has(name))
    .sort(naturalCompare);
  const count = Math.round(fraction * eligible.length);
  const next = mulberry32(seed);
  // Partial Fisher–Yates: the first `count` slots end up a uniform random sample.
  for (let i = 0; i < count; i += 1) {
    const j = i + Math.floor(next() * (eligible.length - i));
    const picked = eligible[j] as string;
    eligible[j] = eligible[i] as string;
    eligible[i] = picked;
  }
  for (const name of eligible.slice(0, count)) map.removeNode(name);
  return mapToGraphJson(map);
}

/**
 * The graph without node descriptions: what a prior shows before the robot has looked (a graph world's prior,
 * world-format.md §3). Other attributes are kept. Canonical form.
 */
export function hideDescriptions(graph: GraphJson): GraphJson {
  const map = canonicalMap(graph);
  for (const name of [...map.regionNames(), ...map.objectNames()]) {
    if (map.get(name)?.attributes["description"] !== undefined) {
      map.updateNode(name, { attributes: { description: null } });
    }
  }
  return mapToGraphJson(map);
}

function canonicalMap(graph: GraphJson): SemanticMap {
  const loaded = loadGraph(graph);
  // A GraphJson is already validated; failing here means the caller built an inconsistent one by hand.
  if (!loaded.ok) throw new Error(`invalid GraphJson: ${loaded.error.join("; ")}`);
  return loaded.value.map;
}
