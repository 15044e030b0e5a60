export { parseWorld } from "./parseWorld.js";
export { loadWorldFile } from "./loadWorldFile.js";
export { truthFeatures, priorFeatures, topSurfaceAt, footprintContains } from "./selectors.js";
export {
  TRAVERSABLE_SURFACES,
  BLOCKED_SURFACES,
  OCCLUDING_SURFACES,
  DEFAULT_WIDTH_M,
  classInWords,
  classSeenFromAir,
} from "./classes.js";
export type { World, WorldFeature, Layer, PolygonM, BoundsM, CoverKind } from "./types.js";
