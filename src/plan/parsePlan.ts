import { compactJson } from "./compactJson.js";
import { readStepObject } from "./parseStepObject.js";
import { isPlainObject } from "./isPlainObject.js";
import { readCall } from "./parseCallString.js";
import { splitCalls } from "./splitCalls.js";
import type { PlanStep } from "./types.js";

const PLAN_FORM =
  'a list of steps like [{"action": "goto", "args": {"region": "road_1"}}, "map_region(road_1)"]';

/**
 * The `plan` value of a reply, in any accepted form: an array of call strings, one string holding the calls
 * (with or without brackets), or an array of `{"action", "args"}` objects (mixing is fine). An empty plan is
 * `[]` (the validator reports it). Anything else becomes one step with `problem` set. Never throws.
 *
 * @example
 * parsePlan("[goto(road_2), inspect(tower_1, is it damaged, or just rusty?)]").map((s) => s.args);
 * // → [["road_2"], ["tower_1", "is it damaged, or just rusty?"]]
 */
export function parsePlan(plan: unknown): PlanStep[] {
  return readPlan(plan, []);
}

/** {@link parsePlan}, collecting notes about what was tolerated. */
export function readPlan(plan: unknown, notes: string[]): PlanStep[] {
  if (typeof plan === "string") return splitCalls(plan).map((call, i) => readCall(call, i, notes));
  if (!Array.isArray(plan)) {
    const text = compactJson(plan);
    return [
      {
        index: 0,
        text,
        action: "",
        args: [],
        problem: `The plan must be ${PLAN_FORM}, got ${text}.`,
      },
    ];
  }
  const steps: PlanStep[] = [];
  for (const item of plan as unknown[]) {
    if (typeof item === "string") {
      // One item may hold several calls ("goto(a), map_region(a)"); each becomes its own step.
      for (const call of splitCalls(item)) steps.push(readCall(call, steps.length, notes));
    } else if (isPlainObject(item)) {
      steps.push(readStepObject(item, steps.length, notes));
    } else {
      const text = compactJson(item);
      const problem = `Could not parse step ${text}: expected a step like {"action": "goto", "args": {"region": "road_1"}} or "goto(road_1)"`;
      steps.push({ index: steps.length, text, action: "", args: [], problem });
    }
  }
  return steps;
}
