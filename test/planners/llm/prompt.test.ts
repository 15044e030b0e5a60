import { describe, expect, it } from "vitest";
import { BEHAVIOR_SPECS, signatureOf } from "../../../behaviors/index.js";
import { loadGraph } from "../../../src/map/index.js";
import { parsePlannerReply } from "../../../src/plan/index.js";
import {
  builtExamples,
  EXAMPLE_DIALOGUES,
  planningApiText,
  ReplySchema,
  systemPrompt,
} from "../../../src/planners/llm/index.js";
import { validatePlan } from "../../../src/validator/index.js";

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
    expect(all).toMatch(/"plan": \["goto\([a-z_0-9]+\)", "extend_map\(/);
    expect(all).toContain("remove_connections(");
    expect(all).toMatch(/\nFeedback: The plan cannot be executed as written\./);
    const inspections = all.match(/"inspect\(streetlight_\d, /g) ?? [];
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
