import { pointOnFeature } from "@turf/turf";
import type { Feature, Geometry } from "geojson";
import { isPlainObject } from "../../src/map/index.js";
import {
  classInfo,
  mapOsmTags,
  osmTagsOf,
  snakeCase,
  worldPropertiesFor,
  type GeometryKind,
  type OsmTags,
} from "../tags/index.js";

/** A source feature as a world-file feature (world-format.md §1), or why it was left out. */
export type Translation =
  | {
      kind: "feature";
      /** `class`/`layer` given in the file (our world classes) or mapped from OSM tags. */
      form: "world" | "osm";
      feature: { type: "Feature"; geometry: unknown; properties: Record<string, unknown> };
      /** The name the source gives (OSM `name`), still to be made unique. */
      sourceName?: string;
      drawRank: number;
    }
  | {
      kind: "skipped";
      why: "untagged" | "no-geometry" | "unknown" | "ignored" | "wrong-geometry";
      label: string;
    };

/** Tags that describe a feature rather than say what it is; left out of "unknown tags" listings. */
const DESCRIPTIVE_KEYS = new Set([
  "name",
  "ref",
  "width",
  "source",
  "note",
  "description",
  "id",
  "@id",
  "osm_id",
  "type",
  "tags",
  "surface",
  "lanes",
  "maxspeed",
  "oneway",
]);

/**
 * Translate one GeoJSON feature. Features with `properties.class` and `properties.layer` are already in our
 * world classes and pass unchanged. Others are read as OpenStreetMap tags through the tag table: a surface
 * needs a line or an area, an object drawn as an outline stands at a point on it, and tags the table does not
 * know leave the feature out (listed in one warning by the caller).
 */
export function translateFeature(
  raw: unknown,
  traversableClasses: ReadonlySet<string>,
): Translation {
  const properties =
    isPlainObject(raw) && isPlainObject(raw["properties"]) ? raw["properties"] : {};
  const geometry = isPlainObject(raw) ? raw["geometry"] : undefined;
  if (typeof properties["class"] === "string" && typeof properties["layer"] === "string") {
    const className = properties["class"];
    const override = traversableClasses.has(className) ? { traversable: true } : {};
    return {
      kind: "feature",
      form: "world",
      feature: { type: "Feature", geometry, properties: { ...properties, ...override } },
      drawRank: classInfo(className).drawRank,
    };
  }
  const tags = osmTagsOf(properties);
  const label = labelOf(tags);
  if (label === "") return { kind: "skipped", why: "untagged", label: "no tags" };
  const kind = geometryKind(geometry);
  if (kind === undefined) return { kind: "skipped", why: "no-geometry", label };
  const mapping = mapOsmTags(tags, kind);
  if (mapping.kind === "unknown") return { kind: "skipped", why: "unknown", label };
  if (mapping.kind === "ignored") {
    return { kind: "skipped", why: "ignored", label: `${label}: ${mapping.reason}` };
  }
  if (
    mapping.kind === "wrong-geometry" ||
    (mapping.mapped.layer === "surface" && kind === "point")
  ) {
    return { kind: "skipped", why: "wrong-geometry", label: `${kind} ${label}` };
  }
  const { mapped } = mapping;
  const info = {
    ...mapped,
    traversable: mapped.traversable || traversableClasses.has(mapped.className),
  };
  const worldProperties: Record<string, unknown> = {
    layer: mapped.layer,
    class: mapped.className,
    ...worldPropertiesFor(mapped.className, { ...info, known: true }),
  };
  if (mapped.widthM !== undefined && mapped.layer !== "object")
    worldProperties["width"] = mapped.widthM;
  const translated: Translation = {
    kind: "feature",
    form: "osm",
    feature: {
      type: "Feature",
      geometry: mapped.layer === "object" && kind !== "point" ? pointGeometry(raw) : geometry,
      properties: worldProperties,
    },
    drawRank: mapped.drawRank,
  };
  // Named things keep their names: objects and landmarks as node names, ground (a meadow, "Main Street") as the
  // `place` of the regions on it. Segments sharing a name get numbered (main_street_2); the place drops the number.
  const name = tags["name"];
  if (name !== undefined && name.trim() !== "") translated.sourceName = snakeCase(name);
  return translated;
}

function geometryKind(geometry: unknown): GeometryKind | undefined {
  if (!isPlainObject(geometry)) return undefined;
  switch (geometry["type"]) {
    case "Point":
      return "point";
    case "LineString":
    case "MultiLineString":
      return "line";
    case "Polygon":
    case "MultiPolygon":
      return "area";
    default:
      return undefined;
  }
}

function pointGeometry(raw: unknown): Geometry {
  return pointOnFeature(raw as Feature).geometry;
}

/** "building=yes + name=…" without the descriptive keys; what a person recognises the feature by. */
function labelOf(tags: OsmTags): string {
  return Object.entries(tags)
    .filter(([key]) => !DESCRIPTIVE_KEYS.has(key))
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join(" + ");
}
