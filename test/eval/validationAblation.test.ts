import { describe, expect, it } from "vitest";
import type { AgentEvent } from "../../src/agent/index.js";
import { ScriptedGenerator } from "../../src/planners/scripted/index.js";
import {
  NoisyGenerator,
  obstaclePoints,
  PLAN_ERROR_KINDS,
  type PlanErrorKind,
} from "../../sim/eval/index.js";
import { prepareMission, runSimulatedMission } from "../../sim/runner/index.js";
import { crossingMission } from "./helpers.js";

/** Run one iteration of the crossing mission with every reply's first step replaced by a `kind` mistake. */
async function runWithMistake(kind: PlanErrorKind, validation: "full" | "off") {
  const prepared = prepareMission(crossingMission({ limits: { maxIterations: 1 } }));
  if (!prepared.ok) throw new Error(prepared.error.join("\n"));
  const port = prepared.value.port;
  // The planner means well: inspect the truck on the road ahead.
  const inner = new ScriptedGenerator([
    { plan: ["inspect(truck_1, is it parked?)", "answer(ok)"] },
  ]);
  const generator = new NoisyGenerator(inner, {
    rate: 1,
    seed: 5,
    kinds: [kind],
    correction: "restore",
    obstaclePoints: () => obstaclePoints(port),
  });
  const events: AgentEvent[] = [];
  await runSimulatedMission({
    prepared: prepared.value,
    generator,
    validation,
    onEvent: (event) => events.push(event),
  });
  const injected = new Set(generator.injections.map((j) => j.step));
  return { events, injected, generator };
}

describe("validation against injected planner mistakes", () => {
  for (const kind of PLAN_ERROR_KINDS) {
    it(`catches a ${kind} mistake before it reaches the robot`, async () => {
      const { events, injected } = await runWithMistake(kind, "full");
      expect(injected.size).toBeGreaterThan(0);
      const refused = events.filter((e) => e.type === "validation-failed");
      expect(refused.length).toBeGreaterThanOrEqual(1);
      const started = events.flatMap((e) => (e.type === "action-started" ? [e.action] : []));
      expect(started.filter((action) => injected.has(action))).toEqual([]);
    });

    it(`lets a ${kind} mistake reach the robot, where it fails, without validation`, async () => {
      const { events, injected } = await runWithMistake(kind, "off");
      expect(events.some((e) => e.type === "validation-failed")).toBe(false);
      const finished = events.flatMap((e) => (e.type === "action-finished" ? [e] : []));
      expect(finished).toHaveLength(1);
      const [action] = finished;
      expect(injected.has(action?.action ?? "")).toBe(true);
      if (kind === "goal-in-obstacle") {
        // extend_map reports where the obstacle stopped it rather than failing outright.
        expect(action?.feedback.join(" ")).toMatch(/stopped at|blocked|obstacle/);
      } else {
        expect(action?.status).toBe("failed");
      }
    });
  }
});
