export {
  generateSyntheticWorld,
  MIN_SYNTHETIC_REGIONS,
  type SyntheticWorld,
  type SyntheticWorldOptions,
  type SyntheticTarget,
} from "./generateSyntheticWorld.js";
export { CELL_M } from "./layout.js";
