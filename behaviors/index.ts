export { BEHAVIORS, BEHAVIOR_SPECS, BEHAVIOR_NAMES, behaviorSpec, behavior } from "./specs.js";
export {
  signatureOf,
  type TypedArgs,
  type BehaviorSpec,
  type ParamSpec,
  type ParamKind,
  type Constraint,
  type BehaviorPurpose,
  type LocationEffect,
} from "./spec.js";
export {
  DEFAULT_BEHAVIOR_SETTINGS,
  succeeded,
  failed,
  type Behavior,
  type BehaviorContext,
  type BehaviorOutcome,
  type BehaviorSettings,
  type BehaviorStatus,
  type MissionRecord,
  type LocalDelta,
} from "./context.js";
export {
  bestReachableFit,
  firstObstacle,
  type FitResult,
  type FitOptions,
} from "./exploration/bestReachableFit.js";
export {
  frontierFit,
  type FrontierStep,
  type FrontierFitOptions,
} from "./exploration/frontierFit.js";
export { extendToward, type ExtendResult, type ExtendEnding } from "./exploration/extendToward.js";
export { obstacleOutcome, type ActionOutcome } from "./outcome.js";
export { renderOutcome } from "./renderOutcome.js";
