import { describe, expect, it } from "vitest";
import { enuWorld, rect } from "../fixtures/worlds/enuWorld.js";
import { oneStepAtATime, plan, priorGraph, runLoop } from "../agent/helpers.js";

const world = enuWorld(
  [{ properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 30, 30) }],
  { start: [5, 5] },
);
const prior = priorGraph({
  regions: { gate: [5, 5], shed: [20, 5] },
  edges: [["gate", "shed"]],
  robot: "gate",
});

describe("answer", () => {
  it('ends the mission with outcome "answered" and the answer text', async () => {
    const text = "The radio tower's antenna is bent; that explains the outage.";
    const run = await runLoop(world, oneStepAtATime(plan(`answer(${text})`), "goto(shed)"), {
      prior,
    });

    expect(run.report.outcome).toBe("answered");
    expect(run.report.answer).toBe(text);
    expect(run.report.record.answer).toBe(text);
    expect(run.report.history).toEqual([`answer(${text})`]);
    // Nothing is planned after the answer.
    expect(run.generator.requests).toHaveLength(1);
    expect(run.events.at(-1)).toMatchObject({
      type: "mission-finished",
      outcome: "answered",
      answer: text,
    });
  });

  it("is refused with steps after it, which the planner is told", async () => {
    const run = await runLoop(
      world,
      (request) =>
        request.attempt === 1 ? plan("answer(done)", "goto(shed)") : plan("answer(done)"),
      { prior },
    );

    expect(run.generator.requests[1]!.validatorFeedback).toContain(
      "nothing may follow answer(...) or clarify(...)",
    );
    expect(run.report.outcome).toBe("answered");
  });
});
