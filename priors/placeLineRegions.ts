import { distanceM, lerp, type Vec2 } from "../src/geo/index.js";
import { segmentTraversable, type Grid } from "../sim/raster/index.js";
import { LINEAR_CLASSES } from "./linearClasses.js";
import { pointAlong, polylineLengthM, principalAxis } from "./planeGeometry.js";
import type { RegionSet } from "./RegionSet.js";
import type { PriorFeature } from "./types.js";

/** How many times a stretch between two nodes is halved when a bend takes the chord off the road. */
const MAX_REFINE_DEPTH = 3;
/** A node closer than this × spacing to one placed for an earlier feature would duplicate it (a junction). */
const DUPLICATE_FACTOR = 0.4;

/**
 * Regions along the centrelines of roads, paths, trails, sidewalks, bridges and docks, evenly about every
 * `spacingM` with both ends included (a feature shorter than half the spacing gets one node in its middle).
 * Where a bend makes the straight chord between two nodes leave drivable ground, a node is added halfway
 * along the line, so consecutive nodes stay connectable. Nodes on cells the raster says are not drivable
 * (a road under a river drawn over it) are skipped.
 */
export function placeLineRegions(
  features: readonly PriorFeature[],
  { regions, traversable, spacingM }: { regions: RegionSet; traversable: Grid; spacingM: number },
): void {
  for (const feature of features) {
    if (
      feature.layer !== "surface" ||
      !LINEAR_CLASSES.has(feature.className) ||
      !feature.traversable ||
      feature.coveredFromAir === true
    ) {
      continue;
    }
    for (const line of centrelines(feature)) {
      const points = stationsAlong(line, spacingM, traversable).filter(
        (point) =>
          traversable.valueAt(point) === 1 &&
          !regions.anyWithin(point, DUPLICATE_FACTOR * spacingM),
      );
      // Added after filtering: a line's own refined nodes may be closer together than the duplicate radius.
      for (const point of points) regions.add(point, spacingM);
    }
  }
}

function centrelines(feature: PriorFeature): Vec2[][] {
  if (feature.lines !== undefined && feature.lines.length > 0) return feature.lines;
  // A bridge or dock drawn as a polygon: use its long axis.
  return feature.footprint
    .map((rings) => (rings[0] === undefined ? undefined : principalAxis(rings[0])))
    .filter((axis): axis is Vec2[] => axis !== undefined);
}

function stationsAlong(line: readonly Vec2[], spacingM: number, traversable: Grid): Vec2[] {
  const lengthM = polylineLengthM(line);
  if (lengthM < spacingM / 2) return [pointAlong(line, lengthM / 2)];
  // A few per cent of slack, so a 40.01 m road gets nodes every 10 m rather than every 8 m.
  const count = Math.max(1, Math.ceil(lengthM / spacingM - 0.05));
  const stations: number[] = [];
  const minGapM = 2 * traversable.resolutionM;
  const refine = (fromM: number, toM: number, depth: number): void => {
    const a = pointAlong(line, fromM);
    const b = pointAlong(line, toM);
    const midM = (fromM + toM) / 2;
    // Only a bend is worth a node; a straight stretch blocked by a fence or a river stays blocked.
    const bendM = distanceM(pointAlong(line, midM), lerp(a, b, 0.5));
    if (
      depth < MAX_REFINE_DEPTH &&
      toM - fromM > minGapM &&
      bendM > minGapM &&
      traversable.valueAt(a) === 1 &&
      traversable.valueAt(b) === 1 &&
      !segmentTraversable(traversable, a, b)
    ) {
      refine(fromM, midM, depth + 1);
      stations.push(midM);
      refine(midM, toM, depth + 1);
    }
  };
  for (let k = 0; k <= count; k += 1) {
    const atM = (k * lengthM) / count;
    if (k > 0) refine(((k - 1) * lengthM) / count, atM, 0);
    stations.push(atM);
  }
  return stations.map((atM) => pointAlong(line, atM));
}
