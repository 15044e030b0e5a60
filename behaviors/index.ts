export { BEHAVIOR_SPECS, BEHAVIOR_NAMES, behaviorSpec } from "./specs.js";
export {
  signatureOf,
  type BehaviorSpec,
  type ParamSpec,
  type ParamKind,
  type Constraint,
  type BehaviorPurpose,
  type LocationEffect,
} from "./spec.js";
