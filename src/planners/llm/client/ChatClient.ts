import OpenAI from "openai";
import type { ChatCompletionCreateParams } from "openai/resources/chat/completions";
import type { LlmConfig } from "../../../config/index.js";
import { fail, ok, type Result } from "../../../errors/index.js";
import { toWireMessage, type ChatMessage, type ToolCall } from "../chatMessage.js";
import { classifyError, type CallError } from "./classifyError.js";
import { failureMessage, waitTooLongMessage } from "./failureMessage.js";
import { createHttpFetch } from "./httpFetch.js";
import { splitReasoning } from "./reasoning.js";
import { readReply, type RawReply, type ReplyUsage } from "./readReply.js";
import {
  RequestShape,
  wantsCompletionTokens,
  type PerRequest,
  type SentFormat,
} from "./RequestShape.js";
import { backoffMs, DEFAULT_RETRY_TIMING, type RetryTiming } from "./retryDelay.js";
import { sleep } from "./sleep.js";
import { looksTruncated } from "./truncation.js";
import { Watchdog } from "./watchdog.js";

export interface Completion {
  /** The answer only: thoughts are in `reasoning`; empty when the model never finished thinking. */
  readonly text: string;
  /** What the model thought first (think tags, `reasoning_content` or `reasoning`); absent when nothing. */
  readonly reasoning?: string;
  /** The reply ended inside a thought (cut off): `text` is empty on purpose. */
  readonly unfinishedThought?: boolean;
  /** The functions the model called, when tools were offered and it used them. */
  readonly toolCalls?: readonly ToolCall[];
  /** As the server reported it; absent when it sent no usage. */
  readonly usage?: ReplyUsage;
  /**
   * The server counted far fewer prompt tokens than the prompt holds: it most likely cut the prompt to fit its
   * context (Ollama does so silently). The reply answered a conversation missing its beginning.
   */
  readonly promptTruncated?: boolean;
  readonly finishReason?: string;
  /** The model the server says answered. */
  readonly model?: string;
  /** Of the successful request. */
  readonly latencyMs: number;
  /** Requests sent, the successful one included. */
  readonly tries: number;
  readonly format: SentFormat;
  /** Whether the reply came as a stream. */
  readonly streamed: boolean;
}

export interface CallFailure {
  /** For the operator. */
  readonly message: string;
  readonly error: CallError;
  readonly tries: number;
}

/** What happened between tries, for logs and the transcript. */
export type ClientEvent =
  | {
      readonly type: "retry";
      readonly try: number;
      readonly error: CallError;
      readonly waitMs: number;
    }
  | {
      readonly type: "adapted";
      readonly try: number;
      /** The refusal that caused it; absent when the reply itself did (cut off, or the model thinks). */
      readonly error?: CallError;
      readonly change: string;
    };

export interface ChatClientOptions {
  readonly config: LlmConfig;
  readonly timing?: Partial<RetryTiming>;
  /** Jitter source; tests make it deterministic. */
  readonly random?: () => number;
  readonly onEvent?: (event: ClientEvent) => void;
}

export interface CompleteOptions extends Omit<PerRequest, "maxTokens"> {
  readonly signal: AbortSignal;
}

type Sent =
  | {
      readonly ok: true;
      readonly raw: RawReply;
      readonly latencyMs: number;
      readonly streamed: boolean;
    }
  | { readonly ok: false; readonly error: CallError };

/**
 * One chat completion with our own fault handling around the SDK:
 * - deadlines per request from a {@link Watchdog} fed by our own transport: connect, first byte, idle between
 *   chunks, and a generous total, so a slow but steady stream lives and a silent server fails fast;
 * - retries with exponential backoff and jitter on 429, 5xx, timeouts and network errors, honouring the
 *   server's `retry-after-ms` / `retry-after` (the SDK's retries are off, so every try is ours and counted); a
 *   request that got no byte at all is sent at most twice;
 * - a request shape that adapts once to servers refusing the JSON schema, a parameter, or streaming;
 * - a reply cut off at the token limit is asked again once with twice the limit (up to `maxTokensCap`);
 * - thoughts are split from the answer, and a thinking model leaves the strict schema under `auto`.
 * Never throws: every failure is a {@link CallFailure} whose message tells the operator what to do.
 *
 * NOTE: one request at a time per client; the agent never asks two questions at once.
 */
export class ChatClient {
  readonly #config: LlmConfig;
  readonly #openai: OpenAI;
  readonly #shape: RequestShape;
  readonly #timing: RetryTiming;
  readonly #random: () => number;
  readonly #onEvent: (event: ClientEvent) => void;
  #watchdog: Watchdog | undefined;
  #maxTokens: number;
  #toolsSupported = true;

  constructor(options: ChatClientOptions) {
    this.#config = options.config;
    this.#shape = new RequestShape(options.config.structuredOutput, {
      completionTokensFirst: wantsCompletionTokens(options.config),
    });
    this.#timing = { ...DEFAULT_RETRY_TIMING, ...options.timing };
    this.#random = options.random ?? Math.random;
    this.#onEvent = options.onEvent ?? (() => undefined);
    this.#maxTokens = options.config.maxTokens;
    this.#openai = new OpenAI({
      apiKey: options.config.apiKey,
      baseURL: options.config.baseUrl,
      maxRetries: 0,
      timeout: options.config.timeoutMs,
      fetch: createHttpFetch(() => this.#watchdog),
      // The SDK would otherwise print its own warnings to the console; ours go through the agent's logger.
      logLevel: "off",
    });
  }

  /** The response format the next request will use (it may have fallen back). */
  get format(): SentFormat {
    return this.#shape.format;
  }

  /** False once the server refused `tools`: the caller should use its plain-JSON tool protocol instead. */
  get toolsSupported(): boolean {
    return this.#toolsSupported;
  }

  /** The request body fields other than the messages, as the next request will send them. */
  requestParams(request: Omit<PerRequest, "maxTokens"> = {}): Record<string, unknown> {
    const params = this.#shape.params(this.#config, { ...request, maxTokens: this.#maxTokens });
    return { model: this.#config.model, ...params };
  }

  async complete(
    messages: readonly ChatMessage[],
    options: CompleteOptions,
  ): Promise<Result<Completion, CallFailure>> {
    const { signal } = options;
    if (!this.#toolsSupported && options.tools !== undefined && options.tools.length > 0) {
      // Refused before: asking again would cost a request for the same answer.
      const error: CallError = {
        kind: "tools-unsupported",
        retryable: false,
        reason: "the server refused tools earlier in this session",
      };
      return fail({ message: failureMessage(this.#config, error, { tries: 0 }), error, tries: 0 });
    }
    let tries = 0;
    let retries = 0;
    let silentTimeouts = 0;
    let raisedLimit = false;
    for (;;) {
      tries += 1;
      const format = this.#shape.format;
      const sent = await this.#send(messages, options);
      if (sent.ok) {
        const { raw } = sent;
        const split = splitReasoning(raw.content, raw.reasoning);
        if (split.reasoning !== undefined) {
          const change = this.#shape.sawReasoning(raw.reasoning.trim() === "");
          if (change !== undefined) this.#onEvent({ type: "adapted", try: tries, change });
        }
        const cutOff =
          raw.finishReason === "length" ||
          split.unfinishedThought === true ||
          (split.answer === "" &&
            raw.toolCalls.length === 0 &&
            (raw.usage?.reasoningTokens ?? 0) > 0);
        if (cutOff && !raisedLimit && this.#maxTokens < this.#config.maxTokensCap) {
          const from = this.#maxTokens;
          this.#maxTokens = Math.min(this.#config.maxTokensCap, from * 2);
          raisedLimit = true;
          this.#onEvent({
            type: "adapted",
            try: tries,
            change: `token limit ${from} → ${this.#maxTokens} (the reply was cut off at the limit)`,
          });
          continue;
        }
        return ok({
          text: split.answer,
          ...(split.reasoning === undefined ? {} : { reasoning: split.reasoning }),
          ...(split.unfinishedThought === true ? { unfinishedThought: true } : {}),
          ...(raw.toolCalls.length === 0 ? {} : { toolCalls: raw.toolCalls }),
          ...(raw.usage === undefined ? {} : { usage: raw.usage }),
          ...(raw.usage !== undefined && looksTruncated(raw.usage.promptTokens, messages)
            ? { promptTruncated: true }
            : {}),
          ...(raw.finishReason === undefined ? {} : { finishReason: raw.finishReason }),
          ...(raw.model === undefined ? {} : { model: raw.model }),
          latencyMs: sent.latencyMs,
          tries,
          format,
          streamed: sent.streamed,
        });
      }
      const { error } = sent;
      const failure = (message: string): Result<Completion, CallFailure> =>
        fail({ message, error, tries });
      const details = { tries, format, maxTokens: this.#maxTokens };
      if (error.kind === "cancelled") return failure(failureMessage(this.#config, error, details));
      if (error.kind === "tools-unsupported") this.#toolsSupported = false;
      const change = this.#shape.adapt(error);
      if (change !== undefined) {
        this.#onEvent({ type: "adapted", try: tries, error, change });
        continue;
      }
      if (error.kind === "timeout" && error.deadline?.bytes === 0) silentTimeouts += 1;
      if (!error.retryable || retries >= this.#config.maxRetries || silentTimeouts >= 2) {
        return failure(failureMessage(this.#config, error, details));
      }
      if (error.retryAfterMs !== undefined && error.retryAfterMs > this.#timing.maxRetryAfterMs) {
        return failure(waitTooLongMessage(this.#config, error, error.retryAfterMs));
      }
      const waitMs = error.retryAfterMs ?? backoffMs(retries, this.#timing, this.#random);
      this.#onEvent({ type: "retry", try: tries, error, waitMs });
      await sleep(waitMs, signal);
      retries += 1;
      if (signal.aborted) {
        const cancelled: CallError = { kind: "cancelled", retryable: false, reason: "cancelled" };
        return fail({
          message: failureMessage(this.#config, cancelled, details),
          error: cancelled,
          tries,
        });
      }
    }
  }

  /** One HTTP request and its reply body, under a fresh watchdog. */
  async #send(messages: readonly ChatMessage[], options: CompleteOptions): Promise<Sent> {
    const { signal } = options;
    const { timeoutMs, connectTimeoutMs, idleTimeoutMs } = this.#config;
    const watchdog = new Watchdog({ timeoutMs, connectTimeoutMs, idleTimeoutMs });
    this.#watchdog = watchdog;
    const streamed = this.#shape.streams(this.#config);
    const started = performance.now();
    const body = {
      model: this.#config.model,
      messages: messages.map(toWireMessage),
      ...this.#shape.params(this.#config, {
        maxTokens: this.#maxTokens,
        ...(options.tools === undefined ? {} : { tools: options.tools }),
        ...(options.toolChoice === undefined ? {} : { toolChoice: options.toolChoice }),
        ...(options.promptCacheKey === undefined ? {} : { promptCacheKey: options.promptCacheKey }),
      }),
    } as unknown as ChatCompletionCreateParams;
    try {
      const response = await this.#openai.chat.completions
        .create(body, {
          signal: AbortSignal.any([signal, watchdog.signal]),
          timeout: timeoutMs,
          maxRetries: 0,
        })
        .asResponse();
      const read = await readReply(response);
      if (!read.ok) return { ok: false, error: read.error };
      const latencyMs = Math.round(performance.now() - started);
      return { ok: true, raw: read.value, latencyMs, streamed };
    } catch (caught) {
      const error = classifyError(caught, {
        callerAborted: signal.aborted,
        deadline: watchdog.fired,
        errorBody: watchdog.errorBody,
        timeoutMs,
      });
      return { ok: false, error };
    } finally {
      watchdog.dispose();
      this.#watchdog = undefined;
    }
  }
}
