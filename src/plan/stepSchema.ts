import { z } from "zod";
import { BEHAVIOR_SPECS, type BehaviorSpec, type ParamKind } from "../../behaviors/index.js";

/** An argument value in the object form of a step: node names and text are strings, labels a list. */
export type StepArgValue = string | number | readonly string[];

/** The object form of a step: `{"action": "goto", "args": {"region": "road_1"}}`. */
export interface StepObject {
  readonly action: string;
  readonly args: Readonly<Record<string, StepArgValue>>;
}

/** The JSON type each param kind takes in the object form. */
const KIND_SCHEMA: Record<ParamKind, () => z.ZodType<StepArgValue>> = {
  region: () => z.string(),
  object: () => z.string(),
  number: () => z.number(),
  text: () => z.string(),
  labels: () => z.array(z.string()),
};

/**
 * The object form of one behavior's step: `action` is the behavior's name (a one-value enum, which every
 * structured-output engine supports; `const` is not accepted by all of them) and `args` holds every param by
 * name, all required, nothing else. Written for OpenAI strict structured outputs (every property required,
 * `additionalProperties: false`) and for grammar engines (vLLM, llama.cpp): no `oneOf`, no patterns, no bounds.
 */
export function stepObjectSchema(spec: BehaviorSpec): z.ZodType<StepObject> {
  const args = Object.fromEntries(
    spec.params.map((param) => [param.name, KIND_SCHEMA[param.kind]()]),
  );
  return z.strictObject({ action: z.enum([spec.name]), args: z.strictObject(args) });
}

/**
 * Any step of a plan in the object form: `anyOf` one {@link stepObjectSchema} per behavior, in the order of
 * `specs`. Generated, so a new behavior spec changes the reply schema with no other edit.
 */
export function planStepSchema(
  specs: readonly BehaviorSpec[] = BEHAVIOR_SPECS,
): z.ZodType<StepObject> {
  const [first, ...rest] = specs.map(stepObjectSchema);
  if (first === undefined) throw new Error("planStepSchema needs at least one behavior spec");
  return rest.length === 0 ? first : z.union([first, ...rest]);
}
