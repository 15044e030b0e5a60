import type { TokenUsage } from "../../agent/index.js";
import type { LlmConfig } from "../../config/index.js";
import type { Logger } from "../../log/index.js";
import type { ToolCall } from "./chatMessage.js";
import type { CallFailure, ClientEvent, Completion } from "./client/index.js";
import type { PreparedRequest } from "./Conversation.js";
import { Transcript, type TranscriptOptions } from "./Transcript.js";

/** Which planning request a record belongs to. */
export interface RequestWhere {
  readonly iteration: number;
  readonly attempt: number;
}

export interface RequestLogOptions {
  /** The planner's logger (already a child for the component). */
  readonly log: Logger;
  readonly config: Pick<LlmConfig, "apiKey" | "timeoutMs" | "maxRetries" | "maxTokens">;
  /** Write every record to a JSONL transcript too; absent: the log only. */
  readonly transcript?: TranscriptOptions;
}

/**
 * What each request to the LLM server leaves behind: a transcript record (when a transcript is written) and a log
 * line, for the request, the reply, a failure, the map queries of a tool round, and the client's retries and
 * adaptations. Kept apart from the generator so the planning loop reads as decisions, not bookkeeping.
 *
 * The client reports retries without knowing which planning request it serves: {@link begin} sets it.
 */
export class RequestLog {
  readonly #log: Logger;
  readonly #config: RequestLogOptions["config"];
  readonly #transcript: Transcript | undefined;
  #where: RequestWhere = { iteration: 0, attempt: 0 };

  constructor(options: RequestLogOptions) {
    this.#log = options.log;
    this.#config = options.config;
    this.#transcript =
      options.transcript === undefined
        ? undefined
        : new Transcript({
            ...options.transcript,
            secrets: [options.config.apiKey],
            log: this.#log,
          });
  }

  /** The transcript file, when one is written. */
  get transcriptPath(): string | undefined {
    return this.#transcript?.path;
  }

  /** The planning request the client's events belong to from now on. */
  begin(where: RequestWhere): void {
    this.#where = { iteration: where.iteration, attempt: where.attempt };
  }

  request(
    where: RequestWhere,
    prepared: PreparedRequest,
    sent: {
      /** The request's parameters; only built when a transcript is written. */
      params: () => Record<string, unknown>;
      format: string;
      budgetTokens: number;
    },
  ): void {
    const { messages, view } = prepared;
    this.#transcript?.append({
      type: "request",
      ...where,
      ...sent.params(),
      timeoutMs: this.#config.timeoutMs,
      maxRetries: this.#config.maxRetries,
      promptTokensCounted: prepared.promptTokens,
      budgetTokens: sent.budgetTokens,
      view: { ...view.totals, tokens: view.tokens },
      examplesKept: prepared.examplesKept,
      messages,
    });
    this.#log.debug(
      {
        ...where,
        messages: messages.length,
        promptTokens: prepared.promptTokens,
        format: sent.format,
      },
      "asking the LLM",
    );
  }

  failure(where: RequestWhere, failure: CallFailure): void {
    const { message, error, tries } = failure;
    this.#transcript?.append({ type: "failure", ...where, message, kind: error.kind, tries });
    this.#log.warn({ ...where, kind: error.kind, tries }, message);
  }

  mapQueries(where: RequestWhere, calls: readonly ToolCall[], results: readonly string[]): void {
    this.#transcript?.append({
      type: "map-queries",
      ...where,
      calls: calls.map((c) => ({ name: c.name, arguments: c.arguments })),
      results,
    });
    this.#log.info({ ...where, calls: calls.map((c) => c.name) }, "the LLM queried the map");
  }

  /** The reply the generator hands on, its usage over all rounds, and how it departs from the schema. */
  reply(
    where: RequestWhere,
    completion: Completion,
    promptTokensCounted: number,
    usage: TokenUsage,
    issues: readonly string[],
  ): void {
    this.#transcript?.append({
      type: "reply",
      ...where,
      text: completion.text,
      ...(completion.reasoning === undefined ? {} : { reasoning: completion.reasoning }),
      usage,
      promptTokensCounted,
      latencyMs: completion.latencyMs,
      tries: completion.tries,
      format: completion.format,
      ...(completion.finishReason === undefined ? {} : { finishReason: completion.finishReason }),
      ...(completion.model === undefined ? {} : { model: completion.model }),
      ...(issues.length === 0 ? {} : { schemaIssues: issues }),
    });
    this.#log.info(
      {
        ...where,
        promptTokens: usage.promptTokens,
        completionTokens: usage.completionTokens,
        estimated: usage.estimated,
        latencyMs: completion.latencyMs,
        tries: completion.tries,
      },
      "LLM replied",
    );
    if (completion.finishReason === "length") {
      this.#log.warn(
        { ...where, maxTokens: this.#config.maxTokens },
        "the LLM reply was cut off at maxTokens",
      );
    }
    if (issues.length > 0)
      this.#log.debug({ ...where, issues }, "the reply departs from the schema");
  }

  /** A retry or an adaptation inside the client, for the request set by {@link begin}. */
  clientEvent(event: ClientEvent): void {
    const where = { ...this.#where, try: event.try };
    const error = {
      kind: event.error?.kind,
      reason: event.error?.reason,
      status: event.error?.status,
    };
    if (event.type === "retry") {
      this.#transcript?.append({ type: "retry", ...where, error, waitMs: event.waitMs });
      this.#log.warn({ ...where, ...error, waitMs: event.waitMs }, "LLM request failed; retrying");
    } else {
      this.#transcript?.append({ type: "adapted", ...where, error, change: event.change });
      this.#log.warn(
        { ...where, ...error, change: event.change },
        "the LLM server refused part of the request; adapting",
      );
    }
  }
}
