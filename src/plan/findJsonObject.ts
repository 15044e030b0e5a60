import { JSONRepairError, jsonrepair } from "jsonrepair";
import { describeError, fail, ok, type Result } from "../errors/index.js";
import { isPlainObject } from "./isPlainObject.js";
import { escapeCallQuotes } from "./escapeCallQuotes.js";
import { quoteBarePlan } from "./quoteBarePlan.js";

/** The reply's JSON object and what had to be tolerated to get it. */
export interface FoundJson {
  readonly value: Record<string, unknown>;
  readonly notes: string[];
}

export const REPLY_FORM =
  'Reply with one JSON object with the keys "primary_goal", "relevant_graph", "reasoning" and "plan".';

/** Reasoning models (DeepSeek-R1, Qwen3 via Ollama) think aloud first, sometimes with braces in the thoughts. */
const THINK_BLOCK = /<think>[\s\S]*?<\/think>/gi;
const FENCE = /```[^\n`]*\n?([\s\S]*?)(?:```|$)/g;
const FENCE_MARKS = /```[^\n`]*\n?/g;
/** `goto(road_1), …`, `[goto(road_1)]`, `"goto(road_1)"`: a plan with no object around it. */
const BARE_PLAN = /^[\s"'`[]*[A-Za-z_][A-Za-z0-9_]*\s*\(/;

/**
 * Find the one JSON object in a planner reply: inside a code fence or not, with prose around it, and when
 * strict parsing fails, after quoting a bare plan list and running jsonrepair (single quotes, trailing or
 * missing commas, raw newlines in strings, `True`/`None`, a cut-off tail). The candidate object runs from the
 * first `{` to its matching `}`, else to the last `}`, else to the end. A failure's string is the message
 * for the planner.
 */
export function findJsonObject(text: string): Result<FoundJson> {
  const unthought = text.replace(THINK_BLOCK, "");
  const body = fencedBody(unthought).trim();
  if (body === "") return fail(`Your reply was empty. ${REPLY_FORM}`);
  const start = body.indexOf("{");
  if (start === -1 && BARE_PLAN.test(body)) {
    return fail(
      `Your reply was a bare plan (${JSON.stringify(body.slice(0, 40))}), not a JSON object. ${REPLY_FORM}`,
    );
  }
  if (body.startsWith("[") && start !== -1) {
    // `[{...}]` is a list around the reply; `[Plan] {...}` is a label before it.
    const listEnd = balancedEnd(body, 0);
    if (listEnd === undefined || start < listEnd) return fail(topLevelArrayMessage());
  }
  if (start === -1) {
    return fail(
      `Your reply contained no JSON object (it begins ${JSON.stringify(body.slice(0, 40))}). ${REPLY_FORM}`,
    );
  }
  const balanced = balancedEnd(body, start);
  const ends = [...new Set([balanced, body.lastIndexOf("}"), body.length - 1])].filter(
    (end): end is number => end !== undefined && end >= start,
  );
  const candidates = ends.map((end) => body.slice(start, end + 1));
  const around = (candidate: string): string[] =>
    unthought.replace(candidate, "").replace(FENCE_MARKS, "").trim() === ""
      ? []
      : ["Text around the JSON object was ignored."];

  for (const candidate of candidates) {
    const value = tryParse(candidate);
    if (value !== undefined) return ok({ value, notes: around(candidate) });
  }
  const repaired = (value: Record<string, unknown>, candidate: string) => {
    const notes = [...around(candidate), "The JSON was not valid as written and was repaired."];
    if (balanced === undefined)
      notes.push("The reply looked cut off; its JSON was closed by repair.");
    return ok({ value, notes });
  };
  // Our own targeted fixes first, with strict parsing; jsonrepair's general ones only after that, since it
  // "succeeds" on bare calls and inner quotes by producing wrong strings.
  for (const candidate of candidates) {
    for (const variant of fixedVariants(candidate)) {
      const value = tryParse(variant);
      if (value !== undefined) return repaired(value, candidate);
    }
  }
  let reason = "";
  for (const candidate of candidates) {
    for (const variant of fixedVariants(candidate)) {
      const value = tryRepair(variant);
      if (typeof value !== "string") return repaired(value, candidate);
      reason ||= value;
    }
  }
  return fail(`Your reply was not valid JSON (${reason || "no JSON object found"}). ${REPLY_FORM}`);
}

/** The candidate with a bare plan list quoted, then also with unescaped quotes inside calls escaped. */
function fixedVariants(candidate: string): string[] {
  const quoted = quoteBarePlan(candidate);
  const escaped = escapeCallQuotes(quoted);
  return escaped === quoted ? [quoted] : [escaped, quoted];
}

function topLevelArrayMessage(): string {
  return `Your reply was a JSON list, not an object. ${REPLY_FORM} The list of actions goes under "plan".`;
}

/** The first fenced block that holds a `{`, else the whole text. */
function fencedBody(text: string): string {
  for (const match of text.matchAll(FENCE)) {
    const inner = match[1] ?? "";
    if (inner.includes("{")) return inner;
  }
  return text;
}

/** Index of the `}` closing the object opened at `start`, skipping double-quoted strings; none if cut off. */
function balancedEnd(text: string, start: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text.charAt(i);
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return undefined;
}

function tryParse(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The repaired object, or why repair failed (a short reason for the planner). */
function tryRepair(text: string): Record<string, unknown> | string {
  try {
    const value: unknown = JSON.parse(jsonrepair(text));
    return isPlainObject(value) ? value : "the JSON is not an object";
  } catch (error) {
    // A position means nothing to the planner (it counts from our candidate, not its reply): quote the spot.
    if (error instanceof JSONRepairError) {
      const what = error.message.replace(/ at position \d+$/, "");
      const near = text.slice(Math.max(0, error.position - 12), error.position + 12);
      return `${what} at \`${near.replace(/\s+/g, " ")}\``;
    }
    const reason = describeError(error);
    return reason.length <= 120 ? reason : `${reason.slice(0, 119)}…`;
  }
}
