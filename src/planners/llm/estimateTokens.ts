import type { ChatMessage } from "./chatMessage.js";

/** Per-message framing tokens in OpenAI's chat format (role markers), and the reply's priming. */
const TOKENS_PER_MESSAGE = 4;
const REPLY_PRIMING_TOKENS = 3;

export type CountTokens = (text: string) => number;

let counter: Promise<CountTokens> | undefined;

/**
 * The o200k_base tokenizer (GPT-4o's), bundled with gpt-tokenizer so nothing is downloaded; loaded on first use
 * because most servers report usage and the table is large. Other models tokenise differently: these are
 * estimates, and are marked so.
 */
export function loadCounter(): Promise<CountTokens> {
  counter ??= import("gpt-tokenizer/encoding/o200k_base").then((module) => module.countTokens);
  return counter;
}

export async function estimatePromptTokens(messages: readonly ChatMessage[]): Promise<number> {
  return countMessages(messages, await loadCounter());
}

export async function estimateTextTokens(text: string): Promise<number> {
  const count = await loadCounter();
  return count(text);
}

/** Prompt tokens of `messages` with a loaded counter (synchronous: the context builder counts as it fills). */
export function countMessages(messages: readonly ChatMessage[], count: CountTokens): number {
  let total = REPLY_PRIMING_TOKENS;
  for (const message of messages) total += TOKENS_PER_MESSAGE + count(messageText(message));
  return total;
}

/** Everything of a message that the server tokenises: its text, and tool calls' names and arguments. */
function messageText(message: ChatMessage): string {
  const calls = (message as { toolCalls?: readonly { name: string; arguments: string }[] })
    .toolCalls;
  if (calls === undefined || calls.length === 0) return message.content;
  return `${message.content}${calls.map((call) => `${call.name}(${call.arguments})`).join("")}`;
}
