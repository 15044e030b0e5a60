import type { RasterCrs } from "./crs.js";
import type { Georef } from "./georef.js";

/** A decoded, georeferenced land-cover raster. */
export interface LandCoverImage {
  /** The file, for messages. */
  source: string;
  width: number;
  height: number;
  /** Samples per pixel: one value (a class code), or a colour (RGB, RGBA). */
  channels: 1 | 3 | 4;
  /** Interleaved samples, row 0 at the top. */
  data: ArrayLike<number>;
  georef: Georef;
  crs: RasterCrs;
  /** A value that means "no data" (single-band rasters). */
  noData?: number;
  warnings: string[];
}
