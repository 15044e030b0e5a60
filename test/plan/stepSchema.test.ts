import { z } from "zod";
import { describe, expect, it } from "vitest";
import { BEHAVIOR_SPECS, behaviorSpec, type ParamKind } from "../../behaviors/index.js";
import {
  formatStep,
  parseCallString,
  parsePlan,
  planStepSchema,
  stepObjectSchema,
  toStepObject,
  type RawArg,
} from "../../src/plan/index.js";
import { validatePlan } from "../../src/validator/index.js";
import { hillMap } from "../validator/fixtures.js";
import { random } from "./fuzz.js";
import { sampleJsonSchema } from "./sampleJsonSchema.js";

const JSON_TYPE: Record<ParamKind, unknown> = {
  region: { type: "string" },
  object: { type: "string" },
  number: { type: "number" },
  text: { type: "string" },
  labels: { type: "array", items: { type: "string" } },
};

function hasKindShape(kind: ParamKind, value: RawArg | undefined): boolean {
  if (kind === "number") return typeof value === "number" && Number.isFinite(value);
  if (kind === "labels")
    return Array.isArray(value) && value.every((item) => typeof item === "string");
  return typeof value === "string";
}

describe("the object form of a step, generated from the behavior specs", () => {
  it.each(BEHAVIOR_SPECS.map((spec) => [spec.name, spec] as const))(
    "%s: action is its name, args hold every param by name with its JSON type, nothing else",
    (_name, spec) => {
      const schema = z.toJSONSchema(stepObjectSchema(spec)) as Record<string, unknown>;
      expect(schema).toMatchObject({
        type: "object",
        properties: {
          action: { type: "string", enum: [spec.name] },
          args: {
            type: "object",
            properties: Object.fromEntries(
              spec.params.map((param) => [param.name, JSON_TYPE[param.kind]]),
            ),
            additionalProperties: false,
          },
        },
        required: ["action", "args"],
        additionalProperties: false,
      });
      const args = (schema["properties"] as { args: { required?: string[] } }).args;
      expect(args.required ?? []).toEqual(spec.params.map((param) => param.name));
    },
  );

  it("lists one alternative per behavior, in spec order", () => {
    const schema = z.toJSONSchema(planStepSchema()) as { anyOf: { properties: unknown }[] };
    expect(
      schema.anyOf.map(
        (alternative) => (alternative.properties as { action: { enum: string[] } }).action.enum,
      ),
    ).toEqual(BEHAVIOR_SPECS.map((spec) => [spec.name]));
  });

  it("rejects a step with a missing, extra or mistyped argument", () => {
    const schema = planStepSchema();
    expect(schema.safeParse({ action: "goto", args: { region: "road_1" } }).success).toBe(true);
    expect(schema.safeParse({ action: "goto", args: {} }).success).toBe(false);
    expect(schema.safeParse({ action: "goto", args: { region: "a", x: 1 } }).success).toBe(false);
    expect(schema.safeParse({ action: "extend_map", args: { x_m: "1", y_m: 2 } }).success).toBe(
      false,
    );
    expect(schema.safeParse({ action: "fly", args: {} }).success).toBe(false);
  });
});

describe("a step that satisfies the schema (property test over generated samples)", () => {
  const stepSchema = planStepSchema();
  const next = random(20261125);
  const jsonSchema = z.toJSONSchema(z.array(planStepSchema()));
  const plans = Array.from({ length: 400 }, () => sampleJsonSchema(jsonSchema, next));
  const steps = plans.flat() as unknown[];

  it("is what the samples are (the sampler follows the schema)", () => {
    expect(steps.length).toBeGreaterThan(400);
    for (const step of steps) expect(stepSchema.safeParse(step).success).toBe(true);
    const actions = new Set(steps.map((step) => (step as { action: string }).action));
    expect([...actions].sort()).toEqual(BEHAVIOR_SPECS.map((spec) => spec.name).sort());
  });

  it("always parses into a step of the right shape, with canonical call text that reads back", () => {
    for (const plan of plans) {
      const parsed = parsePlan(plan);
      expect(parsed).toHaveLength((plan as unknown[]).length);
      parsed.forEach((step, i) => {
        const sample = (plan as { action: string }[])[i]!;
        const spec = behaviorSpec(sample.action)!;
        const where = { sample, step };
        expect({ ...where, problem: step.problem }).toEqual({ ...where, problem: undefined });
        expect(step.action).toBe(sample.action);
        expect(step.args).toHaveLength(spec.params.length);
        spec.params.forEach((param, k) => {
          expect({
            ...where,
            param: param.name,
            ok: hasKindShape(param.kind, step.args[k]),
          }).toEqual({ ...where, param: param.name, ok: true });
        });
        // The history and transcripts keep the call text, and it reads back as the same step.
        expect(step.text).toBe(formatStep(step.action, step.args));
        const again = parseCallString(step.text, i);
        expect({ text: step.text, action: again.action, args: again.args }).toEqual({
          text: step.text,
          action: step.action,
          args: step.args,
        });
        // And the parsed step has an object form again, which the schema accepts.
        const object = toStepObject(step.action, step.args);
        expect(object.ok && stepSchema.safeParse(object.value).success).toBe(true);
      });
    }
  });

  it("parses to the same step whether written as an object, an args array or a call string", () => {
    for (const step of steps as { action: string; args: Record<string, RawArg> }[]) {
      const spec = behaviorSpec(step.action)!;
      const positional = spec.params.map((param) => step.args[param.name] ?? null);
      const [keyed, listed] = parsePlan([step, { action: step.action, args: positional }]);
      expect({ step, args: listed?.args }).toEqual({ step, args: keyed?.args });
      const call = parseCallString(keyed!.text, 0);
      expect({ step, args: call.args }).toEqual({ step, args: keyed?.args });
    }
  });
});

describe("toStepObject", () => {
  it("keys a parsed step's args by param name", () => {
    expect(toStepObject("extend_map", [20, -35])).toEqual({
      ok: true,
      value: { action: "extend_map", args: { x_m: 20, y_m: -35 } },
    });
    expect(toStepObject("set_labels", [["door", "window"]])).toEqual({
      ok: true,
      value: { action: "set_labels", args: { labels: ["door", "window"] } },
    });
    expect(toStepObject("replan", [])).toEqual({ ok: true, value: { action: "replan", args: {} } });
  });

  it("says why a step has no object form", () => {
    expect(toStepObject("fly", [])).toEqual({ ok: false, error: '"fly" is not a behavior' });
    expect(toStepObject("goto", [])).toEqual({
      ok: false,
      error: "goto takes 1 argument, got 0",
    });
    expect(toStepObject("extend_map", ["north", 3])).toEqual({
      ok: false,
      error: `extend_map's x_m must be a number, got "north"`,
    });
  });
});

describe("feedback on a step object that does not fit", () => {
  const feedbackOf = (plan: unknown[]): string => validatePlan(parsePlan(plan), hillMap()).feedback;

  it("names the step, what was expected and what arrived", () => {
    const unknownName = feedbackOf([
      { action: "goto", args: { region: "road_2" } },
      { action: "goto", args: { node: "road_3" } },
    ]);
    expect(unknownName).toContain(
      '- Step 2, {"action":"goto","args":{"node":"road_3"}}: Could not parse step {"action":"goto","args":{"node":"road_3"}}: unknown argument names "node" for goto (its parameters: region)',
    );
    const mistyped = feedbackOf([{ action: "extend_map", args: { x_m: "north", y_m: 3 } }]);
    expect(mistyped).toMatch(
      /- Step 1, extend_map\(north, 3\): x_m must be a number .*, got "north"/,
    );
    const missing = feedbackOf([{ action: "goto", args: {} }]);
    expect(missing).toMatch(/- Step 1, goto\(\): goto takes 1 argument, goto\(region\), but got 0/);
    const badKey = feedbackOf([{ function: "goto", arguments: { region: "road_2" } }]);
    expect(badKey).toContain(
      `it has no "action" key (found "function", "arguments"); write a step as {"action": "goto", "args": {"region": "road_1"}} or "goto(road_1)"`,
    );
  });
});
