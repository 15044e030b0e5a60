import { existsSync, readFileSync } from "node:fs";
import { basename, extname } from "node:path";
import { describeError, fail, ok, type Result } from "../../src/errors/index.js";
import type { LonLat } from "../../src/geo/index.js";
import {
  isPlainObject,
  mapFromGraphJson,
  mapToGraphJson,
  parseGraphJson,
  type GraphJson,
} from "../../src/map/index.js";
import { buildWorldRasters, type WorldRasters } from "../../sim/raster/index.js";
import type { WorldLimits } from "../../sim/world/index.js";
import { buildWorldGraph } from "../buildWorldGraph.js";
import { geoJsonToWorld } from "../geojson/index.js";
import {
  landCoverPrior,
  parseCrsName,
  parsePalette,
  readGeoTiff,
  readPng,
  type LandCoverImage,
  type Palette,
} from "../landcover/index.js";

export interface BuildPriorFileOptions {
  /** GeoJSON (OSM tags or world classes), GeoTIFF or PNG land cover, or a SPINE graph JSON. */
  input: string;
  /** Land-cover palette JSON; default `<raster>.palette.json` beside the raster. */
  palette?: string;
  /** ENU origin; default the file's own (`spine.origin`) or its middle. */
  origin?: LonLat;
  /** The robot's start, for `robot_location`; default the file's own (`spine.start`). */
  start?: LonLat;
  /** CRS of a PNG's world file ("EPSG:32618"); default its `.prj`, else EPSG:4326. */
  crs?: string;
  roadSpacingM?: number;
  openSpacingM?: number;
  /** Prior raster cell size; default 0.5 m (vectors) or the raster's pixel size (rasters). */
  resolutionM?: number;
  /** Classes to treat as drivable whatever the class tables say. */
  traversableClasses?: readonly string[];
  /** World size limits for a GeoJSON prior (maxWorldExtentM); defaults DEFAULT_WORLD_LIMITS. */
  worldLimits?: Partial<WorldLimits>;
  /** The most pixels a PNG may have, checked from its header before decoding; default {@link MAX_PNG_PIXELS}. */
  maxPngPixels?: number;
}

export type PriorSourceKind = "geojson" | "geotiff" | "png" | "graph";

/** A prior built from a file, with what to write beside it. */
export interface BuiltPrior {
  graph: GraphJson;
  source: { file: string; kind: PriorSourceKind };
  /** The ENU origin; unknown for a graph file unless given. */
  origin?: LonLat;
  /** The prior rasters the graph was built on (none for a graph file). */
  rasters?: WorldRasters;
  /** What the source held and what was used of it. */
  counts: Record<string, number>;
  warnings: string[];
}

/**
 * Build a prior graph from a map file, whichever kind it is: vectors go through the world parser and
 * `buildWorldGraph`, land-cover rasters through `landCoverPrior`, and a graph file is checked and normalised.
 * Every failure is an error message naming the file and what is wrong.
 */
export async function buildPriorFromFile(
  options: BuildPriorFileOptions,
): Promise<Result<BuiltPrior, string[]>> {
  const { input } = options;
  const file = basename(input);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(input);
  } catch (error) {
    return fail([`cannot read ${input}: ${describeError(error)}`]);
  }
  if (bytes.length === 0) return fail([`${file} is empty`]);
  const extension = extname(input).toLowerCase();
  if (extension === ".tif" || extension === ".tiff" || extension === ".png") {
    return buildFromRaster(bytes, options);
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    return fail([
      `${file} is neither a GeoTIFF/PNG (by its name) nor valid JSON: ${describeError(error)}`,
    ]);
  }
  if (isPlainObject(json) && json["type"] === "FeatureCollection")
    return buildFromGeoJson(json, options);
  if (isPlainObject(json) && (Array.isArray(json["regions"]) || Array.isArray(json["objects"]))) {
    return buildFromGraph(json, options);
  }
  return fail([
    `${file} is JSON but neither a GeoJSON FeatureCollection nor a SPINE graph ({"regions": …, "objects": …})`,
  ]);
}

function buildFromGeoJson(
  json: unknown,
  options: BuildPriorFileOptions,
): Result<BuiltPrior, string[]> {
  const file = basename(options.input);
  const converted = geoJsonToWorld(json, {
    source: file,
    ...(options.origin === undefined ? {} : { origin: options.origin }),
    ...(options.start === undefined ? {} : { start: options.start }),
    ...(options.traversableClasses === undefined
      ? {}
      : { traversableClasses: options.traversableClasses }),
    ...(options.worldLimits === undefined ? {} : { limits: options.worldLimits }),
  });
  if (!converted.ok) return converted;
  const { world, warnings, counts } = converted.value;
  const rasters = buildWorldRasters(world, {
    view: "prior",
    ...(options.resolutionM === undefined ? {} : { resolutionM: options.resolutionM }),
  });
  const graph = buildWorldGraph(world, { view: "prior", rasters, ...spacing(options) });
  return ok({
    graph,
    source: { file, kind: "geojson" },
    origin: world.origin,
    rasters,
    counts,
    warnings,
  });
}

async function buildFromRaster(
  bytes: Uint8Array,
  options: BuildPriorFileOptions,
): Promise<Result<BuiltPrior, string[]>> {
  const file = basename(options.input);
  const kind: PriorSourceKind = extname(options.input).toLowerCase() === ".png" ? "png" : "geotiff";
  const paletteResult = readPaletteFor(options);
  if (!paletteResult.ok) return paletteResult;
  const palette = paletteResult.value;
  let image: Result<LandCoverImage>;
  if (kind === "png") {
    const crs = options.crs === undefined ? undefined : parseCrsName(options.crs);
    if (crs !== undefined && !crs.ok) return fail([`--crs: ${crs.error}`]);
    image = readPng(bytes, options.input, {
      ...(crs === undefined ? {} : { crs: crs.value }),
      ...(options.maxPngPixels === undefined ? {} : { maxPixels: options.maxPngPixels }),
    });
  } else image = await readGeoTiff(bytes, file);
  if (!image.ok) return fail([image.error]);
  const prior = landCoverPrior({
    image: image.value,
    palette,
    ...spacing(options),
    ...(options.origin === undefined ? {} : { origin: options.origin }),
    ...(options.start === undefined ? {} : { start: options.start }),
    ...(options.resolutionM === undefined ? {} : { resolutionM: options.resolutionM }),
  });
  if (!prior.ok) return fail([prior.error]);
  const { graph, rasters, origin, counts } = prior.value;
  return ok({
    graph,
    source: { file, kind },
    origin,
    rasters,
    counts: { width_px: image.value.width, height_px: image.value.height, ...counts },
    warnings: [...palette.warnings, ...image.value.warnings],
  });
}

function buildFromGraph(
  json: unknown,
  options: BuildPriorFileOptions,
): Result<BuiltPrior, string[]> {
  const file = basename(options.input);
  const parsed = parseGraphJson(json);
  if (!parsed.ok) return fail(parsed.error.map((error) => `${file}: ${error}`));
  // Through the map and back: the canonical layout, order and rounding every prior file has.
  const graph = mapToGraphJson(mapFromGraphJson(parsed.value.graph));
  const built: BuiltPrior = {
    graph,
    source: { file, kind: "graph" },
    counts: {},
    warnings: parsed.value.warnings.map((warning) => `${file}: ${warning}`),
  };
  if (options.origin !== undefined) built.origin = options.origin;
  return ok(built);
}

function readPaletteFor(options: BuildPriorFileOptions): Result<Palette, string[]> {
  const besides = options.input.replace(/\.(tiff?|png)$/i, ".palette.json");
  const path = options.palette ?? (existsSync(besides) ? besides : undefined);
  if (path === undefined) {
    return fail([
      `${basename(options.input)} is a land-cover raster: it needs a class palette (--palette <file>, JSON: pixel value or "#rrggbb" → class), or ${basename(besides)} beside it`,
    ]);
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    return fail([`cannot read the palette ${path}: ${describeError(error)}`]);
  }
  return parsePalette(json, {
    source: basename(path),
    ...(options.traversableClasses === undefined
      ? {}
      : { traversableClasses: options.traversableClasses }),
  });
}

function spacing(options: BuildPriorFileOptions): { roadSpacingM?: number; openSpacingM?: number } {
  const result: { roadSpacingM?: number; openSpacingM?: number } = {};
  if (options.roadSpacingM !== undefined) result.roadSpacingM = options.roadSpacingM;
  if (options.openSpacingM !== undefined) result.openSpacingM = options.openSpacingM;
  return result;
}
