import { afterEach, describe, expect, it } from "vitest";
import { loadMissionFile } from "../../../sim/missions/index.js";
import { prepareMission, runSimulatedMission } from "../../../sim/runner/index.js";
import {
  startFakeLlmServer,
  type FakeLlmServer,
  type RecordedRequest,
  type Scripted,
} from "./fakeLlmServer.js";
import { replyText, testGenerator } from "./helpers.js";

let server: FakeLlmServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const QUERY = "is this radio tower damaged?";

/**
 * Replies a capable model could plausibly give, chosen from what the request shows (so they follow the real
 * simulator's updates rather than a fixed list). The first plan aims straight at the tower's region, which is not
 * connected yet, so the validator rejects it and the second reply follows its suggestion.
 */
function plausibleReply(request: RecordedRequest): Scripted {
  const messages = request.body.messages;
  const last = messages.at(-1)!.content;
  const goal =
    "Find out why communications are down: inspect the radio towers radio_tower_1 and radio_tower_2.";
  const reply = (plan: string[], reasoning: string, labels: string[] | null = null): Scripted => ({
    reply: replyText({ goal, plan, reasoning, labels }),
  });
  if (last.startsWith("task:")) {
    return reply(
      [
        "goto(gravel_10)",
        `inspect(radio_tower_2, ${QUERY})`,
        `inspect(radio_tower_1, ${QUERY})`,
        "replan()",
      ],
      "Communications depend on the radio towers. radio_tower_2 is seen from gravel_10, so I go there first.",
      ["radio_tower", "antenna", "mast", "cable"],
    );
  }
  if (last.startsWith("Feedback:")) {
    const suggestion = /goto\((\w+)\), then extend_map\(([-\d.]+), ([-\d.]+)\)/.exec(last);
    if (suggestion === null) throw new Error(`unexpected feedback: ${last}`);
    const [, region, x, y] = suggestion;
    return reply(
      [`goto(${region!})`, `extend_map(${x!}, ${y!})`, "replan()"],
      `gravel_10 is not connected to my part of the map. The closest reachable region is ${region!}; I go there and grow the map toward it.`,
      ["radio_tower", "antenna", "mast", "cable"],
    );
  }
  const pastActions = /past_actions: (\[.*\])/.exec(last)?.[1];
  const lastAction = (JSON.parse(pastActions ?? "[]") as string[]).at(-1) ?? "";
  if (lastAction.startsWith("goto(")) {
    const extend = /extend_map\(([-\d.]+), ([-\d.]+)\)/.exec(messages.at(-2)!.content);
    return reply(
      [`extend_map(${extend?.[1] ?? "252"}, ${extend?.[2] ?? "52"})`, "replan()"],
      "I continue toward radio_tower_2.",
    );
  }
  if (lastAction.startsWith("extend_map(")) {
    return reply(
      [`inspect(radio_tower_2, ${QUERY})`, "replan()"],
      "The tower's region is connected now.",
    );
  }
  if (lastAction.startsWith("inspect(radio_tower_2")) {
    return reply(
      [`inspect(radio_tower_1, ${QUERY})`, "replan()"],
      "radio_tower_2 is inspected; radio_tower_1 may be damaged too, so I inspect it before answering.",
    );
  }
  const seen = new Map<string, string>();
  for (const message of messages) {
    for (const match of message.content.matchAll(
      /inspect\((radio_tower_\d), [^)]*\): "([^"]*)"/g,
    )) {
      seen.set(match[1]!, match[2]!);
    }
  }
  const evidence = [...seen].map(([tower, answer]) => `${tower}: ${answer}`).join("; ");
  return reply([`answer(The radio towers explain it. ${evidence}.)`], "Both towers are inspected.");
}

describe("a full riverside mission with the LLM planner", () => {
  it('answers "Communications are down. Why?" through runMission and the real simulator', async () => {
    const loaded = loadMissionFile("sim/worlds/riverside_comms_down.mission.json");
    if (!loaded.ok) throw new Error(loaded.error.join("\n"));
    const prepared = prepareMission(loaded.value);
    if (!prepared.ok) throw new Error(prepared.error.join("\n"));
    server = await startFakeLlmServer(plausibleReply);
    const generator = testGenerator(server.baseUrl, { model: "scripted-gpt" });
    const run = await runSimulatedMission({ prepared: prepared.value, generator });

    expect(run.report.outcome).toBe("answered");
    expect(run.evaluation.success).toBe(true);
    expect(run.report.answer).toMatch(/radio_tower_2: .*(snapped|damaged)/);
    const metrics = run.metrics;
    expect(metrics.planner).toBe("llm:scripted-gpt");
    expect(metrics.plannerQueries).toBe(server.requests.length);
    expect(metrics.validationFailures).toBe(1);
    // The server sends no usage, so the counts come from the tokenizer.
    expect(metrics.tokensEstimated).toBe(true);
    expect(metrics.promptTokens).toBeGreaterThan(0);
    expect(metrics.completionTokens).toBeGreaterThan(0);
    console.info(
      `riverside comms_down: ${metrics.plannerQueries} LLM requests, ${metrics.iterations} iterations, ` +
        `${metrics.promptTokens} prompt + ${metrics.completionTokens} completion tokens (estimated), ` +
        `largest request ${Math.max(...server.requests.map((r) => JSON.stringify(r.body.messages).length))} chars, ` +
        `${metrics.distanceM.toFixed(0)} m, ${metrics.simSeconds.toFixed(0)} s simulated`,
    );
  });
});
