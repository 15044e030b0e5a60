import { describeValue } from "../errors/index.js";
import { resolveAction } from "./actionName.js";
import { isQuote } from "./scan.js";
import { splitArgs } from "./splitArgs.js";
import type { PlanStep } from "./types.js";

const CALL_HEAD = /^([A-Za-z_][A-Za-z0-9_]*)\s*(\()?/;

/**
 * Parse one call such as `inspect(tower_1, is it damaged, or just rusty?)` into a step. Never throws: a step
 * that is not `name(arguments)` comes back with `problem` set, which the validator reports as `parse_error`.
 *
 * @example
 * parseCallString("extend_map(20, 35)", 0);
 * // → { index: 0, text: "extend_map(20, 35)", action: "extend_map", args: [20, 35] }
 */
export function parseCallString(text: string, index: number): PlanStep {
  return readCall(text, index, []);
}

/** {@link parseCallString}, collecting notes about what was tolerated (a known action in the wrong case). */
export function readCall(text: string, index: number, notes: string[]): PlanStep {
  const shown = text.trim();
  const body = unwrapQuotedCall(shown.replace(/[\s,;.]+$/, ""));
  const broken = (why: string): PlanStep => ({
    index,
    text: shown,
    action: "",
    args: [],
    problem: `Could not parse step ${describeValue(shown, 100)}: ${why}`,
  });
  const head = CALL_HEAD.exec(body);
  if (head?.[1] === undefined) return broken("expected name(arguments)");
  if (head[2] === undefined) {
    // `replan` needs no arguments, and planners often drop its parentheses.
    if (head[0].length === body.length && head[1].toLowerCase() === "replan") {
      const { name } = resolveAction(head[1], notes);
      return { index, text: shown, action: name, args: [] };
    }
    return broken("expected name(arguments)");
  }
  const close = body.lastIndexOf(")");
  if (close < head[0].length) return broken('missing the closing ")"');
  if (body.slice(close + 1).trim() !== "") return broken('unexpected text after the closing ")"');
  const { name, spec } = resolveAction(head[1], notes);
  const split = splitArgs(spec, body.slice(head[0].length, close));
  const step = { index, text: shown, action: name, args: split.args };
  return split.problem === undefined
    ? step
    : { ...step, problem: `Could not parse step ${describeValue(shown, 100)}: ${split.problem}` };
}

/** `'goto(road_2)'` → `goto(road_2)`: a plan written as a stringified list of quoted calls. */
function unwrapQuotedCall(text: string): string {
  const first = text.charAt(0);
  if (text.length < 2 || !isQuote(first) || !text.endsWith(first)) return text;
  const inner = text.slice(1, -1).trim();
  return CALL_HEAD.exec(inner)?.[2] === undefined ? text : inner;
}
