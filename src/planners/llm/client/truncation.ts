import type { ChatMessage } from "../chatMessage.js";

/**
 * Text runs 2.5–5 characters per token with every tokenizer we know (less for JSON with numbers); more than
 * this many per reported prompt token means the server did not read the whole prompt.
 */
const MAX_CHARS_PER_TOKEN = 8;
/** Below this, framing tokens and tiny prompts make the ratio meaningless. */
const MIN_PROMPT_CHARS = 4_000;

/**
 * Whether the server's `prompt_tokens` is too small for what was sent. Ollama does this silently when a prompt
 * exceeds the model's context (`num_ctx`): it drops the beginning and answers anyway, so the only trace is a
 * prompt count far below the prompt's size.
 */
export function looksTruncated(promptTokens: number, messages: readonly ChatMessage[]): boolean {
  let chars = 0;
  for (const message of messages) chars += message.content.length;
  return chars >= MIN_PROMPT_CHARS && chars > promptTokens * MAX_CHARS_PER_TOKEN;
}
