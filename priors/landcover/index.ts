export { crsFromEpsg, crsFromWkt, parseCrsName, utmEpsgFor, type RasterCrs } from "./crs.js";
export { pixelToCrs, crsToPixel, type Georef } from "./georef.js";
export { readGeoTiff } from "./readGeoTiff.js";
export { readPng, parseWorldFile, MAX_PNG_PIXELS } from "./readPng.js";
export {
  parsePalette,
  classifyPixels,
  formatColour,
  type Palette,
  type PaletteClass,
} from "./palette.js";
export { resampleNearest, type ToSource } from "./resample.js";
export {
  landCoverPrior,
  type LandCoverPrior,
  type LandCoverPriorOptions,
} from "./landCoverPrior.js";
export type { LandCoverImage } from "./types.js";
