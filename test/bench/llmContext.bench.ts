/**
 * LLM context benchmark (issue 13): how many prompt tokens the LLM planner sends on large maps. For synthetic graph
 * worlds of 1k, 10k and 100k regions (sim/synthetic; `--quick` skips 100k), a mission runs through the public LLM
 * generator (`createLlmGenerator`) against a fake OpenAI server on 127.0.0.1 that records every request and answers
 * plans valid for the map the request shows (llmContext/). Reported per size, in o200k tokens counted on the
 * server side: the first and the largest request, and for comparison the whole map the agent starts with and the
 * first request as it is when it carries that whole map. Also: the time to generate the world.
 *
 * Targets, when the generator's config has a `contextTokens` budget (read optionally: the key may not exist yet):
 * every request within the budget, and at 10k regions the largest request ≤ 1/20 of the whole-map request.
 */
import { LLM_DEFAULTS } from "../../src/config/index.js";
import { generateSyntheticWorld, type SyntheticWorld } from "../../sim/synthetic/index.js";
import type { BenchContext, BenchResult } from "./harness.js";
import { precise } from "./harness.js";
import { contextTokensOf, runLlmMission, wholeMapTokens } from "./llmContext/index.js";

const SIZES = [1000, 10_000, 100_000] as const;
const QUICK_SKIPS = 100_000;
const SEED = 13;
/** Enough for the stand-in model's mission (goto, map_region, inspect, answer) and a detour or two. */
const MAX_ITERATIONS = 8;
/** At 10k regions a request must be this small a share of the whole-map request. */
const SHARE_AT_10K = 1 / 20;
const GENERATION_TARGET_MS = 10_000;

export async function llmContextBench(context: BenchContext): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const budget = contextTokensOf(LLM_DEFAULTS);
  context.log(
    budget === undefined
      ? "llm-context: the LLM config has no contextTokens budget; reporting sizes without targets"
      : `llm-context: contextTokens budget ${budget}`,
  );
  for (const regions of SIZES) {
    if (context.quick && regions >= QUICK_SKIPS) continue;
    context.gc();
    context.log(`llm-context: generating ${regions} regions`);
    const generationStart = performance.now();
    const synthetic = generateSyntheticWorld({ regions, seed: SEED });
    const generationMs = performance.now() - generationStart;
    context.log(`llm-context: ${regions} regions, running the mission`);
    results.push(...(await measure(synthetic, budget, generationMs)));
  }
  return results;
}

async function measure(
  synthetic: SyntheticWorld,
  budget: number | undefined,
  generationMs: number,
): Promise<BenchResult[]> {
  const { counts } = synthetic;
  const run = await runLlmMission({
    synthetic,
    maxIterations: MAX_ITERATIONS,
    ...(budget === undefined ? {} : { contextTokens: budget }),
  });
  const { requests, report } = run;
  const first = requests[0];
  if (first === undefined) throw new Error(`no LLM request at ${counts.regions} regions`);
  const largest = Math.max(...requests.map((request) => request.promptTokens));
  const whole = wholeMapTokens(synthetic, run.prefixTokens);
  const params = {
    regions: counts.regions,
    objects: counts.objects,
    priorNodes: counts.priorRegions + counts.priorObjects,
  };
  const shown = requests.filter((request) => request.targetShown).length;
  const missionNote =
    `${requests.length} requests over ${report.metrics.iterations} iterations; mission ${report.outcome}` +
    `${run.unexpected.length > 0 ? ` (${run.unexpected.length} unfollowed rejections)` : ""}; ` +
    `target shown in ${shown}/${requests.length} requests; ${(run.wallMs / 1000).toFixed(1)} s wall`;
  const tokens = (name: string, value: number, target?: number, note?: string): BenchResult => ({
    name,
    params,
    unit: "tokens",
    value,
    ...(target === undefined ? {} : { target, pass: value <= target }),
    ...(note === undefined ? {} : { note }),
  });
  const share = precise(largest / whole.requestTokens);
  const shareTarget = budget !== undefined && counts.regions === 10_000 ? SHARE_AT_10K : undefined;
  return [
    {
      name: "generate the synthetic world",
      params,
      unit: "ms",
      value: precise(generationMs),
      ...(counts.regions >= 100_000
        ? { target: GENERATION_TARGET_MS, pass: generationMs <= GENERATION_TARGET_MS }
        : {}),
    },
    tokens("first request", first.promptTokens, budget),
    tokens(
      "largest request",
      largest,
      budget,
      `${missionNote}${budget === undefined ? "; no contextTokens budget configured" : ""}`,
    ),
    tokens(
      "whole map alone (serializeForPlanner of the prior)",
      whole.mapTokens,
      undefined,
      `${synthetic.world.prior.regions.length} regions, ${synthetic.world.prior.objects.length} objects`,
    ),
    tokens(
      "whole-map first request (prefix + task + whole map)",
      whole.requestTokens,
      undefined,
      `prefix (system prompt + examples) ${run.prefixTokens} tokens`,
    ),
    {
      name: "largest request / whole-map request",
      params,
      unit: "share",
      value: share,
      ...(shareTarget === undefined ? {} : { target: shareTarget, pass: share <= shareTarget }),
    },
  ];
}
