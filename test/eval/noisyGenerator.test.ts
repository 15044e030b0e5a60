import { describe, expect, it } from "vitest";
import type { PlanGenerator, PlanRequest } from "../../src/agent/index.js";
import { parsePlannerReply } from "../../src/plan/index.js";
import { ScriptedGenerator } from "../../src/planners/scripted/index.js";
import { NoisyGenerator, PLAN_ERROR_KINDS, type PlanErrorKind } from "../../sim/eval/index.js";
import { smallRequest } from "./helpers.js";

const signal = new AbortController().signal;

async function firstStep(generator: PlanGenerator, request: PlanRequest): Promise<string> {
  const reply = await generator.propose(request, { signal });
  if (!reply.ok) throw new Error(reply.error.message);
  const parsed = parsePlannerReply(reply.value.text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value.reply.plan[0]?.text ?? "";
}

function noisy(kinds: readonly PlanErrorKind[], seed = 1, rate = 1): NoisyGenerator {
  const inner = new ScriptedGenerator([
    { plan: ["inspect(radio_tower_1, is it damaged?)", "answer(done)"], labels: ["radio_tower"] },
  ]);
  return new NoisyGenerator(inner, { rate, seed, kinds, obstaclePoints: () => [[5, 7]] });
}

describe("NoisyGenerator", () => {
  const expected: Record<PlanErrorKind, RegExp> = {
    "hallucinated-node": /^inspect\((?!radio_tower_1,)[a-z_]+_\d+, is it damaged\?\)$/,
    "unreachable-goal": /^goto\(grass_9\)$/,
    "wrong-argument-type": /^goto\("22\.0, 4\.0"\)$/,
    "region-object-mixup": /^goto\(radio_tower_1\)$/,
    "goal-in-obstacle": /^extend_map\(5, 7\)$/,
  };

  for (const kind of PLAN_ERROR_KINDS) {
    it(`replaces the first step with a ${kind} mistake and keeps the rest of the reply`, async () => {
      const generator = noisy([kind]);
      const reply = await generator.propose(smallRequest(), { signal });
      if (!reply.ok) throw new Error(reply.error.message);
      const parsed = parsePlannerReply(reply.value.text);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const { plan, relevantSemantics } = parsed.value.reply;
      expect(plan[0]?.text).toMatch(expected[kind]);
      expect(plan.slice(1).map((s) => s.text)).toEqual(["answer(done)"]);
      expect(relevantSemantics).toEqual(["radio_tower"]);
      expect(generator.injections).toEqual([
        expect.objectContaining({
          kind,
          iteration: 1,
          replaced: "inspect(radio_tower_1, is it damaged?)",
        }),
      ]);
    });
  }

  it("never names a node the map has when it hallucinates one", async () => {
    const request = smallRequest();
    for (let seed = 1; seed <= 20; seed += 1) {
      const step = await firstStep(noisy(["hallucinated-node"], seed), request);
      const name = /^inspect\(([^,]+),/.exec(step)?.[1] ?? "";
      expect(request.map.has(name), step).toBe(false);
    }
  });

  it("tries the next kind when the drawn one does not apply", async () => {
    const generator = new NoisyGenerator(new ScriptedGenerator([{ plan: ["goto(road_2)"] }]), {
      rate: 1,
      seed: 3,
      kinds: ["goal-in-obstacle", "hallucinated-node"],
    });
    // No obstacle in view: only the hallucination applies.
    for (let i = 1; i <= 5; i += 1) await generator.propose(smallRequest(i), { signal });
    expect(generator.injections.map((j) => j.kind)).toEqual(Array(5).fill("hallucinated-node"));
  });

  it("leaves replies alone at rate 0 and alters about the given share otherwise", async () => {
    const clean = noisy(PLAN_ERROR_KINDS, 1, 0);
    for (let i = 1; i <= 20; i += 1) await clean.propose(smallRequest(i), { signal });
    expect(clean.injections).toHaveLength(0);
    const quarter = noisy(PLAN_ERROR_KINDS, 1, 0.25);
    for (let i = 1; i <= 400; i += 1) await quarter.propose(smallRequest(i), { signal });
    expect(quarter.injections.length).toBeGreaterThan(70);
    expect(quarter.injections.length).toBeLessThan(130);
  });

  it("is deterministic for a seed and differs between seeds", async () => {
    const run = async (seed: number): Promise<string[]> => {
      const generator = noisy(PLAN_ERROR_KINDS, seed, 0.5);
      const steps: string[] = [];
      for (let i = 1; i <= 30; i += 1) steps.push(await firstStep(generator, smallRequest(i)));
      return steps;
    };
    const a = await run(7);
    expect(await run(7)).toEqual(a);
    expect(await run(8)).not.toEqual(a);
    expect(new Set(a).size).toBeGreaterThan(3);
  });

  it("corrects a refused mistake with the planner's own reply when asked to restore", async () => {
    const inner = new ScriptedGenerator([{ plan: ["goto(road_3)"] }, { plan: ["goto(road_2)"] }]);
    const generator = new NoisyGenerator(inner, {
      rate: 1,
      seed: 1,
      kinds: ["unreachable-goal"],
      correction: "restore",
    });
    expect(await firstStep(generator, smallRequest(1, 1))).toBe("goto(grass_9)");
    // Attempt 2 is the planner's reply from attempt 1 (altered again at rate 1), without asking it again.
    await generator.propose(smallRequest(1, 2), { signal });
    expect(inner.requests).toHaveLength(1);
    expect(generator.injections.map((j) => j.replaced)).toEqual(["goto(road_3)", "goto(road_3)"]);
  });

  it("asks the wrapped planner again, with the validator's feedback, when asked to replan", async () => {
    const inner = new ScriptedGenerator([{ plan: ["goto(road_3)"] }, { plan: ["goto(road_2)"] }]);
    const generator = new NoisyGenerator(inner, { rate: 1, seed: 1, kinds: ["unreachable-goal"] });
    await generator.propose(smallRequest(1, 1), { signal });
    await generator.propose({ ...smallRequest(1, 2), validatorFeedback: "no path" }, { signal });
    expect(inner.requests.map((r) => r.validatorFeedback)).toEqual([undefined, "no path"]);
    expect(generator.injections.map((j) => j.replaced)).toEqual(["goto(road_3)", "goto(road_2)"]);
  });
});
