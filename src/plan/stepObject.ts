import { behaviorSpec, type ParamKind } from "../../behaviors/index.js";
import { describeValue, fail, ok, type Result } from "../errors/index.js";
import type { StepArgValue, StepObject } from "./stepSchema.js";
import type { RawArg } from "./types.js";

/**
 * The object form of a parsed step, keyed by param name (`{"action": "goto", "args": {"region": "road_1"}}`),
 * as the reply schema asks for it. Fails, saying what is wrong, when the step does not fit its behavior's
 * params exactly (unknown action, missing or extra arguments, a value of the wrong JSON type): the object
 * form cannot express those, while a call string can still carry them to the validator.
 *
 * @example
 * toStepObject("extend_map", [20, -35]); // → ok({ action: "extend_map", args: { x_m: 20, y_m: -35 } })
 */
export function toStepObject(action: string, args: readonly RawArg[]): Result<StepObject> {
  const spec = behaviorSpec(action);
  if (spec === undefined) return fail(`"${action}" is not a behavior`);
  if (args.length !== spec.params.length) {
    return fail(
      `${action} takes ${spec.params.length} argument${spec.params.length === 1 ? "" : "s"}, got ${args.length}`,
    );
  }
  const fitted: Record<string, StepArgValue> = {};
  for (const [i, param] of spec.params.entries()) {
    const value = argValue(param.kind, args[i]);
    if (value === undefined) {
      return fail(
        `${action}'s ${param.name} must be ${KIND_WORDS[param.kind]}, got ${describeValue(args[i])}`,
      );
    }
    fitted[param.name] = value;
  }
  return ok({ action, args: fitted });
}

const KIND_WORDS: Record<ParamKind, string> = {
  region: "a string",
  object: "a string",
  number: "a number",
  text: "a string",
  labels: "a list of strings",
};

function argValue(kind: ParamKind, value: RawArg | undefined): StepArgValue | undefined {
  switch (kind) {
    case "number":
      return typeof value === "number" ? value : undefined;
    case "labels":
      return Array.isArray(value) && value.every((item) => typeof item === "string")
        ? value
        : undefined;
    default:
      return typeof value === "string" ? value : undefined;
  }
}
