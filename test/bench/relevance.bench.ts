import { Relevance } from "../../src/relevance/index.js";
import { RELEVANCE_CASES } from "../relevance/cases.js";
import { measureRelevance } from "../relevance/measure.js";
import { summarize, type BenchContext, type BenchResult } from "./harness.js";

/**
 * The relevance module: top-1 accuracy on the everyday-language test set (test/relevance/cases.ts) by each signal
 * alone and combined, the embedding model's load time, and the latency of ranking 60 labels against 5 phrases.
 */
export async function relevanceBench(context: BenchContext): Promise<BenchResult[]> {
  const loadStart = performance.now();
  const relevance = await Relevance.create();
  const loadMs = performance.now() - loadStart;
  context.log(`relevance: model loaded in ${Math.round(loadMs)} ms`);
  const figures = await measureRelevance(relevance, RELEVANCE_CASES);
  const results: BenchResult[] = (["lexical", "gloss", "embedding", "combined"] as const).map(
    (signal) => ({
      name: `top-1 accuracy (${signal})`,
      params: { cases: figures.cases },
      unit: "share",
      value: figures.top1[signal],
      ...(signal === "combined" ? { target: 0.85, pass: figures.top1.combined >= 0.85 } : {}),
    }),
  );
  const labels = RELEVANCE_CASES.flatMap((c) => c.candidates).slice(0, 60);
  const phrases = RELEVANCE_CASES.slice(0, 5).map((c) => c.phrase);
  const candidates = labels.map((label, i) => ({ id: `${label}#${i}`, text: label }));
  await relevance.rank(phrases, candidates);
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const start = performance.now();
    await relevance.rank(phrases, candidates);
    times.push(performance.now() - start);
  }
  const sample = summarize(times);
  results.push(
    { name: "embedding model load", unit: "ms", value: Math.round(loadMs) },
    {
      name: "rank (warm caches)",
      params: { phrases: phrases.length, candidates: candidates.length },
      unit: "ms",
      runs: times.length,
      median: sample.median,
      p90: sample.p90,
      target: 150,
      pass: sample.median <= 150,
    },
  );
  return results;
}
