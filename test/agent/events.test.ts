import { describe, expect, it } from "vitest";
import type { AgentEvent, AgentEventType } from "../../src/agent/index.js";
import { ScriptedOperator } from "../../src/operator/index.js";
import { enuWorld, rect } from "../fixtures/worlds/enuWorld.js";
import { plan, priorGraph, runLoop } from "./helpers.js";

const world = enuWorld(
  [
    { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 60, 40) },
    { properties: { layer: "object", class: "barrel", inPrior: false }, point: [40, 22] },
  ],
  { start: [5, 20] },
);
const prior = priorGraph({
  regions: { gate: [5, 20], yard: [35, 20] },
  edges: [["gate", "yard"]],
  robot: "gate",
});

/** One of everything: a rejected plan, labels, a drive, a map-growing action, a question, the answer. */
async function eventfulRun(): Promise<AgentEvent[]> {
  const steps = [
    plan("set_labels([barrel])", "replan()"),
    plan("goto(yard)", "replan()"),
    plan("extend_map(50, 30)", "replan()"),
    plan("clarify(Is the barrel the one you meant?)"),
    plan("answer(The barrel is at the yard.)"),
  ];
  const run = await runLoop(
    world,
    (request) =>
      request.iteration === 2 && request.attempt === 1
        ? plan("goto(no_such_place)")
        : steps[request.iteration - 1]!,
    { prior, operator: new ScriptedOperator(["Yes."]) },
  );
  return run.events;
}

describe("mission events", () => {
  it("come in a sensible order: start first, finish last, each action started then finished", async () => {
    const events = await eventfulRun();
    const types = events.map((event) => event.type);

    expect(types[0]).toBe("mission-start");
    expect(types.at(-1)).toBe("mission-finished");
    expect(types.filter((type) => type === "mission-start")).toHaveLength(1);
    expect(types.filter((type) => type === "mission-finished")).toHaveLength(1);
    for (const type of types) expect(type).toMatch(/^[a-z]+-[a-z]+$/);
    const seen = new Set<AgentEventType>(types);
    for (const expected of [
      "plan-proposed",
      "validation-failed",
      "action-started",
      "action-finished",
      "map-updated",
      "clarify-asked",
      "clarify-answered",
    ] as const)
      expect(seen.has(expected), expected).toBe(true);

    // Actions never overlap, and each is preceded by the plan it came from.
    let running: string | undefined;
    let planned = false;
    for (const event of events) {
      if (event.type === "plan-proposed") planned = true;
      if (event.type === "action-started") {
        expect(running).toBeUndefined();
        expect(planned).toBe(true);
        running = event.action;
        planned = false;
      }
      if (event.type === "action-finished") {
        expect(event.action).toBe(running);
        running = undefined;
      }
      if (event.type === "clarify-asked" || event.type === "clarify-answered")
        expect(running).toMatch(/^clarify\(/);
    }
    expect(running).toBeUndefined();
    const actions = events.flatMap((e) => (e.type === "action-finished" ? [e.action] : []));
    expect(actions).toEqual([
      "set_labels([barrel])",
      "goto(yard)",
      "extend_map(50, 30)",
      "clarify(Is the barrel the one you meant?)",
      "answer(The barrel is at the yard.)",
    ]);

    // Time and iteration never go backwards; the rejected plan comes before the accepted one.
    for (let i = 1; i < events.length; i += 1) {
      expect(events[i]!.t).toBeGreaterThanOrEqual(events[i - 1]!.t);
      expect(events[i]!.iteration).toBeGreaterThanOrEqual(events[i - 1]!.iteration);
    }
    const second = events.filter((e) => e.iteration === 2).map((e) => e.type);
    expect(second.indexOf("validation-failed")).toBeLessThan(second.lastIndexOf("plan-proposed"));
    // The robot's mapper and the agent both changed the map.
    const sources = new Set(events.flatMap((e) => (e.type === "map-updated" ? [e.source] : [])));
    expect(sources).toEqual(new Set(["robot", "agent"]));
  });

  it("are plain JSON data, ready for --json output", async () => {
    const events = await eventfulRun();

    for (const event of events) {
      expect(typeof event.t).toBe("number");
      expect(typeof event.iteration).toBe("number");
      expect(JSON.parse(JSON.stringify(event))).toEqual(event);
    }
    const last = events.at(-1)!;
    expect(last).toMatchObject({
      type: "mission-finished",
      outcome: "answered",
      metrics: { planner: "scripted", robot: "sim", actions: 5, clarifyPrompts: 1 },
    });
  });
});
