import { booleanPointInPolygon, polygon as turfPolygon } from "@turf/turf";
import type { Vec2 } from "../../src/geo/index.js";
import type { World, WorldFeature } from "./types.js";

/** What exists on the ground: every feature except those that are only in the (outdated) prior. */
export function truthFeatures(world: World): WorldFeature[] {
  return world.features.filter((feature) => !feature.onlyInPrior);
}

/**
 * What the satellite-derived prior shows: every `inPrior` feature (including `onlyInPrior` ones), except objects
 * whose topmost prior surface is `coveredFromAir` — the imagery cannot see anything under canopy or a roof.
 */
export function priorFeatures(world: World): WorldFeature[] {
  const inPrior = world.features.filter((feature) => feature.inPrior);
  const surfaces = inPrior.filter((feature) => feature.layer === "surface");
  return inPrior.filter(
    (feature) =>
      feature.layer !== "object" ||
      feature.point === undefined ||
      topSurfaceAt(surfaces, feature.point)?.coveredFromAir !== true,
  );
}

/** The last surface in file order whose footprint contains the point (later surfaces are drawn on top). */
export function topSurfaceAt(
  features: readonly WorldFeature[],
  point: Vec2,
): WorldFeature | undefined {
  for (let i = features.length - 1; i >= 0; i -= 1) {
    const feature = features[i];
    if (feature?.layer === "surface" && footprintContains(feature.footprint, point)) return feature;
  }
  return undefined;
}

/** Point-in-polygon with holes, on ENU coordinates (turf's test is planar, so metres work as well as degrees). */
export function footprintContains(
  footprint: readonly (readonly (readonly Vec2[])[])[],
  point: Vec2,
): boolean {
  return shapesOf(footprint).some(
    ({ bbox, shape }) =>
      point[0] >= bbox[0] &&
      point[1] >= bbox[1] &&
      point[0] <= bbox[2] &&
      point[1] <= bbox[3] &&
      booleanPointInPolygon([point[0], point[1]], shape),
  );
}

interface Shape {
  bbox: [number, number, number, number];
  shape: ReturnType<typeof turfPolygon>;
}

// Footprints are immutable once parsed, so their turf polygons are built once per footprint and reused by
// every containment test (prior selection runs one per object and surface).
const shapeCache = new WeakMap<object, Shape[]>();

function shapesOf(footprint: readonly (readonly (readonly Vec2[])[])[]): Shape[] {
  let shapes = shapeCache.get(footprint);
  if (shapes === undefined) {
    shapes = footprint.map((rings) => {
      const outer = rings[0] ?? [];
      const xs = outer.map((p) => p[0]);
      const ys = outer.map((p) => p[1]);
      return {
        bbox: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
        shape: turfPolygon(rings.map((ring) => ring.map(([x, y]) => [x, y]))),
      };
    });
    shapeCache.set(footprint, shapes);
  }
  return shapes;
}
