import type { Vec2 } from "../src/geo/index.js";
import type { Grid } from "../sim/raster/index.js";
import { classInWords, classSeenFromAir } from "../sim/world/index.js";
import { Footprint, pointAlong, polylineLengthM } from "./planeGeometry.js";
import { representativePoint } from "./representativePoint.js";
import type { PriorFeature } from "./types.js";

/** A thing overhead imagery shows as distinct (a building, a water body, a forest patch, canopy, a roof). */
export interface LandmarkDraft {
  feature: PriorFeature;
  className: string;
  description: string;
  point: Vec2;
  footprint: Footprint;
}

/**
 * Landmarks: every surface the robot cannot drive on, and every `coveredFromAir` surface as its cover looks from
 * above ("tree canopy", "roof"). Each gets one node at a representative interior point: near the middle of its
 * centreline or footprint, clear of its edges, on a cell where it is the topmost surface.
 */
export function findLandmarks(features: readonly PriorFeature[], surface: Grid): LandmarkDraft[] {
  const landmarks: LandmarkDraft[] = [];
  for (const feature of features) {
    if (feature.layer !== "surface" || feature.footprint.length === 0) continue;
    const covered = feature.coveredFromAir === true;
    if (feature.traversable && !covered) continue;
    const className = classSeenFromAir(feature);
    const description = covered
      ? className === "roof"
        ? "roof"
        : "tree canopy"
      : classInWords(feature.className);
    const footprint = new Footprint(feature.footprint);
    const preferred = preferredPoint(feature, footprint);
    const point =
      representativePoint(surface, {
        value: feature.index + 1,
        boundsM: footprint.boundsM,
        preferred,
      }) ?? preferred;
    landmarks.push({ feature, className, description, point, footprint });
  }
  return landmarks;
}

function preferredPoint(feature: PriorFeature, footprint: Footprint): Vec2 {
  const line = feature.lines?.[0];
  if (line !== undefined && line.length > 0) return pointAlong(line, polylineLengthM(line) / 2);
  const { minX, minY, maxX, maxY } = footprint.boundsM;
  return [(minX + maxX) / 2, (minY + maxY) / 2];
}
