import { fail, ok, type Result } from "../errors/index.js";
import { findJsonObject } from "./findJsonObject.js";
import { readPlan } from "./parsePlan.js";
import { noPlanMessage, readReplyFields } from "./replyFields.js";
import type { ParsedReply, ReplyParseError } from "./types.js";

/**
 * Turn a planner's raw reply into a {@link ParsedReply}. Tolerates what LLMs really send (code fences, prose
 * around the JSON, broken JSON that jsonrepair can fix, any plan form of {@link parsePlan}) and lists what
 * it tolerated in `notes`. Fails only when there is no usable JSON object or no `plan` key; the error's
 * `message` is written to be sent back to the planner. Never throws.
 *
 * @example
 * const parsed = parsePlannerReply('{"primary_goal": "check tower", "relevant_graph": "tower_1", ' +
 *   '"reasoning": "...", "plan": ["goto(road_2)", "inspect(tower_1, is it damaged?)"]}');
 * if (parsed.ok) parsed.value.reply.plan.map((step) => step.action); // → ["goto", "inspect"]
 */
export function parsePlannerReply(text: string): Result<ParsedReply, ReplyParseError> {
  try {
    const found = findJsonObject(text);
    if (!found.ok) return fail({ message: found.error, raw: text });
    const { value, notes } = found.value;
    if (!("plan" in value)) return fail({ message: noPlanMessage(value), raw: text });
    const fields = readReplyFields(value, notes);
    const plan = readPlan(value["plan"], notes);
    return ok({ reply: { ...fields, plan }, notes: [...new Set(notes)] });
  } catch (error) {
    // NOTE: nothing above is expected to throw; this keeps "never throws" true even for a parser bug, and
    // the message still lets the planner retry.
    const reason = error instanceof Error ? error.message : String(error);
    return fail({
      message: `Your reply could not be read (${reason}). Reply with one JSON object.`,
      raw: text,
    });
  }
}
