import { distanceM, lerp, type Vec2 } from "../src/geo/index.js";
import { lineOfSight, type Grid } from "../sim/raster/index.js";
import type { Footprint } from "./planeGeometry.js";
import type { RegionSet } from "./RegionSet.js";

/** The nearest region within `radiusM` that can see the point, or undefined. */
export function attachPoint(
  point: Vec2,
  { regions, occluding, radiusM }: { regions: RegionSet; occluding: Grid; radiusM: number },
): number | undefined {
  return regions.index.nearest(point, {
    count: 1,
    maxDistanceM: radiusM,
    filter: (id) => lineOfSight(occluding, regions.get(id).point, point),
  })[0];
}

/**
 * The region nearest to a landmark's footprint (within `radiusM`) that sees the closest point of it. The sight
 * line stops a cell and a half short of that point: the landmark's own cells — a building's walls, the edge of a
 * forest — must not hide the landmark. A region standing inside the footprint (on a bridge over a river) sees it.
 * Distances to the footprint count in whole metres; among equally near regions the one nearest the landmark's
 * node wins, so a long river is attached where its node is, not at whichever bridge was placed first.
 */
export function attachFootprint(
  footprint: Footprint,
  node: Vec2,
  { regions, occluding, radiusM }: { regions: RegionSet; occluding: Grid; radiusM: number },
): number | undefined {
  const bounds = footprint.boundsM;
  const candidates = regions.index
    .inBox({
      minX: bounds.minX - radiusM,
      minY: bounds.minY - radiusM,
      maxX: bounds.maxX + radiusM,
      maxY: bounds.maxY + radiusM,
    })
    .map((id) => {
      const from = regions.get(id).point;
      return { id, ...footprint.closestPoint(from), toNodeM: distanceM(from, node) };
    })
    .filter((candidate) => candidate.distanceM <= radiusM)
    .sort(
      (a, b) =>
        Math.ceil(a.distanceM) - Math.ceil(b.distanceM) || a.toNodeM - b.toNodeM || a.id - b.id,
    );
  const skipM = 1.5 * Math.SQRT2 * occluding.resolutionM;
  for (const { id, point, distanceM: gapM } of candidates) {
    const from = regions.get(id).point;
    if (gapM <= skipM) return id;
    const target = lerp(point, from, skipM / distanceM(point, from));
    if (lineOfSight(occluding, from, target)) return id;
  }
  return undefined;
}
