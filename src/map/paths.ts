import { aStar, type PathFinder } from "ngraph.path";
import { distanceM } from "../geo/index.js";
import type { SemanticMap } from "./SemanticMap.js";
import type { EdgeData, NodeData } from "./types.js";

export interface RegionPath {
  /** Region names from start to goal, both included. */
  readonly regions: readonly string[];
  readonly lengthM: number;
}

const finders = new WeakMap<SemanticMap, PathFinder<NodeData>>();

/**
 * Shortest path between two regions, weighted by Euclidean edge length, through regions only: an object edge
 * means "visible from", not "drivable", so a path never passes through an object node.
 * Returns undefined when there is no path (an expected outcome, not an error).
 */
export function shortestRegionPath(
  map: SemanticMap,
  from: string,
  to: string,
): RegionPath | undefined {
  if (!map.isRegion(from) || !map.isRegion(to)) return undefined;
  if (from === to) return { regions: [from], lengthM: 0 };
  // The component lookup answers "no path" without a search, which is the common case for feedback.
  if (map.components.componentOf(from) !== map.components.componentOf(to)) return undefined;
  const found = finderFor(map).find(from, to);
  if (found.length === 0) return undefined;
  // ngraph.path returns the path target → source.
  const regions = found.map((node) => String(node.id)).reverse();
  let lengthM = 0;
  for (let i = 1; i < regions.length; i += 1) {
    lengthM += map.edgeLengthM(regions[i - 1] ?? "", regions[i] ?? "");
  }
  return { regions, lengthM };
}

/**
 * The best way to get within sight of a node: for a region, the path to it; for an object, the shortest path
 * to any region it is connected to.
 */
export function pathToNode(map: SemanticMap, from: string, target: string): RegionPath | undefined {
  if (map.isRegion(target)) return shortestRegionPath(map, from, target);
  let best: RegionPath | undefined;
  for (const region of map.regionsOfObject(target)) {
    const path = shortestRegionPath(map, from, region);
    if (path !== undefined && (best === undefined || path.lengthM < best.lengthM)) best = path;
  }
  return best;
}

function finderFor(map: SemanticMap): PathFinder<NodeData> {
  let finder = finders.get(map);
  if (finder === undefined) {
    finder = aStar<NodeData, EdgeData>(map.graph, {
      oriented: false,
      distance: (a, b) => distanceM(a.data.coords, b.data.coords),
      heuristic: (a, b) => distanceM(a.data.coords, b.data.coords),
      blocked: (a, b, link) =>
        link.data.kind !== "region" || a.data.type !== "region" || b.data.type !== "region",
    });
    finders.set(map, finder);
  }
  return finder;
}
