/** A reply split into what the model answered and what it thought on the way. */
export interface SplitReply {
  /** The answer only; empty when the model never finished thinking. */
  readonly answer: string;
  /** Thoughts, from think tags or the message's reasoning field; absent when there were none. */
  readonly reasoning?: string;
  /** A thought was opened and never closed (cut off by the token limit): nothing in it is an answer. */
  readonly unfinishedThought?: boolean;
}

const OPEN = /<think(?:ing)?>/i;
const CLOSE = /<\/think(?:ing)?>/i;

/**
 * Separate thinking from answering, whatever the server does with it:
 * - `reasoning_content` (vLLM's reasoning parsers, DeepSeek, llama.cpp) or `reasoning` (Ollama, OpenRouter, newer
 *   vLLM) as a field beside `content`;
 * - `<think>…</think>` inside the content (Qwen3, QwQ, DeepSeek-R1 served without a reasoning parser);
 * - a lone `</think>`: DeepSeek-R1's template opens the thought in the prompt, so the reply starts mid-thought and
 *   everything before the closing tag is reasoning;
 * - an opening tag never closed: the reply was cut off while thinking. The answer is then empty, so no JSON the
 *   model drafted while thinking is ever taken for its answer.
 */
export function splitReasoning(content: string, reasoningField?: string): SplitReply {
  const thoughts: string[] = [];
  if (reasoningField !== undefined && reasoningField.trim() !== "")
    thoughts.push(reasoningField.trim());
  let rest = content;
  let unfinished = false;
  for (;;) {
    const close = CLOSE.exec(rest);
    const open = OPEN.exec(rest);
    if (close !== null && (open === null || close.index < open.index)) {
      // A closing tag with no opening one before it: the template opened the thought.
      thoughts.push(rest.slice(0, close.index).trim());
      rest = rest.slice(close.index + close[0].length);
      continue;
    }
    if (open === null) break;
    const before = rest.slice(0, open.index);
    const after = rest.slice(open.index + open[0].length);
    const end = CLOSE.exec(after);
    if (end === null) {
      thoughts.push(after.trim());
      rest = before;
      unfinished = true;
      break;
    }
    thoughts.push(after.slice(0, end.index).trim());
    rest = before + after.slice(end.index + end[0].length);
  }
  if (thoughts.length === 0) return { answer: content };
  const reasoning = thoughts.filter((thought) => thought !== "").join("\n\n");
  return {
    answer: unfinished ? "" : rest.trim(),
    ...(reasoning === "" ? {} : { reasoning }),
    ...(unfinished ? { unfinishedThought: true } : {}),
  };
}
