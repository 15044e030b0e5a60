export {
  buildPriorFromFile,
  type BuildPriorFileOptions,
  type BuiltPrior,
  type PriorSourceKind,
} from "./buildPriorFromFile.js";
export { writePriorDir, PRIOR_FILES, type PriorMeta } from "./writePriorDir.js";
export { loadPriorGraph } from "./loadPriorGraph.js";
export { occupancyImage, OCCUPANCY_GREY, type OccupancyInfo } from "./occupancyImage.js";
