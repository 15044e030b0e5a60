import { z } from "zod";
import {
  AGENT_EVENT_SCHEMAS,
  EVENT_SCHEMA_VERSION,
  missionOutcomeSchema,
  type AgentEvent,
} from "./events.js";

/**
 * The `spine run --json` stream: one JSON object per stdout line, each an agent event (see events.ts) plus the
 * schema version `v`, then always a last `run-ended` line with the exit status — also when no mission ran
 * (input rejected, robot unreachable), so a consumer waits for exactly one thing.
 */
const version = z.literal(EVENT_SCHEMA_VERSION).describe("the event schema version");

const evaluationCheck = z.object({ name: z.string(), ok: z.boolean(), detail: z.string() });

/** How a run ended: a mission outcome, or one of the ways no mission could start. */
export const runEndingSchema = z.union([
  missionOutcomeSchema,
  z.enum(["input-rejected", "internal-error"]),
]);

export const runEndedEventSchema = z.object({
  v: version,
  type: z.literal("run-ended"),
  outcome: runEndingSchema,
  exitStatus: z.number().int().describe("the process exit status (see `spine run --help`)"),
  reason: z.string().optional(),
});
export type RunEndedEvent = z.infer<typeof runEndedEventSchema>;

const wire = Object.fromEntries(
  Object.entries(AGENT_EVENT_SCHEMAS).map(([type, schema]) => [
    type,
    type === "mission-finished"
      ? schema.extend({
          v: version,
          checks: z
            .array(evaluationCheck)
            .optional()
            .describe("the mission file's expectations, judged (simulated runs)"),
        })
      : schema.extend({ v: version }),
  ]),
) as Record<string, z.ZodObject>;

/** Every line of `spine run --json`, by its `type`. */
export const WIRE_EVENT_SCHEMAS: Readonly<Record<string, z.ZodObject>> = {
  ...wire,
  "run-ended": runEndedEventSchema,
};

export const wireEventSchema = z.discriminatedUnion(
  "type",
  Object.values(WIRE_EVENT_SCHEMAS) as [z.ZodObject, ...z.ZodObject[]],
);

/** An agent event as a `--json` line's object. */
export function toWireEvent(
  event: AgentEvent,
  extra: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  // `v` and `type` lead every line, for people reading the stream.
  const { type, ...rest } = event;
  return { v: EVENT_SCHEMA_VERSION, type, ...rest, ...extra };
}

/** The JSON Schema of the stream (docs/events.schema.json is this, written by `npm run schemas`). */
export function eventsJsonSchema(): Record<string, unknown> {
  return {
    // "input": objects stay open to fields added later (a new optional field does not bump the version).
    ...z.toJSONSchema(wireEventSchema, {
      target: "draft-2020-12",
      unrepresentable: "any",
      io: "input",
    }),
    title: "spine run --json events",
    description: `One object per line; schema version ${EVENT_SCHEMA_VERSION}. See docs/events.md.`,
  };
}
