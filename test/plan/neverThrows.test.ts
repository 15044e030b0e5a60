import { describe, expect, it } from "vitest";
import { parseCallString, parsePlan, parsePlannerReply, splitCalls } from "../../src/plan/index.js";
import { garble, random } from "./fuzz.js";

const SEEDS = [
  '{"primary_goal": "x", "relevant_graph": ["a"], "reasoning": "r", "plan": ["goto(road_2)", "inspect(t, is it ok?)"]}',
  "```json\n{'plan': '[goto(a), set_labels([car, truck]), extend_map(20, 35), replan]'}\n```",
  '{"plan": [{"action": "inspect", "args": {"object": "t", "query": "q, r"}}, {"function": "goto"}]}',
  "answer(Tower 2 is damaged (antenna snapped), tower 1 is fine)",
];

describe("the parser never throws", () => {
  it("survives several hundred random and garbled strings", () => {
    const next = random(20_241_003);
    const inputs: string[] = [];
    for (let i = 0; i < 400; i++) {
      const seed = SEEDS[i % SEEDS.length] ?? "";
      if (i % 5 === 0) {
        const length = Math.floor(next() * 80);
        inputs.push(
          Array.from({ length }, () => String.fromCharCode(Math.floor(next() * 0x3000))).join(""),
        );
      } else {
        inputs.push(garble(next, seed));
      }
    }
    for (const input of inputs) {
      expect(() => {
        const reply = parsePlannerReply(input);
        if (!reply.ok) expect(reply.error.message.length).toBeGreaterThan(0);
        parsePlan(input);
        parseCallString(input, 0);
        splitCalls(input);
      }, input).not.toThrow();
    }
  });

  it("survives JSON values of every shape as a plan", () => {
    const values: unknown[] = [
      undefined,
      null,
      true,
      0,
      "",
      [],
      {},
      [[]],
      [{}],
      [null],
      [{ action: 5 }],
      [{ action: "goto", args: { region: { a: [1] } } }],
    ];
    for (const value of values) expect(() => parsePlan(value)).not.toThrow();
  });
});
