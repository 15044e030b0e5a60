export { parseWorld, type ParseWorldOptions } from "./parseWorld.js";
export {
  DEFAULT_WORLD_LIMITS,
  distanceOutsideM,
  startOutsideError,
  type WorldLimits,
} from "./limits.js";
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
