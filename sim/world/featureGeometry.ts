import { buffer } from "@turf/turf";
import type { Geometry, MultiPolygon, Polygon, Position } from "geojson";
import { describeValue } from "../../src/errors/index.js";
import type { EnuFrame, Vec2 } from "../../src/geo/index.js";
import type { Issues } from "./issues.js";
import type { Layer, PolygonM } from "./types.js";

/** A feature's geometry in ENU metres. */
export interface FeatureGeometry {
  point?: Vec2;
  lines?: Vec2[][];
  footprint: PolygonM[];
}

const ALLOWED: Readonly<Record<Layer, readonly string[]>> = {
  surface: ["Polygon", "MultiPolygon", "LineString", "MultiLineString"],
  obstacle: ["Polygon", "MultiPolygon", "LineString", "MultiLineString", "Point"],
  object: ["Point"],
};

interface GeometryContext {
  layer: Layer;
  widthM: number | undefined;
  frame: EnuFrame;
  where: string;
  issues: Issues;
}

/**
 * Check a feature's geometry against its layer and convert it to ENU. Lines (and Point obstacles) are buffered
 * in lon/lat by turf, which projects locally, so a 4 m road is 4 m wide wherever the world is.
 */
export function featureGeometry(
  raw: unknown,
  context: GeometryContext,
): FeatureGeometry | undefined {
  const { layer, where, issues } = context;
  const allowed = ALLOWED[layer];
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    issues.error(
      where,
      `geometry must be a GeoJSON ${allowed.join(" or ")}, got ${describeValue(raw)}`,
    );
    return undefined;
  }
  const geometry = raw as { type?: unknown; coordinates?: unknown };
  if (typeof geometry.type !== "string" || !allowed.includes(geometry.type)) {
    issues.error(
      where,
      `geometry.type must be ${allowed.join(" or ")} for the ${layer} layer, got ${describeValue(geometry.type)}`,
    );
    return undefined;
  }
  const coordinates = checkCoordinates(geometry.type, geometry.coordinates, context);
  if (coordinates === undefined) return undefined;
  const lonLat = { type: geometry.type, coordinates } as Geometry;
  const toEnu = (position: Position): Vec2 =>
    context.frame.toEnu([position[0] ?? 0, position[1] ?? 0]);

  switch (lonLat.type) {
    case "Point": {
      const point = toEnu(lonLat.coordinates);
      return layer === "object"
        ? { point, footprint: [] }
        : { point, footprint: buffered(lonLat, context) };
    }
    case "LineString":
      return { lines: [lonLat.coordinates.map(toEnu)], footprint: buffered(lonLat, context) };
    case "MultiLineString":
      return {
        lines: lonLat.coordinates.map((line) => line.map(toEnu)),
        footprint: buffered(lonLat, context),
      };
    case "Polygon":
      return { footprint: [lonLat.coordinates.map((ring) => ring.map(toEnu))] };
    case "MultiPolygon":
      return {
        footprint: lonLat.coordinates.map((polygon) => polygon.map((ring) => ring.map(toEnu))),
      };
    default:
      throw new Error(`geometry type ${lonLat.type} passed the layer check but has no conversion`);
  }
}

function buffered(geometry: Geometry, context: GeometryContext): PolygonM[] {
  // The width was defaulted by parseProperties for every layer that can be buffered.
  const radiusM = (context.widthM ?? 0) / 2;
  const result = buffer(geometry, radiusM, { units: "meters" }) as
    { geometry: Polygon | MultiPolygon } | undefined;
  if (result === undefined) {
    context.issues.error(
      context.where,
      "geometry is degenerate (all points equal?) and cannot be buffered",
    );
    return [];
  }
  const toEnu = (position: Position): Vec2 =>
    context.frame.toEnu([position[0] ?? 0, position[1] ?? 0]);
  const polygons =
    result.geometry.type === "Polygon"
      ? [result.geometry.coordinates]
      : result.geometry.coordinates;
  return polygons.map((polygon) => polygon.map((ring) => ring.map(toEnu)));
}

/** Validate nesting, positions and ring rules; returns the coordinates (rings closed) or undefined. */
function checkCoordinates(type: string, raw: unknown, context: GeometryContext): unknown {
  const { where, issues } = context;
  // Only the first problem is reported: later ones are usually the same mistake repeated.
  const state = { valid: true };
  const bad = (path: string, expected: string, value: unknown): void => {
    if (state.valid)
      issues.error(
        where,
        `geometry.coordinates${path} must be ${expected}, got ${describeValue(value)}`,
      );
    state.valid = false;
  };
  const position = (value: unknown, path: string): Position | undefined => {
    if (
      Array.isArray(value) &&
      value.length >= 2 &&
      value.every((n) => typeof n === "number" && Number.isFinite(n)) &&
      Math.abs(value[0] as number) <= 180 &&
      Math.abs(value[1] as number) <= 90
    ) {
      return value as Position;
    }
    bad(path, "[lon, lat] in degrees", value);
    return undefined;
  };
  const list = <T>(
    value: unknown,
    path: string,
    minimum: number,
    item: (v: unknown, p: string) => T | undefined,
  ): T[] => {
    if (!Array.isArray(value) || value.length < minimum) {
      bad(path, `an array of at least ${minimum} ${minimum === 1 ? "item" : "items"}`, value);
      return [];
    }
    return value.map((v, i) => item(v, `${path}[${i}]`)).filter((v): v is T => v !== undefined);
  };
  const line = (value: unknown, path: string): Position[] => list(value, path, 2, position);
  const ring = (value: unknown, path: string): Position[] => {
    const points = list(value, path, 3, position);
    const first = points[0];
    const last = points[points.length - 1];
    if (
      first !== undefined &&
      last !== undefined &&
      (first[0] !== last[0] || first[1] !== last[1])
    ) {
      issues.warn(where, `geometry.coordinates${path} is not closed; closed it`);
      points.push(first);
    }
    if (state.valid && points.length < 4)
      bad(path, "a ring of at least 3 distinct positions", value);
    return points;
  };
  const polygon = (value: unknown, path: string): Position[][] => list(value, path, 1, ring);

  let coordinates: unknown;
  switch (type) {
    case "Point":
      coordinates = position(raw, "");
      break;
    case "LineString":
      coordinates = line(raw, "");
      break;
    case "MultiLineString":
      coordinates = list(raw, "", 1, line);
      break;
    case "Polygon":
      coordinates = polygon(raw, "");
      break;
    case "MultiPolygon":
      coordinates = list(raw, "", 1, polygon);
      break;
    default:
      throw new Error(`no coordinate check for geometry type ${type}`);
  }
  return state.valid ? coordinates : undefined;
}
