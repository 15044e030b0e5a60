/**
 * LLM replies for the fuzzer: random JSON and text, near-valid plans built from the behavior specs and the map
 * with mutations (wrong kinds, wrong arity, misspelt and unknown names, hostile strings, both step forms), the
 * reply text then garbled, fenced, cut off or wrapped, and now and then something huge or deeply nested.
 */
import fc from "fast-check";
import { BEHAVIOR_SPECS, type BehaviorSpec, type ParamSpec } from "../../behaviors/index.js";
import type { SemanticMap } from "../../src/map/index.js";
import { deepJsonText, edgeNumber, hostileString, hugeValue } from "./hostile.js";

/** Names the fuzzer may use: the map's own, then near-misses and strangers. */
export function nameArbitrary(map: SemanticMap): fc.Arbitrary<string> {
  const regions = map.regionNames();
  const objects = map.objectNames();
  const known = fc.constantFrom(...regions, ...objects);
  return fc.oneof(
    { weight: 6, arbitrary: known },
    { weight: 1, arbitrary: known.map((name) => name.toUpperCase()) },
    { weight: 1, arbitrary: known.map((name) => ` ${name} `) },
    { weight: 1, arbitrary: known.map((name) => `${name}_9`) },
    { weight: 1, arbitrary: known.map((name) => `'${name}'`) },
    { weight: 1, arbitrary: known.map((name) => name.slice(0, -1)) },
    { weight: 2, arbitrary: hostileString() },
  );
}

function argArbitrary(param: ParamSpec, name: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  const text = fc.oneof(
    fc.constantFrom(
      "is it damaged?",
      "what is written on it, (if anything)?",
      "it's fine, isn't it",
    ),
    hostileString(),
  );
  const labels = fc.array(
    fc.oneof(fc.constantFrom("car", "radio_tower", "person"), hostileString()),
    {
      maxLength: 5,
    },
  );
  const number = fc.oneof(edgeNumber(), edgeNumber().map(String), hostileString());
  const right: Record<ParamSpec["kind"], fc.Arbitrary<unknown>> = {
    region: name,
    object: name,
    text,
    labels,
    number,
  };
  // Mostly the right kind; sometimes any other value at all.
  return fc.oneof(
    { weight: 8, arbitrary: right[param.kind] },
    { weight: 1, arbitrary: fc.oneof(name, number, labels, fc.constant(null)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/** How a call's argument looks in call text. */
function callArg(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(callArg).join(", ")}]`;
  if (typeof value === "string") return value;
  const json = JSON.stringify(value) as string | undefined;
  return json ?? "undefined";
}

function stepArbitrary(map: SemanticMap): fc.Arbitrary<unknown> {
  const name = nameArbitrary(map);
  const spec = fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...BEHAVIOR_SPECS) },
    {
      weight: 1,
      arbitrary: hostileString().map((action): BehaviorSpec => ({
        ...(BEHAVIOR_SPECS[0] as BehaviorSpec),
        name: action,
      })),
    },
  );
  return spec.chain((chosen) => {
    const args = fc.tuple(...chosen.params.map((param) => argArbitrary(param, name)));
    const arity = fc.oneof(
      { weight: 8, arbitrary: fc.constant(0) },
      { weight: 1, arbitrary: fc.constant(-1) },
      { weight: 1, arbitrary: fc.constant(1) },
    );
    return fc.tuple(args, arity, fc.nat(3)).map(([values, change, form]): unknown => {
      const list: unknown[] = [...values];
      if (change < 0) list.pop();
      if (change > 0) list.push(list[0] ?? "extra");
      if (form === 0) {
        const keyed = Object.fromEntries(
          chosen.params.map((param, i) => [param.name, list[i]] as const),
        );
        return { action: chosen.name, args: keyed };
      }
      if (form === 1) return { action: chosen.name, args: list };
      return `${chosen.name}(${list.map(callArg).join(", ")})`;
    });
  });
}

/** A reply object in the SPINE layout, keys sometimes missing or misspelt. */
function replyObjectArbitrary(map: SemanticMap): fc.Arbitrary<Record<string, unknown>> {
  const plan = fc.oneof(
    { weight: 8, arbitrary: fc.array(stepArbitrary(map), { minLength: 0, maxLength: 5 }) },
    {
      weight: 1,
      arbitrary: fc
        .array(stepArbitrary(map), { maxLength: 4 })
        .map((steps) =>
          steps.map((step) => (typeof step === "string" ? step : JSON.stringify(step))).join(", "),
        ),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
  return fc.record(
    {
      primary_goal: hostileString(),
      relevant_graph: fc.oneof(hostileString(), fc.array(nameArbitrary(map), { maxLength: 4 })),
      reasoning: hostileString(),
      plan,
      relevant_semantics: fc.oneof(
        fc.array(hostileString(), { maxLength: 4 }),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      verdict: fc.oneof(
        fc.record(
          {
            route_open: fc.oneof(fc.boolean(), fc.jsonValue({ maxDepth: 1 })),
            found: fc.array(nameArbitrary(map), { maxLength: 3 }),
            problems: fc.jsonValue({ maxDepth: 2 }),
          },
          { requiredKeys: [] },
        ),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      "primary goal": hostileString(),
    },
    { requiredKeys: [] },
  );
}

const FRAGMENTS = [
  "{",
  "}",
  "[",
  "]",
  "(",
  ")",
  '"',
  "'",
  ",",
  ":",
  "\\",
  "\n",
  "```",
  "<think>",
  "True",
  "None",
];

/** Garble a text the way a model or a flaky stream does. */
function mutatedText(text: string): fc.Arbitrary<string> {
  const edit = fc.tuple(fc.nat(), fc.constantFrom(...FRAGMENTS), fc.nat(6), fc.boolean());
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(text) },
    {
      weight: 3,
      arbitrary: fc.array(edit, { minLength: 1, maxLength: 5 }).map((edits) => {
        let out = text;
        for (const [at, fragment, cut, insert] of edits) {
          const i = at % (out.length + 1);
          out = insert
            ? out.slice(0, i) + fragment + out.slice(i)
            : out.slice(0, i) + out.slice(i + cut);
        }
        return out;
      }),
    },
    { weight: 1, arbitrary: fc.nat().map((n) => text.slice(0, n % (text.length + 1))) },
    { weight: 1, arbitrary: fc.constant(`\`\`\`json\n${text}\n\`\`\``) },
    {
      weight: 1,
      arbitrary: fc.constant(
        `<think>plan: goto(x)</think>Here is the plan: ${text} Hope it helps.`,
      ),
    },
    { weight: 1, arbitrary: fc.constant(text.replaceAll('"', "'")) },
  );
}

/** One LLM reply text. */
export function replyArbitrary(map: SemanticMap): fc.Arbitrary<string> {
  const nearValid = replyObjectArbitrary(map).chain((reply) => mutatedText(JSON.stringify(reply)));
  return fc.oneof(
    { weight: 16, arbitrary: nearValid },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc
          .tuple(
            fc.integer({ min: 1, max: 50_000 }),
            fc.constantFrom("array" as const, "object" as const),
          )
          .map(([depth, shape]) => `{"plan": ${deepJsonText(depth, shape)}}`),
        hugeValue().map((value) =>
          JSON.stringify({ primary_goal: "g", plan: typeof value === "string" ? [value] : value }),
        ),
        fc.integer({ min: 100, max: 5_000 }).map((n) =>
          JSON.stringify({
            plan: Array.from({ length: n }, (_, i) =>
              i % 2 === 0 ? "goto(road_1)" : "extend_map(1, 2)",
            ),
          }),
        ),
      ),
    },
  );
}
