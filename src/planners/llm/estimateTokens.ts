import type { ChatMessage } from "./chatMessage.js";

/** Per-message framing tokens in OpenAI's chat format (role markers), and the reply's priming. */
const TOKENS_PER_MESSAGE = 4;
const REPLY_PRIMING_TOKENS = 3;

type CountTokens = (text: string) => number;

let counter: Promise<CountTokens> | undefined;

/**
 * The o200k_base tokenizer (GPT-4o's), bundled with gpt-tokenizer so nothing is downloaded; loaded on first use
 * because most servers report usage and the table is large. Other models tokenise differently: these are
 * estimates, and are marked so.
 */
function loadCounter(): Promise<CountTokens> {
  counter ??= import("gpt-tokenizer/encoding/o200k_base").then((module) => module.countTokens);
  return counter;
}

export async function estimatePromptTokens(messages: readonly ChatMessage[]): Promise<number> {
  const count = await loadCounter();
  let total = REPLY_PRIMING_TOKENS;
  for (const message of messages) total += TOKENS_PER_MESSAGE + count(message.content);
  return total;
}

export async function estimateTextTokens(text: string): Promise<number> {
  const count = await loadCounter();
  return count(text);
}
