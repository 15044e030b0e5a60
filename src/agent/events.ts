import { z } from "zod";
import { missionVerdictSchema } from "../mission/index.js";

/**
 * The agent's events, one zod schema each: the single source of the in-process `AgentEvent` type, of the
 * `spine run --json` stream (every line is an event plus `v`, see {@link EVENT_SCHEMA_VERSION}) and of the JSON
 * Schema in docs/events.schema.json (generated from these, see `eventsJsonSchema`). docs/events.md documents
 * them. Bump the version when a field is removed, renamed or changes meaning; adding an optional field does not.
 */
export const EVENT_SCHEMA_VERSION = 1;

/** Fields every agent event carries. */
const base = {
  /** Simulated (or robot) seconds since the mission started. */
  t: z.number().describe("simulated (or robot) seconds since the mission started"),
  iteration: z.number().int().min(0).describe("the planning iteration (0 before the first)"),
};

const vec2 = z.tuple([z.number(), z.number()]).readonly();
const edge = z.tuple([z.string(), z.string()]).readonly();
const attributes = z.record(z.string(), z.json());

/** How a mission ended. Only `answered` can be a success. */
export const missionOutcomeSchema = z.enum([
  "answered",
  "limit-reached",
  "no-valid-plan",
  "planner-unavailable",
  "robot-unavailable",
  "stopped",
]);
export type MissionOutcome = z.infer<typeof missionOutcomeSchema>;

/** A net map change as data (the map's `AppliedChanges`): what `map-updated` carries. */
export const mapUpdatesSchema = z.object({
  addedNodes: z
    .array(
      z.object({
        name: z.string(),
        type: z.enum(["region", "object"]),
        coords: vec2.describe("ENU metres"),
        attributes: attributes.optional(),
      }),
    )
    .readonly(),
  updatedNodes: z
    .array(
      z.object({ name: z.string(), coords: vec2.optional(), attributes: attributes.optional() }),
    )
    .readonly(),
  removedNodes: z.array(z.string()).readonly(),
  addedEdges: z.array(edge).readonly(),
  removedEdges: z.array(edge).readonly(),
  robotLocation: z.string().optional().describe("the region the robot is in now, when it changed"),
});
export type MapUpdates = z.infer<typeof mapUpdatesSchema>;

export const missionMetricsSchema = z.object({
  planner: z.string(),
  robot: z.string(),
  success: z.boolean().optional(),
  simSeconds: z.number(),
  wallSeconds: z.number(),
  distanceM: z.number(),
  plannerQueries: z.number().int(),
  clarifyPrompts: z.number().int(),
  interactions: z.number().int(),
  iterations: z.number().int(),
  validationFailures: z.number().int(),
  actions: z.number().int(),
  promptTokens: z.number(),
  completionTokens: z.number(),
  tokensEstimated: z.boolean(),
  cachedTokens: z.number(),
  reasoningTokens: z.number(),
  maxPromptTokens: z.number(),
  toolCalls: z.number().int(),
  costUsd: z.number().optional(),
});

/** One schema per event type, keyed by the type. */
export const AGENT_EVENT_SCHEMAS = {
  "mission-start": z.object({
    type: z.literal("mission-start"),
    ...base,
    mission: z.string(),
    planner: z.string(),
    robot: z.string(),
    map: z.object({
      regions: z.number().int(),
      objects: z.number().int(),
      location: z.string().optional(),
    }),
    limits: z.object({ maxIterations: z.number(), maxSimSeconds: z.number() }),
  }),
  "map-updated": z.object({
    type: z.literal("map-updated"),
    ...base,
    source: z.enum(["robot", "agent"]),
    updates: mapUpdatesSchema,
    seq: z.number().optional().describe("the robot's graph message sequence number"),
  }),
  "map-warning": z.object({ type: z.literal("map-warning"), ...base, message: z.string() }),
  "plan-proposed": z.object({
    type: z.literal("plan-proposed"),
    ...base,
    attempt: z.number().int().min(1),
    primaryGoal: z.string(),
    relevantGraph: z.string(),
    reasoning: z.string(),
    plan: z.array(z.string()).readonly(),
    promptTokens: z.number().optional(),
    completionTokens: z.number().optional(),
  }),
  "validation-failed": z.object({
    type: z.literal("validation-failed"),
    ...base,
    attempt: z.number().int().min(1),
    code: z.string(),
    feedback: z.string(),
  }),
  "action-started": z.object({ type: z.literal("action-started"), ...base, action: z.string() }),
  "action-finished": z.object({
    type: z.literal("action-finished"),
    ...base,
    action: z.string(),
    status: z.enum(["succeeded", "failed"]),
    feedback: z.array(z.string()).readonly(),
    distanceM: z.number(),
  }),
  "clarify-asked": z.object({ type: z.literal("clarify-asked"), ...base, question: z.string() }),
  "clarify-answered": z.object({ type: z.literal("clarify-answered"), ...base, reply: z.string() }),
  "operator-notified": z.object({
    type: z.literal("operator-notified"),
    ...base,
    text: z.string(),
  }),
  "mission-retasked": z.object({
    type: z.literal("mission-retasked"),
    ...base,
    mission: z.string(),
  }),
  "mission-finished": z.object({
    type: z.literal("mission-finished"),
    ...base,
    outcome: missionOutcomeSchema,
    answer: z.string().optional(),
    reason: z.string().optional(),
    verdict: missionVerdictSchema.optional().describe("what the answer concludes, as data"),
    metrics: missionMetricsSchema,
  }),
} as const;

export const agentEventSchema = z.discriminatedUnion("type", [
  AGENT_EVENT_SCHEMAS["mission-start"],
  AGENT_EVENT_SCHEMAS["map-updated"],
  AGENT_EVENT_SCHEMAS["map-warning"],
  AGENT_EVENT_SCHEMAS["plan-proposed"],
  AGENT_EVENT_SCHEMAS["validation-failed"],
  AGENT_EVENT_SCHEMAS["action-started"],
  AGENT_EVENT_SCHEMAS["action-finished"],
  AGENT_EVENT_SCHEMAS["clarify-asked"],
  AGENT_EVENT_SCHEMAS["clarify-answered"],
  AGENT_EVENT_SCHEMAS["operator-notified"],
  AGENT_EVENT_SCHEMAS["mission-retasked"],
  AGENT_EVENT_SCHEMAS["mission-finished"],
]);

export type AgentEvent = z.infer<typeof agentEventSchema>;
export type AgentEventType = AgentEvent["type"];
