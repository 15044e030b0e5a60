import { describe, expect, it } from "vitest";
import type { AgentEvent } from "../../src/agent/index.js";
import { humanLines } from "../../src/cli/render/humanEvents.js";
import { escapeControl } from "../../src/log/index.js";

const TITLE = "\u001b]0;pwned\u0007";
const CSI = "\u009b2J";

/** Any C0/C1 control character but newline (the renderer's own line breaks). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

describe("human output is terminal-safe", () => {
  it("escapes escape sequences in the mission, the LLM's goal and reasoning, and the answer", () => {
    const events: AgentEvent[] = [
      {
        type: "mission-start",
        t: 0,
        iteration: 0,
        mission: `find the tower${TITLE}`,
        planner: "llm:x",
        robot: "sim",
        map: { regions: 1, objects: 0, location: "gate" },
        limits: { maxIterations: 5, maxSimSeconds: 60 },
      },
      {
        type: "plan-proposed",
        t: 0,
        iteration: 1,
        attempt: 1,
        primaryGoal: `goal${TITLE}`,
        relevantGraph: "",
        reasoning: `because${CSI}`,
        plan: [`answer(done${TITLE})`],
      },
      { type: "clarify-answered", t: 0, iteration: 1, reply: `yes${TITLE}` },
      {
        type: "mission-finished",
        t: 1,
        iteration: 1,
        outcome: "answered",
        answer: `found it${TITLE}`,
        metrics: {
          planner: "llm:x",
          robot: "sim",
          simSeconds: 1,
          wallSeconds: 1,
          distanceM: 0,
          plannerQueries: 1,
          clarifyPrompts: 0,
          interactions: 0,
          iterations: 1,
          validationFailures: 0,
          actions: 1,
          promptTokens: 0,
          completionTokens: 0,
          tokensEstimated: false,
          cachedTokens: 0,
          reasoningTokens: 0,
          maxPromptTokens: 0,
          toolCalls: 0,
        },
      },
    ];
    const text = events.flatMap((event) => humanLines(event, { color: false })).join("\n");
    expect(text).not.toMatch(CONTROL);
    expect(text).toContain("\\x1b]0;pwned\\x07");
    expect(text).toContain("\\x9b2J");
  });

  it("keeps colour codes of its own when colour is on", () => {
    const lines = humanLines(
      { type: "action-started", t: 0, iteration: 1, action: `goto(a${TITLE})` },
      { color: true },
    );
    expect(lines.join("")).toContain("\u001b[1m");
    expect(lines.join("")).not.toContain("\u001b]0;");
  });

  it("escapeControl keeps newlines and tabs only when asked", () => {
    expect(escapeControl("a\nb\tc\u0000")).toBe("a\\x0ab\\x09c\\x00");
    expect(escapeControl("a\nb\tc\u0000", { keepLayout: true })).toBe("a\nb\tc\\x00");
  });
});
