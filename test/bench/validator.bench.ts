/**
 * Validator benchmarks at 1k, 10k and 100k regions: validating a realistic 10-step plan (median target ≤ 1 ms at
 * 100k), compared with validating the same plans the way the original SPINE did — a fresh graph search from the
 * robot's node for every navigation step (networkx `has_path` over the whole graph, objects included).
 */
import { loadGraph, type SemanticMap } from "../../src/map/index.js";
import type { PlanStep } from "../../src/plan/index.js";
import { validatePlan } from "../../src/validator/index.js";
import { createRandom, type Random } from "../fixtures/random.js";
import { syntheticGraph } from "../fixtures/syntheticGraph.js";
import { timed, timeRuns, type BenchContext, type BenchResult } from "./harness.js";

const VALIDATION_TARGET_MS = 1;
const SIZES = [1_000, 10_000, 100_000];
const PLANS = 40;

export function validatorBench(context: BenchContext): BenchResult[] {
  const results: BenchResult[] = [];
  for (const regions of context.quick ? SIZES.slice(0, 2) : SIZES) {
    context.log(`validator ${regions}: building map`);
    const loaded = loadGraph(syntheticGraph({ regions, seed: 11 }));
    if (!loaded.ok) throw new Error(loaded.error.join("; "));
    const map = loaded.value.map;
    const random = createRandom(regions);
    const plans = Array.from({ length: PLANS }, () => tenStepPlan(map, random));
    const params = { regions, steps: 10 };
    const valid = plans.filter((plan) => validatePlan(plan, map).ok).length;
    const ours = timeRuns({
      runs: plans.length,
      setup: (run) => plans[run % plans.length] ?? [],
      body: (plan) => validatePlan(plan, map),
    });
    results.push(
      timed(
        "validatePlan (10 steps)",
        params,
        ours,
        regions === 100_000 ? VALIDATION_TARGET_MS : undefined,
        `${valid} of ${plans.length} plans valid; reachability by component lookup`,
      ),
    );
    const original = timeRuns({
      runs: Math.min(plans.length, regions >= 100_000 ? 10 : plans.length),
      setup: (run) => plans[run % plans.length] ?? [],
      body: (plan) => originalStyleChecks(plan, map),
    });
    results.push(
      timed(
        "original-style validation (fresh search per step)",
        params,
        original,
        undefined,
        `ours/original median ratio ${(ours.median / original.median).toFixed(4)}`,
      ),
    );
  }
  return results;
}

/**
 * set_labels, then navigation and inspection of random reachable targets, an exploration step, and an answer —
 * the mix of a real mission plan.
 */
function tenStepPlan(map: SemanticMap, random: Random): PlanStep[] {
  const robot = map.robotLocation ?? "";
  const home = map.components.componentOf(robot);
  const regions = map.regionNames().filter((name) => map.components.componentOf(name) === home);
  const objects = map
    .objectNames()
    .filter((name) =>
      map.regionsOfObject(name).some((r) => map.components.componentOf(r) === home),
    );
  const region = (): string => random.pick(regions);
  const object = (): string => random.pick(objects);
  const texts = [
    "set_labels([radio_tower, truck])",
    `goto(${region()})`,
    `map_region(${region()})`,
    `inspect(${object()}, is it damaged?)`,
    `goto(${region()})`,
    `explore_region(${region()}, 10)`,
    `inspect(${object()}, what is it?)`,
    `map_region(${region()})`,
    `goto(${region()})`,
    "answer(report)",
  ];
  return texts.map((text, index) => stepOf(text, index));
}

function stepOf(text: string, index: number): PlanStep {
  const open = text.indexOf("(");
  const action = text.slice(0, open);
  const inner = text.slice(open + 1, -1);
  const args =
    action === "inspect"
      ? [inner.slice(0, inner.indexOf(",")), inner.slice(inner.indexOf(",") + 2)]
      : inner.split(", ");
  return { index, text, action, args };
}

/** The original validator's reachability: a breadth-first search over the whole graph for every step. */
function originalStyleChecks(plan: readonly PlanStep[], map: SemanticMap): boolean {
  const start = map.robotLocation ?? "";
  for (const step of plan) {
    if (!["goto", "map_region", "explore_region", "inspect"].includes(step.action)) continue;
    const first = step.args[0];
    const target = typeof first === "string" ? first : "";
    if (!map.has(target) || !hasPath(map, start, target)) return false;
  }
  return true;
}

function hasPath(map: SemanticMap, from: string, to: string): boolean {
  const seen = new Set<string>([from]);
  const queue = [from];
  for (let head = 0; head < queue.length; head += 1) {
    const node = queue[head] ?? "";
    if (node === to) return true;
    map.graph.forEachLinkedNode(
      node,
      (other) => {
        const id = String(other.id);
        if (!seen.has(id)) {
          seen.add(id);
          queue.push(id);
        }
      },
      false,
    );
  }
  return false;
}
