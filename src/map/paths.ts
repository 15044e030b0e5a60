import { aStar, type PathFinder } from "ngraph.path";
import type { RegionVertex } from "./RegionGraph.js";
import type { SemanticMap } from "./SemanticMap.js";

export interface RegionPath {
  /** Region names from start to goal, both included. */
  readonly regions: readonly string[];
  readonly lengthM: number;
}

const finders = new WeakMap<SemanticMap, PathFinder<RegionVertex["data"]>>();

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
  const fromId = map.regionGraph.idOf(from);
  const toId = map.regionGraph.idOf(to);
  if (fromId === undefined || toId === undefined) return undefined;
  const found = finderFor(map).find(fromId, toId);
  if (found.length === 0) return undefined;
  // ngraph.path returns the path target → source.
  const regions = found
    .map((node) => map.regionGraph.vertex(Number(node.id))?.name ?? "")
    .reverse();
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

function finderFor(map: SemanticMap): PathFinder<RegionVertex["data"]> {
  let finder = finders.get(map);
  if (finder === undefined) {
    const metres = (
      a: { data: RegionVertex["data"] },
      b: { data: RegionVertex["data"] },
    ): number => {
      const dx = a.data.x - b.data.x;
      const dy = a.data.y - b.data.y;
      return Math.sqrt(dx * dx + dy * dy);
    };
    // ngraph.path only calls getNode and forEachLinkedNode, which RegionGraph provides over integer ids.
    const view = map.regionGraph as unknown as Parameters<
      typeof aStar<RegionVertex["data"], undefined>
    >[0];
    finder = aStar<RegionVertex["data"], undefined>(view, {
      oriented: false,
      distance: metres,
      heuristic: metres,
    });
    finders.set(map, finder);
  }
  return finder;
}
