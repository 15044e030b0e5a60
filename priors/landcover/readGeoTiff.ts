import { fromArrayBuffer, type GeoTIFFImage } from "geotiff";
import { describeError, fail, ok, type Result } from "../../src/errors/index.js";
import { crsFromEpsg, type RasterCrs } from "./crs.js";
import type { Georef } from "./georef.js";
import type { LandCoverImage } from "./types.js";

/** GeoKey value for "user-defined": a CRS spelled out in parameters rather than an EPSG code. */
const USER_DEFINED = 32767;

/**
 * Decode a GeoTIFF land-cover raster (the first image): its samples, its CRS from the GeoKeys (EPSG:4326 or a
 * WGS84 UTM zone) and its affine georeferencing (tie point and pixel scale, or a model transformation).
 */
export async function readGeoTiff(
  bytes: Uint8Array,
  source: string,
): Promise<Result<LandCoverImage>> {
  let image: GeoTIFFImage;
  try {
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    image = await (await fromArrayBuffer(buffer as ArrayBuffer)).getImage();
  } catch (error) {
    return fail(`${source} is not a readable TIFF: ${describeError(error)}`);
  }
  const width = image.getWidth();
  const height = image.getHeight();
  if (width === 0 || height === 0)
    return fail(`${source} is an empty raster (${width} × ${height} pixels)`);
  const geoKeys = image.getGeoKeys();
  if (geoKeys === null || Object.keys(geoKeys).length === 0) {
    return fail(
      `${source} has no GeoKeys: it is a plain TIFF, not georeferenced, so there is no telling where it is. Export it as a GeoTIFF (EPSG:4326 or UTM), or give a PNG with a world file`,
    );
  }
  const crs = crsOf(geoKeys as Record<string, unknown>, source);
  if (!crs.ok) return crs;
  const georef = georefOf(image, geoKeys as Record<string, unknown>);
  if (georef === undefined) {
    return fail(
      `${source} has GeoKeys but no tie point/pixel scale or model transformation: its pixels are not placed on the ground`,
    );
  }
  const channels = image.getSamplesPerPixel();
  if (channels !== 1 && channels !== 3 && channels !== 4) {
    return fail(
      `${source} has ${channels} samples per pixel; a land-cover raster has 1 (class values) or 3–4 (colours)`,
    );
  }
  let data: ArrayLike<number>;
  try {
    data = await image.readRasters({ interleave: true });
  } catch (error) {
    return fail(`${source}: cannot decode the pixels: ${describeError(error)}`);
  }
  const noData = image.getGDALNoData();
  const result: LandCoverImage = {
    source,
    width,
    height,
    channels,
    data,
    georef,
    crs: crs.value,
    warnings: [],
  };
  if (noData !== null) result.noData = noData;
  return ok(result);
}

function crsOf(geoKeys: Record<string, unknown>, source: string): Result<RasterCrs> {
  const projected = geoKeys["ProjectedCSTypeGeoKey"];
  const geographic = geoKeys["GeographicTypeGeoKey"];
  const code = geoKeys["GTModelTypeGeoKey"] === 2 ? geographic : (projected ?? geographic);
  if (typeof code !== "number") {
    return fail(
      `${source} names no CRS in its GeoKeys (no ProjectedCSTypeGeoKey or GeographicTypeGeoKey)`,
    );
  }
  if (code === USER_DEFINED) {
    return fail(
      `${source} uses a user-defined CRS; re-export it in EPSG:4326 or a WGS84 UTM zone (EPSG:326xx/327xx)`,
    );
  }
  const crs = crsFromEpsg(code);
  return crs.ok ? crs : fail(`${source}: its CRS ${crs.error}`);
}

function georefOf(image: GeoTIFFImage, geoKeys: Record<string, unknown>): Georef | undefined {
  const directory = image.fileDirectory;
  const transformation = directory.getValue("ModelTransformation");
  const tiepoint = directory.getValue("ModelTiepoint");
  const scale = directory.getValue("ModelPixelScale");
  // PixelIsPoint: the tie point is a pixel's centre, not its corner.
  const half = geoKeys["GTRasterTypeGeoKey"] === 2 ? 0.5 : 0;
  if (transformation !== undefined && transformation.length >= 8) {
    const [a = 0, b = 0, , c = 0, d = 0, e = 0, , f = 0] = transformation;
    return {
      x0: c - half * (a + b),
      y0: f - half * (d + e),
      xPerCol: a,
      xPerRow: b,
      yPerCol: d,
      yPerRow: e,
    };
  }
  if (tiepoint === undefined || tiepoint.length < 6 || scale === undefined || scale.length < 2) {
    return undefined;
  }
  const [i = 0, j = 0, , x = 0, y = 0] = tiepoint;
  const [sx = 0, sy = 0] = scale;
  return {
    x0: x - (i + half) * sx,
    y0: y + (j + half) * sy,
    xPerCol: sx,
    xPerRow: 0,
    yPerCol: 0,
    yPerRow: -sy,
  };
}
