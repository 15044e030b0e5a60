import { describe, expect, it } from "vitest";
import { ScriptedOperator } from "../../src/operator/index.js";
import { enuWorld, rect } from "../fixtures/worlds/enuWorld.js";
import { oneStepAtATime, priorGraph, runLoop } from "../agent/helpers.js";

const world = enuWorld(
  [{ properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 30, 30) }],
  { start: [5, 5] },
);
const prior = priorGraph({
  regions: { gate: [5, 5], shed: [20, 5] },
  edges: [["gate", "shed"]],
  robot: "gate",
});

describe("clarify", () => {
  it("asks the operator and passes the reply to the next planning request", async () => {
    const operator = new ScriptedOperator(["The one behind the farmhouse."]);
    const run = await runLoop(world, oneStepAtATime("clarify(Which radio tower do you mean?)"), {
      prior,
      operator,
    });

    expect(operator.asked).toEqual(["Which radio tower do you mean?"]);
    const next = run.generator.requests[1]!;
    expect(next.iteration).toBe(2);
    expect(next.feedback.join(" ")).toContain(
      'the operator answered "Which radio tower do you mean?" with: "The one behind the farmhouse."',
    );
    // The same reply as data, for planners that must not parse sentences.
    expect(next.outcomes).toEqual([
      {
        kind: "operator-reply",
        question: "Which radio tower do you mean?",
        reply: "The one behind the farmhouse.",
      },
    ]);
    expect(next.lastAction).toEqual({
      text: "clarify(Which radio tower do you mean?)",
      status: "succeeded",
    });
    expect(run.report.record.clarifications).toEqual([
      { question: "Which radio tower do you mean?", reply: "The one behind the farmhouse." },
    ]);
    expect(run.report.metrics.clarifyPrompts).toBe(1);
    const types = run.events.map((event) => event.type);
    expect(types.indexOf("clarify-asked")).toBeLessThan(types.indexOf("clarify-answered"));
  });

  it("passes on the operator's \"I don't know\" once the scripted answers run out", async () => {
    const run = await runLoop(world, oneStepAtATime("clarify(Where?)", "clarify(Where exactly?)"), {
      prior,
      operator: new ScriptedOperator(["North."]),
    });

    expect(run.generator.requests[2]!.feedback.join(" ")).toContain(`with: "I don't know"`);
    expect(run.report.metrics.clarifyPrompts).toBe(2);
  });
});
