import { z } from "zod";
import { BEHAVIOR_SPECS, type BehaviorSpec } from "../../../../behaviors/index.js";
import { inlineJson } from "../../../map/index.js";
import { missionVerdictSchema, type MissionVerdict } from "../../../mission/index.js";
import { planStepSchema, type StepObject } from "../../../plan/index.js";

/** The verdict as a strict schema writes it: every field present, `null` for what the answer does not say. */
export type VerdictJson = {
  [K in keyof MissionVerdict]-?: Exclude<MissionVerdict[K], undefined> | null;
};

/**
 * The verdict's fields, taken from the agent's own `missionVerdictSchema` so the two cannot drift: optional
 * there, required and nullable here (strict structured outputs allow no optional property). The agent's
 * parser drops the `null` fields.
 */
const VerdictSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(missionVerdictSchema.shape).map(([key, field]) => [
      key,
      field.unwrap().nullable(),
    ]),
  ),
) as unknown as z.ZodType<VerdictJson>;

/**
 * The reply SPINE asks for (primary goal, relevant graph, reasoning, plan, relevant semantics) plus the answer's
 * verdict, as a strict structured-output schema: an object at the root, every field required, the optional
 * ones nullable. `reasoning` comes before `plan` so a schema-constrained model thinks before it commits to
 * actions, and `verdict` after it, so it follows the answer it sums up. Plan steps are in the object form,
 * one schema per behavior, generated from `specs`.
 */
export function replySchema(specs: readonly BehaviorSpec[] = BEHAVIOR_SPECS) {
  return z.strictObject({
    primary_goal: z.string(),
    relevant_graph: z.string(),
    reasoning: z.string(),
    plan: z.array(planStepSchema(specs)),
    verdict: VerdictSchema.nullable(),
    relevant_semantics: z.array(z.string()).nullable(),
  });
}

export const ReplySchema = replySchema();

export interface ReplyJson {
  readonly primary_goal: string;
  readonly relevant_graph: string;
  readonly reasoning: string;
  readonly plan: readonly StepObject[];
  readonly verdict: VerdictJson | null;
  readonly relevant_semantics: readonly string[] | null;
}

export const REPLY_SCHEMA_NAME = "spine_plan";

/**
 * The JSON schema sent as `response_format.json_schema.schema`, generated from the behavior specs. Without
 * `$schema` (some servers reject it), and with `required` written out on every object, even an empty one
 * (`replan`'s args), as OpenAI's strict mode asks.
 */
export function replyJsonSchema(
  specs: readonly BehaviorSpec[] = BEHAVIOR_SPECS,
): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(replySchema(specs)) as Record<
    string,
    unknown
  >;
  return requireEveryProperty(schema) as Record<string, unknown>;
}

/** A copy where every object schema with `properties` lists all of them in `required`. */
function requireEveryProperty(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(requireEveryProperty);
  if (typeof node !== "object" || node === null) return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, requireEveryProperty(value)]),
  );
  const properties = copy["properties"];
  if (typeof properties === "object" && properties !== null && !Array.isArray(properties)) {
    copy["required"] = Object.keys(properties);
  }
  return copy;
}

/** A reply as the examples show it: valid JSON, one field per line, values on one line. */
export function formatReply(reply: ReplyJson): string {
  const fields = Object.entries(reply).map(
    ([key, value]) => `  ${JSON.stringify(key)}: ${inlineJson(value)}`,
  );
  return `{\n${fields.join(",\n")}\n}`;
}

/**
 * Where a reply departs from the schema, for logs and the transcript only: the agent's own parser is more
 * lenient (fences, prose, repairable JSON, call strings as steps, a missing verdict) and decides. Never used
 * to drop a reply.
 */
export function replyShapeIssues(text: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text.trim());
  } catch {
    return ["the reply is not plain JSON (the agent's parser may still read it)"];
  }
  const parsed = ReplySchema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    return path === "" ? issue.message : `${path}: ${issue.message}`;
  });
}
