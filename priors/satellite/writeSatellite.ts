import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describeError, fail, ok, type Result } from "../../src/errors/index.js";
import type { World } from "../../sim/world/index.js";
import { crsFromEpsg, parseCrsName, utmEpsgFor, type RasterCrs } from "../landcover/index.js";
import { landCoverGeoTiff } from "./landCoverGeoTiff.js";
import { landCoverGrid } from "./landCoverGrid.js";
import { satelliteGeoJson } from "./satelliteGeoJson.js";

export interface SatelliteOptions {
  /** "EPSG:4326" (default), "utm" (the world's zone) or an EPSG code we support. */
  crs?: string;
  /** Ground size of a land-cover pixel; default 0.5 m. */
  resolutionM?: number;
}

/** What `writeSatellite` wrote, file names relative to the directory. */
export interface SatelliteFiles {
  geojson: string;
  landCover: string;
  palette: string;
  crs: RasterCrs;
  widthPx: number;
  heightPx: number;
  features: number;
}

/**
 * Write what overhead imagery would show of a world into `outDir`: `<world>.osm.geojson` (the prior's features,
 * OSM-tagged), `<world>.landcover.tif` (a land-cover GeoTIFF) and `<world>.landcover.palette.json` (its class
 * palette, where `spine prior build` finds it). Files are written aside and moved in at the end.
 */
export function writeSatellite(
  world: World,
  outDir: string,
  options: SatelliteOptions = {},
): Result<SatelliteFiles> {
  const crsName = options.crs ?? "EPSG:4326";
  const crs = /^utm$/i.test(crsName.trim())
    ? crsFromEpsg(utmEpsgFor(...world.origin))
    : parseCrsName(crsName);
  if (!crs.ok) return fail(`--crs: ${crs.error}`);
  const resolutionM = options.resolutionM ?? 0.5;
  const geojson = satelliteGeoJson(world);
  const { grid, palette } = landCoverGrid(world, { resolutionM });
  if (palette.size > 255)
    return fail(`${world.name} has ${palette.size} land-cover classes; an 8-bit raster holds 255`);
  const tiff = landCoverGeoTiff(grid, { frame: world.frame, crs: crs.value, resolutionM });
  const names = {
    geojson: `${world.name}.osm.geojson`,
    landCover: `${world.name}.landcover.tif`,
    palette: `${world.name}.landcover.palette.json`,
  };
  const paletteJson = {
    $comment: `land-cover classes of ${names.landCover}: pixel value → class (0: no data)`,
    "0": null,
    ...Object.fromEntries([...palette].map(([value, entry]) => [String(value), entry])),
  };
  let staging: string | undefined;
  try {
    mkdirSync(outDir, { recursive: true });
    staging = mkdtempSync(join(outDir, ".satellite.tmp-"));
    writeFileSync(join(staging, names.geojson), `${JSON.stringify(geojson)}\n`);
    writeFileSync(join(staging, names.landCover), new Uint8Array(tiff.bytes));
    writeFileSync(join(staging, names.palette), `${JSON.stringify(paletteJson, null, 2)}\n`);
    for (const name of Object.values(names)) renameSync(join(staging, name), join(outDir, name));
  } catch (error) {
    return fail(`cannot write into ${outDir}: ${describeError(error)}`);
  } finally {
    if (staging !== undefined) rmSync(staging, { recursive: true, force: true });
  }
  return ok({
    ...names,
    crs: crs.value,
    widthPx: tiff.width,
    heightPx: tiff.height,
    features: geojson.features.length,
  });
}
