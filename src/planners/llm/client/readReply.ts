import { z } from "zod";
import { fail, ok, type Result } from "../../../errors/index.js";
import type { ToolCall } from "../chatMessage.js";
import type { CallError } from "./classifyError.js";
import { parseContextOverflow } from "./overflow.js";

/** A reply as the server sent it, streamed or not, before thoughts are split from the answer. */
export interface RawReply {
  readonly content: string;
  /** `reasoning_content` or `reasoning`, when the server separates thoughts. */
  readonly reasoning: string;
  readonly toolCalls: readonly ToolCall[];
  readonly finishReason?: string;
  readonly model?: string;
  readonly usage?: ReplyUsage;
}

export interface ReplyUsage {
  readonly promptTokens: number;
  readonly completionTokens: number;
  /** Prompt tokens served from the server's prefix cache (`prompt_tokens_details.cached_tokens`). */
  readonly cachedTokens?: number;
  /** Completion tokens spent thinking (`completion_tokens_details.reasoning_tokens`). */
  readonly reasoningTokens?: number;
}

const Count = z.number().int().nonnegative();
const UsageSchema = z.looseObject({
  prompt_tokens: Count,
  completion_tokens: Count.optional(),
  prompt_tokens_details: z.looseObject({ cached_tokens: Count.nullish() }).nullish(),
  completion_tokens_details: z.looseObject({ reasoning_tokens: Count.nullish() }).nullish(),
});
const Text = z.string().nullish();
const ToolCallDelta = z.looseObject({
  index: z.number().int().nonnegative().optional(),
  id: z.string().nullish(),
  function: z.looseObject({ name: Text, arguments: Text }).nullish(),
});
const MessageSchema = z.looseObject({
  content: Text,
  reasoning_content: Text,
  reasoning: Text,
  tool_calls: z.array(ToolCallDelta).nullish(),
});
const CompletionSchema = z.looseObject({
  model: z.string().nullish(),
  choices: z.array(z.looseObject({ message: MessageSchema, finish_reason: Text })).min(1),
  usage: z.unknown().optional(),
});
const ChunkSchema = z.looseObject({
  model: z.string().nullish(),
  choices: z
    .array(z.looseObject({ delta: MessageSchema.nullish(), finish_reason: Text }))
    .nullish(),
  usage: z.unknown().optional(),
  error: z.unknown().optional(),
});

/**
 * Read the reply body: server-sent events when the server streams (even if we did not ask), else one JSON
 * completion (servers may ignore `stream`). Anything else, an HTML page from a proxy, an empty body, another
 * API's JSON, is a `bad-response`. Mid-stream errors are classified like HTTP ones.
 */
export async function readReply(response: Response): Promise<Result<RawReply, CallError>> {
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("text/event-stream")) return readStream(response);
  const text = await response.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail(badResponse(text));
  }
  const parsed = CompletionSchema.safeParse(data);
  if (!parsed.success) return fail(badResponse(text));
  const [choice] = parsed.data.choices;
  const accumulator = new Accumulator();
  accumulator.add(choice?.message, choice?.finish_reason, parsed.data.model, parsed.data.usage);
  return ok(accumulator.reply());
}

async function readStream(response: Response): Promise<Result<RawReply, CallError>> {
  const accumulator = new Accumulator();
  const decoder = new TextDecoder();
  let buffered = "";
  let head = "";
  let events = 0;
  /** Feed decoded text; a result once the stream says it is done or goes wrong. */
  const feed = (piece: string, last: boolean): Result<RawReply, CallError> | undefined => {
    if (head.length < 200) head += piece.slice(0, 200 - head.length);
    const lines = (buffered + piece).split(/\r?\n/);
    buffered = last ? "" : (lines.pop() ?? "");
    for (const line of lines) {
      if (!line.startsWith("data:")) continue;
      const data = line.slice(5).trim();
      if (data === "[DONE]") return ok(accumulator.reply());
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        return fail(badResponse(data));
      }
      const parsed = ChunkSchema.safeParse(json);
      if (!parsed.success) return fail(badResponse(data));
      if (parsed.data.error !== undefined && parsed.data.error !== null) {
        return fail(streamError(parsed.data.error));
      }
      events += 1;
      const choice = parsed.data.choices?.[0];
      accumulator.add(choice?.delta, choice?.finish_reason, parsed.data.model, parsed.data.usage);
    }
    return undefined;
  };
  if (response.body !== null) {
    for await (const bytes of response.body as AsyncIterable<Uint8Array>) {
      const result = feed(decoder.decode(bytes, { stream: true }), false);
      if (result !== undefined) {
        await response.body.cancel().catch(() => undefined);
        return result;
      }
    }
  }
  const result = feed(decoder.decode(), true);
  if (result !== undefined) return result;
  // Some servers end the stream without `[DONE]`; what arrived is the reply, unless nothing did.
  return events > 0 ? ok(accumulator.reply()) : fail(badResponse(head));
}

class Accumulator {
  #content = "";
  #reasoning = "";
  readonly #calls = new Map<number, { id: string; name: string; arguments: string }>();
  #finishReason: string | undefined;
  #model: string | undefined;
  #usage: ReplyUsage | undefined;

  add(
    message: z.infer<typeof MessageSchema> | null | undefined,
    finishReason: string | null | undefined,
    model: string | null | undefined,
    usage: unknown,
  ): void {
    this.#content += message?.content ?? "";
    this.#reasoning += message?.reasoning_content ?? message?.reasoning ?? "";
    for (const [position, delta] of (message?.tool_calls ?? []).entries()) {
      const index = delta.index ?? position;
      const call = this.#calls.get(index) ?? { id: "", name: "", arguments: "" };
      // The id and name come once (OpenAI, llama.cpp) or with every delta (some servers): never doubled.
      if (typeof delta.id === "string" && delta.id !== "") call.id = delta.id;
      const name = delta.function?.name ?? "";
      if (name !== "" && name !== call.name) call.name += name;
      call.arguments += delta.function?.arguments ?? "";
      this.#calls.set(index, call);
    }
    if (typeof finishReason === "string") this.#finishReason = finishReason;
    if (typeof model === "string") this.#model = model;
    const parsed = UsageSchema.safeParse(usage);
    if (parsed.success) {
      const { prompt_tokens, completion_tokens, prompt_tokens_details, completion_tokens_details } =
        parsed.data;
      const cached = prompt_tokens_details?.cached_tokens;
      const reasoning = completion_tokens_details?.reasoning_tokens;
      this.#usage = {
        promptTokens: prompt_tokens,
        completionTokens: completion_tokens ?? 0,
        ...(typeof cached === "number" ? { cachedTokens: cached } : {}),
        ...(typeof reasoning === "number" ? { reasoningTokens: reasoning } : {}),
      };
    }
  }

  reply(): RawReply {
    return {
      content: this.#content,
      reasoning: this.#reasoning,
      toolCalls: [...this.#calls.entries()]
        .sort(([a], [b]) => a - b)
        .map(([index, call]) => ({ ...call, id: call.id === "" ? `call_${index}` : call.id })),
      ...(this.#finishReason === undefined ? {} : { finishReason: this.#finishReason }),
      ...(this.#model === undefined ? {} : { model: this.#model }),
      ...(this.#usage === undefined ? {} : { usage: this.#usage }),
    };
  }
}

/** The reason text for a reply that is not OpenAI JSON: its first 200 bytes, control characters escaped. */
export function badResponse(text: string): CallError {
  const head = new TextDecoder().decode(new TextEncoder().encode(text).slice(0, 200));
  const preview = head.replace(/\p{Cc}/gu, (c) =>
    c === "\n"
      ? "\\n"
      : c === "\r"
        ? "\\r"
        : c === "\t"
          ? "\\t"
          : `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`,
  );
  return {
    kind: "bad-response",
    retryable: false,
    reason: `the server answered with something that is not OpenAI JSON: ${preview === "" ? "(an empty body)" : preview}`,
  };
}

function streamError(error: unknown): CallError {
  const record = (typeof error === "object" && error !== null ? error : {}) as {
    message?: unknown;
  };
  const message = typeof record.message === "string" ? record.message : JSON.stringify(error);
  const reason = `error in the stream: ${message.slice(0, 300)}`;
  const overflow = parseContextOverflow(message, { error });
  if (overflow !== undefined)
    return { ...overflow, kind: "context-overflow", retryable: false, reason };
  return { kind: "server", retryable: true, reason };
}
