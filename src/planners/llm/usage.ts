import type { TokenUsage } from "../../agent/index.js";
import type { LlmConfig } from "../../config/index.js";
import type { Completion } from "./client/index.js";
import { estimateTextTokens } from "./estimateTokens.js";

/** The default context window when neither the config nor the caller gives one. */
export const DEFAULT_CONTEXT_TOKENS = 16_000;

/** The prompt's share of a context window: the window less the reply's room (at most a third of it). */
export function promptBudget(maxTokens: number, contextTokens = DEFAULT_CONTEXT_TOKENS): number {
  return Math.max(256, contextTokens - Math.min(maxTokens, Math.floor(contextTokens / 3)));
}

/** One reply's usage as the server reported it, or counted here when it reported none. */
export async function usageOf(
  completion: Completion,
  countedPromptTokens: number,
): Promise<TokenUsage> {
  if (completion.usage !== undefined) {
    const { promptTokens, completionTokens, cachedTokens, reasoningTokens } = completion.usage;
    return {
      promptTokens,
      completionTokens,
      estimated: false,
      ...(cachedTokens === undefined ? {} : { cachedTokens }),
      ...(reasoningTokens === undefined ? {} : { reasoningTokens }),
    };
  }
  return {
    promptTokens: countedPromptTokens,
    completionTokens: await estimateTextTokens(completion.text),
    estimated: true,
  };
}

/** What the requests cost, when prices are configured (cached prompt tokens at their own price). */
export function costOf(
  config: Pick<LlmConfig, "priceInputPerMTok" | "priceCachedInputPerMTok" | "priceOutputPerMTok">,
  totals: { prompt: number; completion: number; cached: number },
): { costUsd?: number } {
  const { priceInputPerMTok, priceCachedInputPerMTok, priceOutputPerMTok } = config;
  if (priceInputPerMTok === undefined && priceOutputPerMTok === undefined) return {};
  const cachedPrice = priceCachedInputPerMTok ?? priceInputPerMTok ?? 0;
  const costUsd =
    ((totals.prompt - totals.cached) * (priceInputPerMTok ?? 0) +
      totals.cached * cachedPrice +
      totals.completion * (priceOutputPerMTok ?? 0)) /
    1e6;
  return { costUsd };
}
