import { afterEach, describe, expect, it } from "vitest";
import { runMission, type AgentEvent } from "../../../src/agent/index.js";
import { BEHAVIOR_SPECS } from "../../../behaviors/index.js";
import { mapToGraphJson, serializeForPlanner } from "../../../src/map/index.js";
import { ScriptedOperator } from "../../../src/operator/index.js";
import { parsePlannerReply } from "../../../src/plan/index.js";
import type { ChatMessage } from "../../../src/planners/llm/index.js";
import { estimatePromptTokens } from "../../../src/planners/llm/estimateTokens.js";
import { FakePort } from "./fakePort.js";
import { startFakeLlmServer, type FakeLlmServer, type Script } from "./fakeLlmServer.js";
import { replyText, roadMap, testGenerator } from "./helpers.js";

let server: FakeLlmServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function mission(script: Script, options: { contextTokens?: number; mission?: string } = {}) {
  server = await startFakeLlmServer(script);
  const generator = testGenerator(
    server.baseUrl,
    { maxRetries: 0 },
    options.contextTokens === undefined ? {} : { contextTokens: options.contextTokens },
  );
  const port = new FakePort(mapToGraphJson(roadMap()), {
    answers: { tower_1: "a lattice tower with a bent antenna" },
  });
  const report = await runMission({
    mission: options.mission ?? "Is the tower damaged?",
    port,
    generator,
    operator: new ScriptedOperator(),
  });
  return { report, generator, port, requests: server.requests };
}

const lastMessage = (messages: readonly { role: string; content: string }[]) => messages.at(-1)!;

describe("the LLM planner in the agent's loop", () => {
  it("repairs invalid JSON: the next request carries the broken reply and the parse feedback", async () => {
    const broken = "I would drive to road_2 and look at the tower.";
    const { report, requests } = await mission([
      { reply: broken },
      { reply: replyText({ plan: ["answer(the tower is fine)"] }) },
    ]);
    expect(report.outcome).toBe("answered");
    expect(report.metrics.plannerQueries).toBe(2);
    const second = requests[1]!.body.messages;
    expect(second.at(-2)).toEqual({ role: "assistant", content: broken });
    expect(lastMessage(second).role).toBe("user");
    const parsed = parsePlannerReply(broken);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(lastMessage(second).content).toBe(`Feedback: ${parsed.error.message}`);
    // The retry adds exactly the rejected reply and the feedback to the first request.
    expect(second.slice(0, -2)).toEqual(requests[0]!.body.messages);
  });

  it("sends the validator's feedback about a hallucinated node in the next request", async () => {
    const { report, requests } = await mission([
      { reply: replyText({ plan: ["goto(tower_9)", "inspect(tower_1, is it damaged?)"] }) },
      { reply: replyText({ plan: ["answer(the tower is fine)"] }) },
    ]);
    expect(report.outcome).toBe("answered");
    const feedback = lastMessage(requests[1]!.body.messages).content;
    expect(feedback).toMatch(/^Feedback: /);
    expect(feedback).toContain('the map has no node "tower_9"');
  });

  it("passes on the validator's extend_map suggestion for an unreachable goal", async () => {
    const { report, requests } = await mission([
      { reply: replyText({ plan: ["goto(field_1)", "replan()"] }) },
      { reply: replyText({ plan: ["answer(the field cannot be reached yet)"] }) },
    ]);
    expect(report.outcome).toBe("answered");
    const feedback = lastMessage(requests[1]!.body.messages).content;
    expect(feedback).toContain("there is no known path from road_1");
    expect(feedback).toContain("extend_map(");
  });

  it("accepts a reply wrapped in a code fence without a repair turn", async () => {
    const fenced = `\`\`\`json\n${replyText({ plan: ["answer(the tower is fine)"] })}\n\`\`\``;
    const { report } = await mission([{ reply: fenced }]);
    expect(report.outcome).toBe("answered");
    expect(report.answer).toBe("the tower is fine");
    expect(report.metrics.plannerQueries).toBe(1);
  });

  it("opens with the task and the graph exactly as serializeForPlanner prints it", async () => {
    const { requests } = await mission([{ reply: replyText({ plan: ["answer(ok)"] }) }]);
    const messages = requests[0]!.body.messages;
    expect(messages[0]!.role).toBe("system");
    expect(lastMessage(messages)).toEqual({
      role: "user",
      content: `task: Is the tower damaged?\ngraph: (the whole current map)\n${serializeForPlanner(roadMap())}`,
    });
  });

  it("keeps the conversation across iterations with past actions, updates and feedback", async () => {
    const first = replyText({
      plan: ["goto(road_2)", "inspect(tower_1, is it damaged?)"],
      labels: ["tower"],
    });
    const { report, requests } = await mission([
      { reply: first },
      { reply: replyText({ plan: ["answer(bent antenna)"] }) },
    ]);
    expect(report.outcome).toBe("answered");
    const second = requests[1]!.body.messages;
    expect(second.at(-2)).toEqual({ role: "assistant", content: first });
    const turn = lastMessage(second).content;
    expect(turn).toContain('past_actions: ["goto(road_2)"]');
    expect(turn).toContain('updates: [update_robot_location("road_2")]');
    expect(turn).toMatch(
      /feedback: .*the detector now looks for: tower\..*reached road_2 from road_1/,
    );
    // The map rides with the newest turn only: the first turn, now history, carries none.
    expect(turn).toContain("graph: (the whole current map)");
    expect(second.filter((m) => m.content.includes("graph: ("))).toHaveLength(1);
  });

  it("keeps every request within the budget, the earlier exchanges append-only until they are compacted", async () => {
    const gotos = Array.from({ length: 24 }, (_, i) =>
      i % 2 === 0 ? "goto(road_2)" : "goto(road_1)",
    );
    const { requests } = await mission(
      [
        ...gotos.map((step) => ({ reply: replyText({ plan: [step, "replan()"] }) })),
        { reply: replyText({ plan: ["answer(done)"] }) },
      ],
      { contextTokens: 8000 },
    );
    expect(requests).toHaveLength(25);
    const counted = await Promise.all(
      requests.map((r) => estimatePromptTokens(r.body.messages as ChatMessage[])),
    );
    // The prompt budget is the window less the reply's room (maxTokens, 2048).
    for (const tokens of counted) expect(tokens).toBeLessThanOrEqual(8000 - 2048);
    let appendOnly = 0;
    let compacted = 0;
    for (let i = 1; i < requests.length; i += 1) {
      const before = requests[i - 1]!.body.messages;
      const after = requests[i]!.body.messages;
      // All but the previous turn (which loses its map) and its reply stay as they were, or history was cut.
      const samePrefix = before.slice(0, -2).every((m, k) => after[k]?.content === m.content);
      if (samePrefix) appendOnly += 1;
      else compacted += 1;
    }
    expect(compacted).toBeGreaterThan(0);
    expect(appendOnly).toBeGreaterThan(compacted * 2);
  });

  it("sends the compact system prompt in a small context, naming every action, and announces only examples it sends", async () => {
    const small = await mission([{ reply: replyText({ plan: ["answer(done)"] }) }], {
      contextTokens: 8000,
    });
    const smallSystem = small.requests[0]!.body.messages[0]!.content;
    await server?.close();
    const large = await mission([{ reply: replyText({ plan: ["answer(done)"] }) }], {
      contextTokens: 32000,
    });
    const largeMessages = large.requests[0]!.body.messages;
    const largeSystem = largeMessages[0]!.content;
    const [smallTokens, largeTokens] = await Promise.all(
      [smallSystem, largeSystem].map((content) =>
        estimatePromptTokens([{ role: "system", content }]),
      ),
    );
    expect(smallTokens).toBeLessThan(largeTokens! * 0.6);
    for (const spec of BEHAVIOR_SPECS) expect(smallSystem).toContain(`${spec.name}(`);
    // 8k sends no example dialogue, so the prompt announces none; 32k sends some and says how many.
    expect(
      small.requests[0]!.body.messages.filter((m) => m.content.startsWith("(example")),
    ).toHaveLength(0);
    expect(smallSystem).not.toContain("example dialogues follow");
    const sent = largeMessages.filter(
      (m) => m.role === "user" && m.content.startsWith("(example 1 of"),
    );
    expect(sent.length).toBe(1);
    const announced = /(\d+) example dialogues follow/.exec(largeSystem)?.[1];
    expect(Number(announced)).toBe(
      largeMessages.filter((m) => m.role === "user" && /^\(example \d+ of/.test(m.content)).length,
    );
  });

  it("carries on after a failure with its conversation intact when the mission is resumed", async () => {
    let failing = false;
    server = await startFakeLlmServer((_request, index) => {
      if (failing) return { status: 503, message: "overloaded" };
      return index === 0
        ? { reply: replyText({ plan: ["goto(road_2)", "replan()"] }) }
        : { reply: replyText({ plan: ["answer(done)"] }) };
    });
    const generator = testGenerator(server.baseUrl, { maxRetries: 0 });
    const port = new FakePort(mapToGraphJson(roadMap()));
    const run = (onEvent?: (event: AgentEvent) => void) =>
      runMission({
        mission: "Is the tower damaged?",
        port,
        generator,
        operator: new ScriptedOperator(),
        ...(onEvent === undefined ? {} : { onEvent }),
      });
    // Iteration 1 succeeds; iteration 2 meets a dead server.
    const interrupted = await run((event) => {
      if (event.type === "action-finished") failing = true;
    });
    expect(interrupted.outcome).toBe("planner-unavailable");
    expect(interrupted.reason).toContain("kept failing after 1 try (HTTP 503: overloaded)");
    failing = false;
    const resumed = await run();
    expect(resumed.outcome).toBe("answered");
    const last = server.requests.at(-1)!.body.messages;
    const firstReply = last.find(
      (m) => m.role === "assistant" && m.content.includes("goto(road_2)"),
    );
    expect(firstReply).toBeDefined();
    expect(lastMessage(last).content).toMatch(
      /^note: the mission was interrupted and has been restarted/,
    );
    expect(lastMessage(last).content).toContain("task: Is the tower damaged?");
    expect(lastMessage(last).content).toContain("graph: (the whole current map");
  });

  it("starts a new mission on the same generator with the task and the current map", async () => {
    server = await startFakeLlmServer(() => ({ reply: replyText({ plan: ["answer(done)"] }) }));
    const generator = testGenerator(server.baseUrl);
    const port = new FakePort(mapToGraphJson(roadMap()));
    for (const text of ["Is the tower damaged?", "Where is the field?"]) {
      const report = await runMission({
        mission: text,
        port,
        generator,
        operator: new ScriptedOperator(),
      });
      expect(report.outcome).toBe("answered");
    }
    const second = server.requests[1]!.body.messages;
    const turn = lastMessage(second).content;
    expect(turn).toMatch(/^task: Where is the field\?/);
    expect(turn).toContain(serializeForPlanner(roadMap()));
    // The old mission's exchanges are gone: they would only mislead.
    expect(second.some((m) => m.content.includes("Is the tower damaged?"))).toBe(false);
  });
});
