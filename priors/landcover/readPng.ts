import { decode } from "fast-png";
import { existsSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { describeError, fail, ok, type Result } from "../../src/errors/index.js";
import { crsFromEpsg, crsFromWkt, type RasterCrs } from "./crs.js";
import type { Georef } from "./georef.js";
import type { LandCoverImage } from "./types.js";

/**
 * The most pixels a land-cover PNG may have (10 000 × 10 000). Decoding a 30 000² image takes 3.6 GB before
 * anything can be said about it, so the size is read from the header first.
 */
export const MAX_PNG_PIXELS = 100_000_000;

/** The error for a PNG whose header declares more than `maxPixels` pixels, read before decoding. */
function pngSizeError(bytes: Uint8Array, source: string, maxPixels: number): string | undefined {
  // Signature (8 bytes), then the IHDR chunk: length (4), "IHDR" (4), width and height as big-endian uint32.
  if (bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const isIhdr = String.fromCharCode(...bytes.subarray(12, 16)) === "IHDR";
  if (!isIhdr) return undefined; // not a PNG: the decoder says so
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width * height <= maxPixels) return undefined;
  return (
    `${source} is ${width} × ${height} pixels, more than the limit maxPngPixels = ${maxPixels} ` +
    `(refused before decoding; raise it with --max-png-pixels or limits.maxPngPixels in spine.config.json, or crop or downsample the raster)`
  );
}

/**
 * Decode a PNG land-cover raster and place it with its world file (`.pgw`, `.pngw` or `.wld` beside it: six
 * lines, the pixel size and rotation terms and the centre of the top-left pixel). The CRS is `crs` if given,
 * else the `.prj` beside it, else EPSG:4326 (with a warning). Indexed and grey images are read as colours or
 * values as the palette needs.
 */
export function readPng(
  bytes: Uint8Array,
  path: string,
  options: { crs?: RasterCrs; maxPixels?: number } = {},
): Result<LandCoverImage> {
  const source = basename(path);
  const tooLarge = pngSizeError(bytes, source, options.maxPixels ?? MAX_PNG_PIXELS);
  if (tooLarge !== undefined) return fail(tooLarge);
  let png: ReturnType<typeof decode>;
  try {
    png = decode(bytes);
  } catch (error) {
    return fail(`${source} is not a readable PNG: ${describeError(error)}`);
  }
  if (png.width === 0 || png.height === 0)
    return fail(`${source} is an empty raster (${png.width} × ${png.height} pixels)`);
  const stem = path.replace(/\.png$/i, "");
  const worldFile = [`${stem}.pgw`, `${stem}.pngw`, `${stem}.wld`, `${path}w`].find((candidate) =>
    existsSync(candidate),
  );
  if (worldFile === undefined) {
    return fail(
      `${source} has no world file: a PNG carries no georeferencing, so it needs ${basename(stem)}.pgw (or .pngw/.wld) beside it — six lines: pixel width, two rotation terms, pixel height (negative), and the x and y of the top-left pixel's centre`,
    );
  }
  const georef = parseWorldFile(readFileSync(worldFile, "utf8"), basename(worldFile));
  if (!georef.ok) return georef;
  const warnings: string[] = [];
  let crs = options.crs;
  if (crs === undefined) {
    const prj = `${stem}.prj`;
    if (existsSync(prj)) {
      const parsed = crsFromWkt(readFileSync(prj, "utf8"));
      if (!parsed.ok) return fail(`${basename(prj)}: ${parsed.error}`);
      crs = parsed.value;
    } else {
      const wgs84 = crsFromEpsg(4326);
      if (!wgs84.ok) throw new Error(wgs84.error);
      crs = wgs84.value;
      warnings.push(
        `${source}: no --crs and no .prj beside it; reading its world file as EPSG:4326 (longitude/latitude)`,
      );
    }
  }
  const { data, channels } = expandPixels(png);
  return ok({
    source,
    width: png.width,
    height: png.height,
    channels,
    data,
    georef: georef.value,
    crs,
    warnings,
  });
}

/**
 * A world file: A (x per column), D (y per column), B (x per row), E (y per row), C, F (the top-left pixel's
 * centre). Our georeference starts at the pixel's corner, half a pixel up and left.
 */
export function parseWorldFile(text: string, source: string): Result<Georef> {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const values = lines.map(Number);
  if (values.length !== 6 || values.some((value) => !Number.isFinite(value))) {
    return fail(
      `${source} must have six numbers, one a line (A, D, B, E, C, F), got ${lines.length} lines: ${lines.slice(0, 6).join(" | ")}`,
    );
  }
  const [a = 0, d = 0, b = 0, e = 0, c = 0, f = 0] = values;
  return ok({
    x0: c - a / 2 - b / 2,
    y0: f - d / 2 - e / 2,
    xPerCol: a,
    xPerRow: b,
    yPerCol: d,
    yPerRow: e,
  });
}

/** Indexed colours become RGB; 16-bit samples stay values; grey+alpha keeps the grey. */
function expandPixels(png: ReturnType<typeof decode>): {
  data: ArrayLike<number>;
  channels: 1 | 3 | 4;
} {
  const { width, height, channels, palette } = png;
  const data = png.data as ArrayLike<number>;
  const count = width * height;
  if (palette !== undefined) {
    const rgb = new Uint8Array(count * 3);
    for (let i = 0; i < count; i += 1) {
      const colour = palette[data[i] ?? 0] ?? [0, 0, 0];
      rgb[3 * i] = colour[0] ?? 0;
      rgb[3 * i + 1] = colour[1] ?? 0;
      rgb[3 * i + 2] = colour[2] ?? 0;
    }
    return { data: rgb, channels: 3 };
  }
  if (channels === 1 || channels === 3 || channels === 4) return { data, channels };
  // Grey + alpha: keep the grey.
  const grey = new Uint16Array(count);
  for (let i = 0; i < count; i += 1) grey[i] = data[2 * i] ?? 0;
  return { data: grey, channels: 1 };
}
