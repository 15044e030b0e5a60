export { Simulation, type InspectionRecord, type SimulationStats } from "./Simulation.js";
export { Drive } from "./Drive.js";
export type { SimulationOptions, SimulationSettings } from "./options.js";
export { DEFAULT_SETTINGS } from "./options.js";
export type { TrajectorySample } from "./RobotBody.js";
export type { MapperListener } from "./Mapper.js";
export { DetectorLabels, normalizeLabel } from "./DetectorLabels.js";
export { castCostmap, type CostmapOptions } from "./castCostmap.js";
export { footprintClear } from "./footprintClear.js";
export type { TruthWorld, TruthRegion, TruthObject } from "./TruthWorld.js";
export {
  ClassVocabulary,
  MAX_HYPERNYM_STEPS,
  MIN_CATEGORY_DEPTH,
  OpenVocabulary,
  normalizeTerm,
  type ClassTerms,
  type MatchRule,
} from "./OpenVocabulary.js";
