import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  BEHAVIOR_SPECS,
  behaviorSpec,
  signatureOf,
  type BehaviorSpec,
} from "../../../behaviors/index.js";
import { loadGraph } from "../../../src/map/index.js";
import { missionVerdictSchema } from "../../../src/mission/index.js";
import { parsePlannerReply, planStepSchema } from "../../../src/plan/index.js";
import {
  builtExamples,
  EXAMPLE_DIALOGUES,
  planningApiText,
  replyJsonSchema,
  ReplySchema,
  systemPrompt,
} from "../../../src/planners/llm/index.js";
import { replyShapeIssues } from "../../../src/planners/llm/prompt/index.js";
import { validatePlan } from "../../../src/validator/index.js";
import { random } from "../../plan/fuzz.js";
import { sampleJsonSchema } from "../../plan/sampleJsonSchema.js";

const prompt = systemPrompt({ exampleCount: EXAMPLE_DIALOGUES.length });

describe("the system prompt", () => {
  it("contains every behavior's signature and description from BEHAVIOR_SPECS", () => {
    for (const spec of BEHAVIOR_SPECS) {
      expect(prompt).toContain(`\n${signatureOf(spec)}\n`);
      expect(prompt).toContain(spec.description);
      for (const param of spec.params) expect(prompt).toContain(param.description);
    }
    expect(prompt).toContain(planningApiText());
  });

  it("documents the map keys, the perception vocabulary and the reply keys", () => {
    for (const word of [
      '"regions"',
      '"objects"',
      '"region_connections"',
      '"object_connections"',
      '"robot_location"',
      "add_nodes(",
      "add_connections(",
      "remove_connections(",
      "remove_nodes(",
      "update_node_attributes(",
      "update_robot_location(",
      "no_updates()",
      "past_actions:",
      "updates:",
      "feedback:",
      "Feedback:",
      ...Object.keys(ReplySchema.shape).map((key) => `"${key}"`),
    ]) {
      expect(prompt).toContain(word);
    }
  });

  it("has no stray quote at the start and announces the examples", () => {
    expect(prompt.startsWith("# Role")).toBe(true);
    expect(prompt).toContain(`${EXAMPLE_DIALOGUES.length} example dialogues follow`);
  });
});

describe("the in-context examples", () => {
  const built = builtExamples();

  it("are at least four dialogues of alternating user and assistant turns", () => {
    expect(built.length).toBeGreaterThanOrEqual(4);
    built.forEach((example, i) => {
      expect(example.messages.length % 2).toBe(0);
      example.messages.forEach((message, j) => {
        expect(message.role).toBe(j % 2 === 0 ? "user" : "assistant");
      });
      expect(example.messages[0]!.content).toMatch(
        new RegExp(`^\\(example ${i + 1} of ${built.length}: .+\\)\\ntask: .+\\ngraph:\\n\\{`),
      );
    });
  });

  it("have replies that are valid JSON, match the schema, parse, and validate against their own graph", () => {
    let checked = 0;
    for (const example of built) {
      for (const check of example.checks) {
        const json = JSON.parse(check.reply) as unknown;
        expect(ReplySchema.safeParse(json).success).toBe(true);
        const parsed = parsePlannerReply(check.reply);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) continue;
        expect(parsed.value.notes).toEqual([]);
        const loaded = loadGraph(check.graph);
        expect(loaded.ok).toBe(true);
        if (!loaded.ok) continue;
        const verdict = validatePlan(parsed.value.reply.plan, loaded.value.map);
        expect({ title: example.title, reply: check.reply, ok: verdict.ok }).toEqual({
          title: example.title,
          reply: check.reply,
          ok: check.expectValid,
        });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });

  it("show the deliberately wrong reply's real validator feedback, then a corrected plan", () => {
    const corrections = built.filter((example) =>
      example.checks.some((check) => !check.expectValid),
    );
    expect(corrections.length).toBeGreaterThanOrEqual(1);
    for (const example of corrections) {
      const index = example.checks.findIndex((check) => !check.expectValid);
      const wrong = example.checks[index]!;
      const parsed = parsePlannerReply(wrong.reply);
      if (!parsed.ok) throw new Error("the wrong reply must still parse");
      const loaded = loadGraph(wrong.graph);
      if (!loaded.ok) throw new Error("bad example graph");
      const feedback = validatePlan(parsed.value.reply.plan, loaded.value.map).feedback;
      expect(example.messages[2 * index + 2]).toEqual({ role: "user", content: feedback });
      expect(example.checks[index + 1]!.expectValid).toBe(true);
    }
  });

  it("cover exploration, inspection of every candidate, a blocked path and a correction", () => {
    const text = (i: number) => built[i]!.messages.map((message) => message.content).join("\n");
    const all = built.map((_, i) => text(i)).join("\n");
    expect(all).toMatch(
      /"plan": \[\{"action": "goto", "args": \{"region": "[a-z_0-9]+"\}\}, \{"action": "extend_map", "args": \{"x_m": -?\d+, "y_m": -?\d+\}\}/,
    );
    expect(all).toContain("remove_connections(");
    expect(all).toMatch(/\nFeedback: The plan cannot be executed as written\./);
    const inspections =
      all.match(/\{"action": "inspect", "args": \{"object": "streetlight_\d", /g) ?? [];
    expect(new Set(inspections).size).toBe(3);
    // Every first reply names detector labels; later replies leave them null.
    for (const example of built) {
      const replies = example.messages
        .filter((m) => m.role === "assistant")
        .map((m) => JSON.parse(m.content) as { relevant_semantics: unknown });
      expect(Array.isArray(replies[0]!.relevant_semantics)).toBe(true);
    }
  });

  it("use a distinct primary goal per dialogue and no duplicated node names", () => {
    const goals = built.map(
      (example) =>
        (JSON.parse(example.messages[1]!.content) as { primary_goal: string }).primary_goal,
    );
    expect(new Set(goals).size).toBe(goals.length);
    for (const example of EXAMPLE_DIALOGUES) expect(loadGraph(example.graph).ok).toBe(true);
  });
});

/** Where a JSON schema breaks OpenAI's strict structured-output rules or our keep-it-simple subset. */
function strictIssues(node: unknown, path = "$", depth = 0): string[] {
  if (typeof node !== "object" || node === null || Array.isArray(node))
    return [`${path}: not a schema`];
  const schema = node as Record<string, unknown>;
  const issues: string[] = [];
  const allowed = new Set([
    "type",
    "properties",
    "required",
    "additionalProperties",
    "items",
    "anyOf",
    "enum",
  ]);
  for (const key of Object.keys(schema))
    if (!allowed.has(key)) issues.push(`${path}: keyword ${key}`);
  if (Array.isArray(schema["anyOf"])) {
    (schema["anyOf"] as unknown[]).forEach((alternative, i) =>
      issues.push(...strictIssues(alternative, `${path}.anyOf[${i}]`, depth)),
    );
    return issues;
  }
  const types = [schema["type"]].flat();
  if (types.includes("object")) {
    const properties = (schema["properties"] ?? {}) as Record<string, unknown>;
    if (depth + 1 > 5) issues.push(`${path}: nested deeper than 5 objects`);
    if (schema["additionalProperties"] !== false)
      issues.push(`${path}: additionalProperties is not false`);
    if (JSON.stringify(schema["required"]) !== JSON.stringify(Object.keys(properties)))
      issues.push(`${path}: required is not every property`);
    for (const [key, value] of Object.entries(properties))
      issues.push(...strictIssues(value, `${path}.${key}`, depth + 1));
  }
  if (types.includes("array")) issues.push(...strictIssues(schema["items"], `${path}[]`, depth));
  return issues;
}

function countProperties(node: unknown): number {
  if (typeof node !== "object" || node === null) return 0;
  if (Array.isArray(node))
    return node.reduce((sum: number, item) => sum + countProperties(item), 0);
  const schema = node as Record<string, unknown>;
  const own = Object.keys(schema["properties"] ?? {}).length;
  return (
    own + Object.values(schema).reduce((sum: number, value) => sum + countProperties(value), 0)
  );
}

describe("the reply schema sent as response_format", () => {
  const schema = replyJsonSchema();

  it("keeps to OpenAI's strict subset: objects closed, every property required, no oneOf, no patterns", () => {
    expect(schema["type"]).toBe("object");
    expect(strictIssues(schema)).toEqual([]);
    expect(JSON.stringify(schema)).not.toMatch(/"(oneOf|allOf|pattern|format|const|\$ref|\$defs)"/);
    expect(countProperties(schema)).toBeLessThanOrEqual(100);
  });

  it("has one plan-step alternative per behavior spec, with its params typed", () => {
    const plan = (schema["properties"] as Record<string, { items: { anyOf: unknown[] } }>)["plan"]!;
    expect(plan.items.anyOf).toEqual(
      BEHAVIOR_SPECS.map((spec) => ({
        type: "object",
        properties: {
          action: { type: "string", enum: [spec.name] },
          args: {
            type: "object",
            properties: Object.fromEntries(
              spec.params.map((param) => [
                param.name,
                param.kind === "number"
                  ? { type: "number" }
                  : param.kind === "labels"
                    ? { type: "array", items: { type: "string" } }
                    : { type: "string" },
              ]),
            ),
            required: spec.params.map((param) => param.name),
            additionalProperties: false,
          },
        },
        required: ["action", "args"],
        additionalProperties: false,
      })),
    );
  });

  it("grows with a new behavior spec and nothing else", () => {
    const spec: BehaviorSpec = {
      name: "dock_and_charge",
      params: [
        { name: "station", kind: "object", description: "a charging station" },
        { name: "minutes", kind: "number", description: "how long" },
      ],
      constraints: ["syntax"],
      purpose: "control",
      summary: "charge",
      description: "charge",
      locationEffect: "unchanged",
    };
    const grown = replyJsonSchema([...BEHAVIOR_SPECS, spec]);
    const items = (s: Record<string, unknown>) =>
      (s["properties"] as Record<string, { items: { anyOf: unknown[] } }>)["plan"]!.items.anyOf;
    expect(items(grown)).toHaveLength(BEHAVIOR_SPECS.length + 1);
    expect(items(grown).at(-1)).toMatchObject({
      properties: {
        action: { enum: ["dock_and_charge"] },
        args: { properties: { station: { type: "string" }, minutes: { type: "number" } } },
      },
    });
    expect(strictIssues(grown)).toEqual([]);
  });

  it("carries the verdict's fields from missionVerdictSchema, each nullable, the verdict itself nullable", () => {
    const verdict = (schema["properties"] as Record<string, { anyOf: Record<string, unknown>[] }>)[
      "verdict"
    ]!;
    expect(verdict.anyOf[1]).toEqual({ type: "null" });
    expect(Object.keys(verdict.anyOf[0]!["properties"] as object)).toEqual(
      Object.keys(missionVerdictSchema.shape),
    );
  });

  it("is satisfied only by replies the agent reads fully (property test over generated samples)", () => {
    const next = random(7);
    for (let i = 0; i < 300; i++) {
      const sample = sampleJsonSchema(schema, next) as Record<string, unknown>;
      expect(ReplySchema.safeParse(sample).success).toBe(true);
      const text = JSON.stringify(sample);
      expect(replyShapeIssues(text)).toEqual([]);
      const parsed = parsePlannerReply(text);
      if (!parsed.ok) throw new Error(`a schema-valid reply failed to parse: ${text}`);
      expect({ text, notes: parsed.value.notes }).toEqual({ text, notes: [] });
      const { plan, verdict } = parsed.value.reply;
      expect(plan).toHaveLength((sample["plan"] as unknown[]).length);
      for (const step of plan) {
        expect({ text, problem: step.problem }).toEqual({ text, problem: undefined });
        expect(step.args).toHaveLength(behaviorSpec(step.action)!.params.length);
      }
      const given = sample["verdict"] as Record<string, unknown> | null;
      const expected =
        given === null
          ? undefined
          : Object.fromEntries(Object.entries(given).filter(([, value]) => value !== null));
      expect({ text, verdict }).toEqual({ text, verdict: expected });
    }
  });

  it("leaves call-string plans and replies without a verdict readable, only noting the departure", () => {
    const old = JSON.stringify({
      primary_goal: "g",
      relevant_graph: "",
      reasoning: "r",
      plan: ["goto(road_1)", "replan()"],
      relevant_semantics: null,
    });
    const parsed = parsePlannerReply(old);
    expect(parsed.ok && parsed.value.reply.plan.map((step) => step.text)).toEqual([
      "goto(road_1)",
      "replan()",
    ]);
    expect(parsed.ok && parsed.value.notes).toEqual([]);
    expect(replyShapeIssues(old).join("; ")).toMatch(/plan\.0/);
  });
});

describe("the reply format and advice in the system prompt", () => {
  const section = (title: string): string => {
    const start = prompt.indexOf(`# ${title}\n`);
    const end = prompt.indexOf("\n\n# ", start + 1);
    return prompt.slice(start, end === -1 ? undefined : end);
  };
  const reply = section("Reply");
  const advice = section("Planning advice");

  it("shows plan steps in the object form, and says call strings are accepted too", () => {
    expect(reply).toContain('"plan": [{"action": ');
    expect(reply).toContain("is also accepted");
    const shown = [...reply.matchAll(/\{"action": "[a-z_]+", "args": \{[^{}]*\}\}/g)].map(
      (m) => m[0],
    );
    expect(shown.length).toBeGreaterThanOrEqual(3);
    const stepSchema = planStepSchema();
    for (const text of shown.filter((t) => !t.includes("first_action"))) {
      expect({ text, ok: stepSchema.safeParse(JSON.parse(text)).success }).toEqual({
        text,
        ok: true,
      });
    }
  });

  it("describes every verdict field", () => {
    expect(reply).toContain('"verdict": null');
    for (const key of Object.keys(missionVerdictSchema.shape)) expect(reply).toContain(`"${key}"`);
  });

  it("name no object class of our worlds", () => {
    const root = fileURLToPath(new URL("../../../sim/worlds/", import.meta.url));
    const classes = new Set<string>();
    for (const file of readdirSync(root).filter((f) => f.endsWith(".world.geojson"))) {
      const text = readFileSync(join(root, file), "utf8");
      for (const match of text.matchAll(/"class":\s*"([a-z0-9_]+)"/g)) classes.add(match[1]!);
    }
    expect(classes.size).toBeGreaterThan(20);
    // The world format's own surface vocabulary (docs/world-format.md) is allowed.
    const format = new Set(
      "road path sidewalk trail grass field parking_lot dirt gravel sand bridge courtyard patio dock water building forest rock cliff fence wall debris fallen_tree barrier rubble construction vehicle floor roof tree_cover".split(
        " ",
      ),
    );
    const words = ` ${`${reply}\n${advice}`.toLowerCase().replace(/[^a-z0-9_]+/g, " ")} `;
    const named = [...classes].filter(
      (cls) =>
        !format.has(cls) &&
        (words.includes(` ${cls} `) || words.includes(` ${cls.replace(/_/g, " ")} `)),
    );
    expect(named).toEqual([]);
  });
});

describe("the examples' verdicts", () => {
  it("name only object nodes of their own map, and appear only with an answer", () => {
    let verdicts = 0;
    for (const example of builtExamples()) {
      for (const check of example.checks) {
        const json = JSON.parse(check.reply) as { plan: { action: string }[]; verdict: unknown };
        if (json.verdict === null) continue;
        verdicts += 1;
        expect(json.plan.map((step) => step.action)).toEqual(["answer"]);
        const objects = new Set(check.graph.objects.map((object) => object.name));
        const names = Object.values(json.verdict as Record<string, unknown>)
          .filter(Array.isArray)
          .flat() as string[];
        expect(names.filter((name) => !objects.has(name))).toEqual([]);
      }
    }
    expect(verdicts).toBeGreaterThanOrEqual(3);
  });
});
