export { buildPriorGraph } from "./buildPriorGraph.js";
export { buildWorldGraph, type BuildWorldGraphOptions } from "./buildWorldGraph.js";
export type { PriorFeature, BuildPriorGraphOptions } from "./types.js";
export { dropPriorNodes, hideDescriptions, type DropPriorNodesOptions } from "./perturbPrior.js";
export {
  buildPriorFromFile,
  writePriorDir,
  loadPriorGraph,
  PRIOR_FILES,
  type BuildPriorFileOptions,
  type BuiltPrior,
  type PriorMeta,
} from "./build/index.js";
export {
  writeSatellite,
  satelliteGeoJson,
  type SatelliteOptions,
  type SatelliteFiles,
} from "./satellite/index.js";
export { geoJsonToWorld, type GeoJsonWorld } from "./geojson/index.js";
export { landCoverPrior, parsePalette, MAX_PNG_PIXELS, type Palette } from "./landcover/index.js";
export { mapOsmTags, osmTagsFor, classInfo, type TagMapping } from "./tags/index.js";
export { builtinPriors, builtinPriorPath } from "./builtin/index.js";
