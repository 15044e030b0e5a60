export {
  runMission,
  DEFAULT_LIMITS,
  type MissionOptions,
  type MissionReport,
  type MissionLimits,
} from "./runMission.js";
export type {
  PlanGenerator,
  PlanRequest,
  GeneratorReply,
  GeneratorFailure,
  TokenUsage,
} from "./PlanGenerator.js";
export type { AgentEvent, AgentEventType, MissionOutcome } from "./events.js";
export type { MissionMetrics } from "./metrics.js";
export { MapKeeper } from "./MapKeeper.js";
export { costmapExplorability } from "./explorability.js";
