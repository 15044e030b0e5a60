import type { z } from "zod";
import { buffer } from "@turf/turf";
import type { Geometry, MultiPolygon, Polygon, Position } from "geojson";
import { describeValue } from "../../src/errors/index.js";
import type { EnuFrame, Vec2 } from "../../src/geo/index.js";
import type { Issues } from "./issues.js";
import { COORDINATE_SCHEMAS, POSITION_MESSAGE } from "./worldSchema.js";
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

/**
 * Check the coordinates with the geometry type's schema (`COORDINATE_SCHEMAS`); returns them with every ring
 * closed (a warning for each that was not), or undefined. Only the first problem is reported: later ones are
 * usually the same mistake repeated.
 */
function checkCoordinates(type: string, raw: unknown, context: GeometryContext): unknown {
  const { where, issues } = context;
  const schema = (COORDINATE_SCHEMAS as Record<string, z.ZodType | undefined>)[type];
  if (schema === undefined) throw new Error(`no coordinate check for geometry type ${type}`);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // A bad number inside a position is reported as the position, as people write it.
    const path =
      issue?.message === POSITION_MESSAGE && typeof issue.path[issue.path.length - 1] === "number"
        ? issue.path.slice(0, -1)
        : (issue?.path ?? []);
    const at = path.map((part) => `[${String(part)}]`).join("");
    issues.error(
      where,
      `geometry.coordinates${at} ${issue?.message ?? "are not valid"}, got ${describeValue(valueAt(raw, path))}`,
    );
    return undefined;
  }
  // Copies, not the caller's arrays: closing a ring must not change the file's JSON.
  const close = (ring: readonly Position[], path: string): Position[] => {
    const first = ring[0];
    const last = ring[ring.length - 1];
    if (first === undefined || last === undefined || (first[0] === last[0] && first[1] === last[1]))
      return [...ring];
    issues.warn(where, `geometry.coordinates${path} is not closed; closed it`);
    return [...ring, first];
  };
  if (type === "Polygon")
    return (parsed.data as Position[][]).map((ring, r) => close(ring, `[${r}]`));
  if (type === "MultiPolygon")
    return (parsed.data as Position[][][]).map((polygon, p) =>
      polygon.map((ring, r) => close(ring, `[${p}][${r}]`)),
    );
  return parsed.data;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const part of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}
