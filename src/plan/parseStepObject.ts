import { IDENTIFIER, resolveAction } from "./actionName.js";
import { compactJson } from "./compactJson.js";
import { fitArgs } from "./fitArgs.js";
import { formatStep } from "./formatStep.js";
import { readCall } from "./parseCallString.js";
import type { PlanStep } from "./types.js";

/** Spellings of `args` that planners use; they are named in the problem, not guessed. */
const ARGS_VARIANTS = new Set([
  "arguments",
  "argument",
  "arg",
  "params",
  "parameters",
  "input",
  "inputs",
  "kwargs",
]);

const STEP_OBJECT_FORM = `write a step as {"action": "goto", "args": {"region": "road_1"}} or "goto(road_1)"`;

/**
 * A step written as a JSON object: `{"action": "goto", "args": ["road_2"]}` (args as in {@link fitArgs}),
 * or `{"action": "goto(road_2)"}`. Other keys for the name or the args (`function`, `name`, `arguments`) are
 * reported in `problem`. A step without a problem shows its canonical call text; one with a problem shows
 * its JSON, since that is what the planner wrote.
 */
export function readStepObject(
  step: Record<string, unknown>,
  index: number,
  notes: string[],
): PlanStep {
  const json = compactJson(step);
  const broken = (why: string): PlanStep => ({
    index,
    text: json,
    action: "",
    args: [],
    problem: `Could not parse step ${json}: ${why}`,
  });
  const keys = Object.keys(step);
  const action = step["action"];
  if (action === undefined)
    return broken(`it has no "action" key (found ${listKeys(keys)}); ${STEP_OBJECT_FORM}`);
  if (typeof action !== "string")
    return broken(`"action" must be a name such as "goto"; ${STEP_OBJECT_FORM}`);
  const variants = keys.filter((key) => ARGS_VARIANTS.has(key.toLowerCase()));
  if (!("args" in step) && variants.length > 0) {
    return broken(`it has no "args" key (found ${listKeys(variants)}); ${STEP_OBJECT_FORM}`);
  }
  if (action.includes("(")) {
    if (isEmptyArgs(step["args"])) return readCall(action, index, notes);
    return broken(`it has both a call in "action" and "args"; ${STEP_OBJECT_FORM}`);
  }
  if (!IDENTIFIER.test(action.trim()))
    return broken(`"action" must be a name such as "goto"; ${STEP_OBJECT_FORM}`);
  const { name, spec } = resolveAction(action, notes);
  const fitted = fitArgs(spec, step["args"]);
  if (fitted.problem !== undefined) {
    return {
      index,
      text: json,
      action: name,
      args: fitted.args,
      problem: `Could not parse step ${json}: ${fitted.problem}`,
    };
  }
  return { index, text: formatStep(name, fitted.args), action: name, args: fitted.args };
}

function isEmptyArgs(args: unknown): boolean {
  if (args === undefined || args === null || args === "") return true;
  if (Array.isArray(args)) return args.length === 0;
  return typeof args === "object" && Object.keys(args).length === 0;
}

function listKeys(keys: readonly string[]): string {
  return keys.length === 0 ? "no keys" : keys.map((key) => JSON.stringify(key)).join(", ");
}
