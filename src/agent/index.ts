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
export {
  AGENT_EVENT_SCHEMAS,
  EVENT_SCHEMA_VERSION,
  agentEventSchema,
  mapUpdatesSchema,
  type AgentEvent,
  type AgentEventType,
  type MapUpdates,
  type MissionOutcome,
} from "./events.js";
export {
  WIRE_EVENT_SCHEMAS,
  eventsJsonSchema,
  runEndedEventSchema,
  toWireEvent,
  wireEventSchema,
  type RunEndedEvent,
} from "./wireEvents.js";
export type { MissionMetrics } from "./metrics.js";
export { MapKeeper } from "./MapKeeper.js";
export { costmapExplorability } from "./explorability.js";
