import type { Relevance } from "../../src/relevance/index.js";
import type { RelevanceCase } from "./cases.js";

export interface RelevanceFigures {
  readonly cases: number;
  /** Share of cases whose best label is a relevant one, per signal alone and combined. */
  readonly top1: {
    readonly lexical: number;
    readonly gloss: number;
    readonly embedding: number;
    readonly combined: number;
  };
  readonly misses: readonly string[];
}

/** Rank each case's candidates and count the cases whose first is relevant, by each signal and combined. */
export async function measureRelevance(
  relevance: Relevance,
  cases: readonly RelevanceCase[],
): Promise<RelevanceFigures> {
  const hits = { lexical: 0, gloss: 0, embedding: 0, combined: 0 };
  const misses: string[] = [];
  for (const c of cases) {
    const ranked = await relevance.rank(
      [c.phrase],
      c.candidates.map((label) => ({ id: label, text: label })),
    );
    const firstBy = (signal: "lexical" | "gloss" | "embedding"): string | undefined =>
      [...ranked].sort((a, b) => (b.signals[signal] ?? 0) - (a.signals[signal] ?? 0))[0]?.id;
    for (const signal of ["lexical", "gloss", "embedding"] as const)
      if (c.relevant.includes(firstBy(signal) ?? "")) hits[signal] += 1;
    if (c.relevant.includes(ranked[0]?.id ?? "")) hits.combined += 1;
    else misses.push(`${c.phrase} → ${ranked[0]?.id ?? "nothing"}`);
  }
  const share = (n: number): number => Math.round((n / cases.length) * 1000) / 1000;
  return {
    cases: cases.length,
    top1: {
      lexical: share(hits.lexical),
      gloss: share(hits.gloss),
      embedding: share(hits.embedding),
      combined: share(hits.combined),
    },
    misses,
  };
}
