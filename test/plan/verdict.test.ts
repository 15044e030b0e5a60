import { describe, expect, it } from "vitest";
import { parsePlannerReply } from "../../src/plan/index.js";

const reply = (extra: Record<string, unknown>): string =>
  JSON.stringify({
    primary_goal: "g",
    relevant_graph: "",
    reasoning: "r",
    plan: ["answer(the tank is leaking)"],
    ...extra,
  });

describe("the reply's verdict", () => {
  it("is read when it has the documented shape", () => {
    const parsed = parsePlannerReply(
      reply({ verdict: { problems: ["tank_2"], route_open: false } }),
    );
    expect(parsed.ok && parsed.value.reply.verdict).toEqual({
      problems: ["tank_2"],
      route_open: false,
    });
  });

  it("is dropped with a note, not a failure, when malformed", () => {
    const parsed = parsePlannerReply(reply({ verdict: { problems: "tank_2" } }));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.reply.verdict).toBeUndefined();
    expect(parsed.value.notes.join(" ")).toMatch(/"verdict" was ignored: problems/);
  });

  it("is optional", () => {
    const parsed = parsePlannerReply(reply({}));
    expect(parsed.ok && parsed.value.reply.verdict).toBeUndefined();
  });
});

describe("the verdict written by a strict schema", () => {
  it("keeps the fields given and drops the null ones without a note", () => {
    const parsed = parsePlannerReply(
      reply({ verdict: { route_open: null, found: [], problems: ["tank_2"], fine: null } }),
    );
    expect(parsed.ok && parsed.value.reply.verdict).toEqual({ found: [], problems: ["tank_2"] });
    expect(parsed.ok && parsed.value.notes).toEqual([]);
  });

  it("is absent when null", () => {
    const parsed = parsePlannerReply(reply({ verdict: null }));
    expect(parsed.ok && parsed.value.reply.verdict).toBeUndefined();
    expect(parsed.ok && parsed.value.notes).toEqual([]);
  });
});
