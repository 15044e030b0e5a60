import { segmentTraversable, type Grid } from "../sim/raster/index.js";
import type { RegionSet } from "./RegionSet.js";

/**
 * Region edges: each node proposes its `maxNeighbours` nearest neighbours within `reachFactor` × its spacing,
 * and a pair is joined when the straight segment between them is drivable in the raster — so no edge crosses
 * water, a building or a fence the prior shows. Pairs are returned as region ids, lower id first.
 */
export function connectRegions({
  regions,
  traversable,
  reachFactor,
  maxNeighbours,
}: {
  regions: RegionSet;
  traversable: Grid;
  reachFactor: number;
  maxNeighbours: number;
}): [number, number][] {
  const edges: [number, number][] = [];
  const tested = new Set<number>();
  const count = regions.regions.length;
  for (const region of regions.regions) {
    const neighbours = regions.index.nearest(region.point, {
      count: maxNeighbours,
      maxDistanceM: reachFactor * region.spacingM,
      filter: (id) => id !== region.id,
    });
    for (const id of neighbours) {
      const [low, high] = region.id < id ? [region.id, id] : [id, region.id];
      const key = low * count + high;
      if (tested.has(key)) continue;
      tested.add(key);
      if (segmentTraversable(traversable, region.point, regions.get(id).point))
        edges.push([low, high]);
    }
  }
  return edges;
}
