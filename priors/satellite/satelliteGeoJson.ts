import type { Feature, FeatureCollection, Geometry, Position } from "geojson";
import type { EnuFrame, Vec2 } from "../../src/geo/index.js";
import {
  classSeenFromAir,
  priorFeatures,
  type World,
  type WorldFeature,
} from "../../sim/world/index.js";
import { classInfo, mapOsmTags, osmTagsFor, type GeometryKind } from "../tags/index.js";

/** A GeoJSON FeatureCollection with the `spine` header our importer reads the ENU origin and start from. */
export interface SatelliteGeoJson extends FeatureCollection {
  spine: {
    version: 1;
    name: string;
    origin: [number, number];
    start: [number, number];
    description: string;
  };
}

/**
 * What a satellite-derived vector map would show of a world: its prior features (world-format §1: `inPrior`,
 * objects under canopy or a roof left out), with a covered surface drawn as what covers it (`landcover=trees`,
 * `building=roof`), tagged the OpenStreetMap way through the inverse of the tag table. A class no tag stands for
 * (a truck, a supply depot) keeps our `class`/`layer` properties, which the importer reads as well.
 */
export function satelliteGeoJson(world: World): SatelliteGeoJson {
  const features = priorFeatures(world).map((feature) => toFeature(feature, world.frame));
  const start = world.frame.toLonLat(world.start);
  return {
    type: "FeatureCollection",
    spine: {
      version: 1,
      name: world.name,
      origin: [world.origin[0], world.origin[1]],
      start: [start[0], start[1]],
      description: `what overhead imagery shows of ${world.name}`,
    },
    features,
  };
}

function toFeature(feature: WorldFeature, frame: EnuFrame): Feature {
  const covered = feature.layer === "surface" && feature.coveredFromAir;
  // A covered surface is seen as its cover: a tree-lined trail as a line of canopy as wide as the trail.
  const className = classSeenFromAir(feature);
  const { geometry, kind } = geometryOf(feature, frame);
  const properties: Record<string, string | number | boolean> = {};
  const tags = osmTagsFor(feature.layer, className, kind);
  const mapped = tags === undefined ? undefined : mapOsmTags(tags, kind);
  const sameMeaning =
    covered ||
    (mapped?.kind === "mapped" &&
      mapped.mapped.traversable === feature.traversable &&
      mapped.mapped.occludes === feature.occludes);
  if (tags !== undefined && sameMeaning) Object.assign(properties, tags);
  else {
    properties["layer"] = feature.layer;
    properties["class"] = className;
    const info = classInfo(className, feature.layer);
    if (feature.layer === "surface" && info.traversable !== feature.traversable)
      properties["traversable"] = feature.traversable;
    if (feature.layer === "surface" && info.occludes !== feature.occludes)
      properties["occludes"] = feature.occludes;
  }
  if (kind !== "area" && feature.widthM !== undefined && feature.layer !== "object") {
    properties["width"] = String(feature.widthM);
  }
  if (feature.layer === "object" || feature.nameIsExplicit) properties["name"] = feature.name;
  return { type: "Feature", geometry, properties };
}

function geometryOf(
  feature: WorldFeature,
  frame: EnuFrame,
): { geometry: Geometry; kind: GeometryKind } {
  const toLonLat = (point: Vec2): Position => [...frame.toLonLat(point)];
  if (feature.point !== undefined) {
    return { geometry: { type: "Point", coordinates: toLonLat(feature.point) }, kind: "point" };
  }
  const lines = feature.lines;
  if (lines !== undefined) {
    const coordinates = lines.map((line) => line.map(toLonLat));
    return coordinates.length === 1 && coordinates[0] !== undefined
      ? { geometry: { type: "LineString", coordinates: coordinates[0] }, kind: "line" }
      : { geometry: { type: "MultiLineString", coordinates }, kind: "line" };
  }
  const polygons = feature.footprint.map((rings) => rings.map((ring) => ring.map(toLonLat)));
  return polygons.length === 1 && polygons[0] !== undefined
    ? { geometry: { type: "Polygon", coordinates: polygons[0] }, kind: "area" }
    : { geometry: { type: "MultiPolygon", coordinates: polygons }, kind: "area" };
}
