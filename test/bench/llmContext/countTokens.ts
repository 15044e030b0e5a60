/**
 * Prompt tokens of a chat request, counted here with gpt-tokenizer's o200k_base (GPT-4o's encoding) by the same
 * rule as src/planners/llm/estimateTokens.ts: 4 framing tokens per message, 3 to prime the reply. Counted on our
 * side, from what actually arrived at the server, so the measurement does not trust the code it measures.
 */
import { countTokens } from "gpt-tokenizer/encoding/o200k_base";

const TOKENS_PER_MESSAGE = 4;
const REPLY_PRIMING_TOKENS = 3;

/** Counts texts, remembering each distinct one: every request repeats the system prompt and the examples. */
export class TokenCounter {
  readonly #known = new Map<string, number>();

  text(text: string): number {
    const known = this.#known.get(text);
    if (known !== undefined) return known;
    const count = countTokens(text);
    this.#known.set(text, count);
    return count;
  }

  messages(messages: readonly { content: string }[]): number {
    let total = REPLY_PRIMING_TOKENS;
    for (const message of messages) total += TOKENS_PER_MESSAGE + this.text(message.content);
    return total;
  }
}
