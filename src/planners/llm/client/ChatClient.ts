import OpenAI from "openai";
import type { CompletionUsage } from "openai/resources/completions";
import type { LlmConfig } from "../../../config/index.js";
import { fail, ok, type Result } from "../../../errors/index.js";
import type { ChatMessage } from "../chatMessage.js";
import { classifyError, type CallError } from "./classifyError.js";
import { failureMessage, waitTooLongMessage } from "./failureMessage.js";
import { RequestShape, type SentFormat } from "./RequestShape.js";
import { backoffMs, DEFAULT_RETRY_TIMING, type RetryTiming } from "./retryDelay.js";
import { sleep } from "./sleep.js";

export interface Completion {
  readonly text: string;
  /** As the server reported it; absent when it sent no usage. */
  readonly usage?: { readonly promptTokens: number; readonly completionTokens: number };
  readonly finishReason?: string;
  /** The model the server says answered. */
  readonly model?: string;
  /** Of the successful request. */
  readonly latencyMs: number;
  /** Requests sent, the successful one included. */
  readonly tries: number;
  readonly format: SentFormat;
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
      readonly error: CallError;
      readonly change: string;
    };

export interface ChatClientOptions {
  readonly config: LlmConfig;
  readonly timing?: Partial<RetryTiming>;
  /** Jitter source; tests make it deterministic. */
  readonly random?: () => number;
  readonly onEvent?: (event: ClientEvent) => void;
}

/**
 * One chat completion with our own fault handling around the SDK:
 * - a hard deadline per request (`AbortSignal.timeout` joined to the caller's signal), because the SDK's own
 *   timeout stops at the response headers and a stalled body would hang for good;
 * - retries with exponential backoff and jitter on 429, 5xx, timeouts and network errors, honouring the
 *   server's `retry-after-ms` / `retry-after` (the SDK's retries are off, so every try is ours and counted);
 * - a request shape that adapts once to servers refusing the JSON schema or a parameter.
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

  constructor(options: ChatClientOptions) {
    this.#config = options.config;
    this.#shape = new RequestShape(options.config.structuredOutput);
    this.#timing = { ...DEFAULT_RETRY_TIMING, ...options.timing };
    this.#random = options.random ?? Math.random;
    this.#onEvent = options.onEvent ?? (() => undefined);
    this.#openai = new OpenAI({
      apiKey: options.config.apiKey,
      baseURL: options.config.baseUrl,
      maxRetries: 0,
      timeout: options.config.timeoutMs,
      // The SDK would otherwise print its own warnings to the console; ours go through the agent's logger.
      logLevel: "off",
    });
  }

  /** The response format the next request will use (it may have fallen back). */
  get format(): SentFormat {
    return this.#shape.format;
  }

  /** The request body fields other than the messages, as the next request will send them. */
  requestParams(): Record<string, unknown> {
    return { model: this.#config.model, ...this.#shape.params(this.#config) };
  }

  async complete(
    messages: readonly ChatMessage[],
    options: { signal: AbortSignal },
  ): Promise<Result<Completion, CallFailure>> {
    const { signal } = options;
    const { timeoutMs, maxRetries } = this.#config;
    let tries = 0;
    let retries = 0;
    for (;;) {
      tries += 1;
      const format = this.#shape.format;
      const deadline = AbortSignal.timeout(timeoutMs);
      const started = performance.now();
      try {
        const completion = await this.#openai.chat.completions.create(
          {
            model: this.#config.model,
            messages: messages.map((message) => ({ role: message.role, content: message.content })),
            ...this.#shape.params(this.#config),
          },
          { signal: AbortSignal.any([signal, deadline]), timeout: timeoutMs, maxRetries: 0 },
        );
        const choice = completion.choices[0];
        // Servers vary: some send `usage: null`, or no finish reason, whatever the SDK's types say.
        const usage = completion.usage as CompletionUsage | null | undefined;
        const finishReason = choice?.finish_reason as string | null | undefined;
        const model = completion.model as string | undefined;
        return ok({
          text: choice?.message.content ?? "",
          ...(usage !== null && usage !== undefined && Number.isFinite(usage.prompt_tokens)
            ? {
                usage: {
                  promptTokens: usage.prompt_tokens,
                  completionTokens: usage.completion_tokens,
                },
              }
            : {}),
          ...(typeof finishReason === "string" ? { finishReason } : {}),
          ...(typeof model === "string" ? { model } : {}),
          latencyMs: Math.round(performance.now() - started),
          tries,
          format,
        });
      } catch (caught) {
        const error = classifyError(caught, {
          callerAborted: signal.aborted,
          deadlineFired: deadline.aborted,
          timeoutMs,
        });
        const failure = (message: string): Result<Completion, CallFailure> =>
          fail({ message, error, tries });
        if (error.kind === "cancelled")
          return failure(failureMessage(this.#config, error, { tries, format }));
        const change = this.#shape.adapt(error);
        if (change !== undefined) {
          this.#onEvent({ type: "adapted", try: tries, error, change });
          continue;
        }
        if (!error.retryable || retries >= maxRetries) {
          return failure(failureMessage(this.#config, error, { tries, format }));
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
            message: failureMessage(this.#config, cancelled, { tries, format }),
            error: cancelled,
            tries,
          });
        }
      }
    }
  }
}
