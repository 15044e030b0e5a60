import { z } from "zod";
import { inlineJson } from "../../../map/index.js";

/**
 * The reply SPINE asks for (primary goal, relevant graph, reasoning, plan, relevant semantics), as a strict
 * structured-output schema: an object at the root, every field required, the optional one nullable. `reasoning`
 * comes before `plan` so a schema-constrained model thinks before it commits to actions.
 */
export const ReplySchema = z.strictObject({
  primary_goal: z.string(),
  relevant_graph: z.string(),
  reasoning: z.string(),
  plan: z.array(z.string()),
  relevant_semantics: z.array(z.string()).nullable(),
});

export type ReplyJson = z.infer<typeof ReplySchema>;

export const REPLY_SCHEMA_NAME = "spine_plan";

/** The JSON schema sent as `response_format.json_schema.schema` (without `$schema`, which some servers reject). */
export function replyJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(ReplySchema) as Record<string, unknown>;
  return schema;
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
 * lenient (fences, prose, repairable JSON) and decides. Never used to drop a reply.
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
