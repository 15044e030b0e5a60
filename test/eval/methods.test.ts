import { describe, expect, it } from "vitest";
import type { PlanRequest } from "../../src/agent/index.js";
import { ScriptedGenerator } from "../../src/planners/scripted/index.js";
import { PlanOnceGenerator, runOne, trialSetup, WorldFactsCache } from "../../sim/eval/index.js";
import type { Mission } from "../../sim/missions/index.js";
import { prepareMission, runSimulatedMission } from "../../sim/runner/index.js";
import { crossingMission } from "./helpers.js";

const cache = new WorldFactsCache();

function setupFor(mission: Mission) {
  const facts = cache.factsFor(mission);
  if (!facts.ok) throw new Error(facts.error.join("\n"));
  return trialSetup(facts.value, { mission: mission.name, trial: 1, seed: 1 });
}

describe("the explicit-tasking method", () => {
  it("gives each step as its own mission, counts one interaction per step, and judges the last answer", async () => {
    const mission = crossingMission({
      explicit: ["go to the farm road", "look at the field", "report on the radio tower"],
      expect: { answer: "radio tower", inspected: [], visited: [] },
    });
    const planner = new ScriptedGenerator((request: PlanRequest) => ({
      plan: [`answer(done: ${request.mission})`],
    }));
    const run = await runOne({
      mission,
      setup: setupFor(mission),
      oracleM: 0,
      method: "explicit",
      validation: "full",
      planner: () => planner,
    });
    if (!run.ok) throw new Error(run.error);
    const { record } = run.value;
    expect(planner.requests.map((r) => r.mission)).toEqual(mission.explicit);
    expect(record.interactions).toBe(3);
    expect(record.plannerQueries).toBe(3);
    expect(record.steps?.map((s) => s.outcome)).toEqual(["answered", "answered", "answered"]);
    expect(record.answer).toBe("done: report on the radio tower");
    expect(record.success).toBe(true);
  });

  it("stops giving steps once the mission's limits are used up", async () => {
    const mission = crossingMission({
      explicit: ["drive to the bridge", "drive to the truck", "report"],
      expect: { answer: "report", inspected: [], visited: [] },
      limits: { maxIterations: 2 },
    });
    const planner = new ScriptedGenerator(
      ["goto(road_2)", "goto(road_3)", "goto(road_4)"].map((s) => ({ plan: [s, "replan()"] })),
    );
    const run = await runOne({
      mission,
      setup: setupFor(mission),
      oracleM: 0,
      method: "explicit",
      validation: "full",
      planner: () => planner,
    });
    if (!run.ok) throw new Error(run.error);
    expect(run.value.record.outcome).toBe("limit-reached");
    expect(run.value.record.success).toBe(false);
    expect(run.value.record.interactions).toBeLessThan(3);
  });
});

describe("the llm-as-planner method", () => {
  it("asks the planner once and executes the whole plan when nothing fails", async () => {
    const prepared = prepareMission(crossingMission());
    if (!prepared.ok) throw new Error(prepared.error.join("\n"));
    const inner = new ScriptedGenerator([
      {
        plan: [
          "goto(road_2)",
          "goto(road_3)",
          "inspect(radio_tower_1, is it damaged?)",
          "answer(the tower is fine)",
        ],
      },
    ]);
    const generator = new PlanOnceGenerator(inner);
    const run = await runSimulatedMission({ prepared: prepared.value, generator });
    expect(inner.requests).toHaveLength(1);
    expect(generator.queries).toBe(1);
    expect(run.report.history).toEqual([
      "goto(road_2)",
      "goto(road_3)",
      "inspect(radio_tower_1, is it damaged?)",
      "answer(the tower is fine)",
    ]);
    // The agent still asked every iteration; those were served from the plan.
    expect(run.metrics.plannerQueries).toBe(4);
  });

  it("asks again when the plan runs out, and passes on what happened meanwhile", async () => {
    const prepared = prepareMission(crossingMission());
    if (!prepared.ok) throw new Error(prepared.error.join("\n"));
    const inner = new ScriptedGenerator([
      { plan: ["goto(road_2)", "goto(road_3)", "replan()"] },
      { plan: ["answer(done)"] },
    ]);
    const generator = new PlanOnceGenerator(inner);
    await runSimulatedMission({ prepared: prepared.value, generator });
    expect(generator.queries).toBe(2);
    const second = inner.requests[1];
    expect(second?.attempt).toBe(1);
    expect(second?.feedback.join(" ")).toMatch(/road_2[\s\S]*road_3/);
  });

  it("maps the reachable world first, then counts only real planner queries", async () => {
    const mission = crossingMission();
    const inner = new ScriptedGenerator([
      { plan: ["inspect(radio_tower_1, is it damaged?)", "answer(the radio tower looks fine)"] },
    ]);
    const run = await runOne({
      mission,
      setup: setupFor(mission),
      oracleM: 30,
      method: "llm-as-planner",
      validation: "full",
      planner: () => inner,
    });
    if (!run.ok) throw new Error(run.error);
    const { record } = run.value;
    expect(record.plannerQueries).toBe(1);
    expect(record.success).toBe(true);
    expect(record.mapping?.viewpoints).toBeGreaterThan(3);
    expect(record.mapping?.missedViewpoints).toBe(0);
    // The crossing world is 120 m × 80 m: the tour covers most of what the truth connects to the start.
    expect(record.mapping?.distanceM).toBeGreaterThan(100);
    expect(record.distanceM).toBeGreaterThan(record.mapping?.distanceM ?? 0);
    expect(record.interactions).toBe(1);
  });
});
