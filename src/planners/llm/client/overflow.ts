/** What a server said when the prompt and the reply do not fit in its context window. */
export interface ContextOverflow {
  /** The server's context length, when it said. */
  readonly limitTokens?: number;
  /** Prompt plus reply as the server counted them (or the prompt alone, if that is all it said). */
  readonly requestedTokens?: number;
}

/** Phrasings seen in the wild, by server; any one means the request cannot fit as it is. */
const OVERFLOW_TEXTS: readonly RegExp[] = [
  // OpenAI, vLLM, OpenRouter: "This model's maximum context length is 16384 tokens. However, you requested ..."
  /maximum context length is \d+/i,
  // OpenAI (newer models): "Your input exceeds the context window of this model."
  /exceeds? the context window/i,
  // llama.cpp: "the request exceeds the available context size. try increasing the context size or enable
  // context shift" (500 before the typed error, 400 after), "request (4390 tokens) exceeds the available context
  // size (4096 tokens), try increasing it", and the old 500 "Context size has been exceeded."
  /exceeds? the available context size/i,
  /context size has been exceeded/i,
  // vLLM's scheduler: "Input prompt (35247 tokens) is too long and exceeds limit of 1000"
  /input prompt \(\d+ tokens\) is too long/i,
  // llama-cpp-python: "Requested tokens (2285) exceed context window of 2048"
  /requested tokens \(\d+\) exceed context window/i,
  /context_length_exceeded|exceed_context_size_error/i,
  // Others: "prompt is too long", "context length exceeded", "exceeds the model's context length"
  /prompt is too long|context(?: length| window| size)? (?:was |has been )?exceeded|exceeds? (?:the )?(?:model'?s? )?(?:maximum )?context (?:length|window|size)/i,
];

/** Numbers in those texts: [pattern, which group is the limit, which the requested count]. */
const NUMBERS: readonly [RegExp, number | undefined, number | undefined][] = [
  [
    /maximum context length is (\d+) tokens?[^]*?(?:requested (?:about )?|resulted in |total of (?:at least )?)(\d+) tokens/i,
    1,
    2,
  ],
  [/maximum context length is (\d+) tokens?[^]*?request has (\d+) input tokens/i, 1, 2],
  [/request \((\d+) tokens\) exceeds the available context size \((\d+) tokens\)/i, 2, 1],
  [/input prompt \((\d+) tokens\) is too long and exceeds limit of (\d+)/i, 2, 1],
  [/requested tokens \((\d+)\) exceed context window of (\d+)/i, 2, 1],
  [/prompt is too long: (\d+) tokens > (\d+)/i, 2, 1],
  [/maximum context length is (\d+)/i, 1, undefined],
];

/**
 * Read a refusal as a context overflow, or return undefined when it is something else. `body` is the decoded
 * error body when there is one: llama.cpp puts the counts in it (`n_ctx`, `n_prompt_tokens`), OpenAI its code.
 */
export function parseContextOverflow(text: string, body?: unknown): ContextOverflow | undefined {
  const fields = errorFields(body);
  const code = [fields["code"], fields["type"]].filter((v) => typeof v === "string").join(" ");
  if (!OVERFLOW_TEXTS.some((pattern) => pattern.test(text) || pattern.test(code))) return undefined;
  let limitTokens = positive(fields["n_ctx"]);
  let requestedTokens = positive(fields["n_prompt_tokens"]);
  // vLLM: "'max_tokens' or 'max_completion_tokens' is too large: 2048. This model's maximum context length is
  // 4096 tokens and your request has 3000 input tokens (2048 > 4096 - 3000)": the request is input plus reply.
  const reply =
    /too large: (\d+)\.[^]*?maximum context length is (\d+) tokens[^]*?request has (\d+) input tokens/i.exec(
      text,
    );
  if (reply !== null) {
    limitTokens ??= positive(Number(reply[2]));
    requestedTokens ??= positive(Number(reply[1]) + Number(reply[3]));
  }
  for (const [pattern, limitGroup, requestedGroup] of NUMBERS) {
    const match = pattern.exec(text);
    if (match === null) continue;
    if (limitGroup !== undefined) limitTokens ??= positive(Number(match[limitGroup]));
    if (requestedGroup !== undefined) requestedTokens ??= positive(Number(match[requestedGroup]));
    break;
  }
  return {
    ...(limitTokens === undefined ? {} : { limitTokens }),
    ...(requestedTokens === undefined ? {} : { requestedTokens }),
  };
}

/** The error object, whether the server wraps it in `error` (OpenAI, llama.cpp) or not (older vLLM). */
function errorFields(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null) return {};
  const inner = (body as { error?: unknown }).error;
  return typeof inner === "object" && inner !== null
    ? (inner as Record<string, unknown>)
    : (body as Record<string, unknown>);
}

function positive(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined;
}
