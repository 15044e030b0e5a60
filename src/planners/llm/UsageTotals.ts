import type { TokenUsage } from "../../agent/index.js";
import type { LlmConfig } from "../../config/index.js";
import { costOf } from "./usage.js";

/**
 * The usage of one reply summed over every request it took (tool rounds, a resend after an overflow): what the
 * agent is told the reply cost, not what its last request did.
 */
export class UsageTotals {
  #prompt = 0;
  #completion = 0;
  #cached = 0;
  #reasoning = 0;
  /** The largest single request's prompt as counted here. */
  #maxPrompt = 0;
  #toolCalls = 0;
  #estimated = false;

  /** One request's usage, and its prompt as counted before it was sent. */
  add(usage: TokenUsage, countedPromptTokens: number): void {
    this.#prompt += usage.promptTokens;
    this.#completion += usage.completionTokens;
    this.#cached += usage.cachedTokens ?? 0;
    this.#reasoning += usage.reasoningTokens ?? 0;
    this.#maxPrompt = Math.max(this.#maxPrompt, countedPromptTokens);
    this.#estimated ||= usage.estimated;
  }

  /** Map queries the model made in a tool round. */
  addToolCalls(count: number): void {
    this.#toolCalls += count;
  }

  /** The totals as reported, priced when the config has prices; zero cached or reasoning tokens are left out. */
  usage(
    config: Pick<LlmConfig, "priceInputPerMTok" | "priceCachedInputPerMTok" | "priceOutputPerMTok">,
  ): TokenUsage {
    return {
      promptTokens: this.#prompt,
      completionTokens: this.#completion,
      estimated: this.#estimated,
      ...(this.#cached > 0 ? { cachedTokens: this.#cached } : {}),
      ...(this.#reasoning > 0 ? { reasoningTokens: this.#reasoning } : {}),
      maxPromptTokens: this.#maxPrompt,
      toolCalls: this.#toolCalls,
      ...costOf(config, {
        prompt: this.#prompt,
        completion: this.#completion,
        cached: this.#cached,
      }),
    };
  }
}
