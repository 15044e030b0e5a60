import type {
  GeneratorFailure,
  GeneratorReply,
  PlanGenerator,
  PlanRequest,
  TokenUsage,
} from "../../agent/index.js";
import type { LlmConfig } from "../../config/index.js";
import { describeError, fail, ok, type Result } from "../../errors/index.js";
import type { Logger } from "../../log/index.js";
import type { ChatMessage } from "./chatMessage.js";
import { ChatClient, type ClientEvent, type Completion, type RetryTiming } from "./client/index.js";
import { Conversation } from "./Conversation.js";
import { estimatePromptTokens, estimateTextTokens } from "./estimateTokens.js";
import { builtExamples, exampleMessages } from "./examples/index.js";
import { replyShapeIssues, systemPrompt } from "./prompt/index.js";
import { Transcript, type TranscriptOptions } from "./Transcript.js";

export interface LlmGeneratorOptions {
  log: Logger;
  /** Write every request and reply to `<logDir>/llm-transcript.jsonl`. */
  transcript?: TranscriptOptions;
  /** Exchanges kept after the first one; default 8. */
  historyExchanges?: number;
  /** Re-send the full map at least every this many iterations; default = `historyExchanges`. */
  graphEveryIterations?: number;
  /** Backoff tuning (tests shorten it). */
  retry?: Partial<RetryTiming>;
}

export const DEFAULT_HISTORY_EXCHANGES = 8;

/**
 * SPINE's plan generator over an OpenAI-compatible chat-completions server. It keeps the conversation across
 * iterations (bounded, see {@link Conversation}), asks for the reply as strict JSON where the server supports it,
 * and turns every fault into a {@link GeneratorFailure} the operator can act on. It never throws, and a failure
 * leaves the conversation intact: the same generator can carry on when the mission is resumed.
 *
 * NOTE: one `propose` at a time (the agent awaits each one).
 */
export class LlmPlanGenerator implements PlanGenerator {
  readonly label: string;
  readonly #config: LlmConfig;
  readonly #log: Logger;
  readonly #client: ChatClient;
  readonly #conversation: Conversation;
  readonly #transcript: Transcript | undefined;
  #iteration = 0;
  #attempt = 0;

  constructor(config: LlmConfig, options: LlmGeneratorOptions) {
    this.#config = config;
    this.label = `llm:${config.model}`;
    this.#log = options.log.child({ component: "llm" });
    this.#transcript =
      options.transcript === undefined
        ? undefined
        : new Transcript({ ...options.transcript, secrets: [config.apiKey], log: this.#log });
    this.#client = new ChatClient({
      config,
      ...(options.retry === undefined ? {} : { timing: options.retry }),
      onEvent: (event) => {
        this.#onClientEvent(event);
      },
    });
    const historyExchanges = options.historyExchanges ?? DEFAULT_HISTORY_EXCHANGES;
    this.#conversation = new Conversation({
      system: systemPrompt({ exampleCount: builtExamples().length }),
      examples: exampleMessages(),
      historyExchanges,
      graphEveryIterations: options.graphEveryIterations ?? historyExchanges,
    });
  }

  /** The transcript file, when one is written. */
  get transcriptPath(): string | undefined {
    return this.#transcript?.path;
  }

  /** The response format the next request uses ("json_schema" until a server refuses it). */
  get responseFormat(): string {
    return this.#client.format;
  }

  async propose(
    request: PlanRequest,
    options: { signal: AbortSignal },
  ): Promise<Result<GeneratorReply, GeneratorFailure>> {
    try {
      return await this.#propose(request, options.signal);
    } catch (error) {
      // NOTE: nothing above should throw; this keeps the "never throws" contract even for a bug.
      this.#log.error({ err: error }, "the LLM planner failed unexpectedly");
      return fail({ message: `the LLM planner failed unexpectedly: ${describeError(error)}` });
    }
  }

  async #propose(
    request: PlanRequest,
    signal: AbortSignal,
  ): Promise<Result<GeneratorReply, GeneratorFailure>> {
    this.#iteration = request.iteration;
    this.#attempt = request.attempt;
    const messages = this.#conversation.prepare(request);
    const where = { iteration: request.iteration, attempt: request.attempt };
    this.#transcript?.append({
      type: "request",
      ...where,
      ...this.#client.requestParams(),
      timeoutMs: this.#config.timeoutMs,
      maxRetries: this.#config.maxRetries,
      messages,
    });
    this.#log.debug(
      { ...where, messages: messages.length, format: this.#client.format },
      "asking the LLM",
    );
    const started = performance.now();
    const result = await this.#client.complete(messages, { signal });
    const elapsedMs = Math.round(performance.now() - started);
    if (!result.ok) {
      const { message, error, tries } = result.error;
      this.#transcript?.append({
        type: "failure",
        ...where,
        message,
        kind: error.kind,
        tries,
        elapsedMs,
      });
      this.#log.warn({ ...where, kind: error.kind, tries, elapsedMs }, message);
      return fail({ message });
    }
    const completion = result.value;
    this.#conversation.recordReply(completion.text);
    const usage = await this.#usage(completion, messages);
    const issues = replyShapeIssues(completion.text);
    this.#transcript?.append({
      type: "reply",
      ...where,
      text: completion.text,
      usage,
      latencyMs: completion.latencyMs,
      elapsedMs,
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
    return ok({ text: completion.text, usage });
  }

  async #usage(completion: Completion, messages: readonly ChatMessage[]): Promise<TokenUsage> {
    if (completion.usage !== undefined) {
      const { promptTokens, completionTokens } = completion.usage;
      return { promptTokens, completionTokens, estimated: false };
    }
    return {
      promptTokens: await estimatePromptTokens(messages),
      completionTokens: await estimateTextTokens(completion.text),
      estimated: true,
    };
  }

  #onClientEvent(event: ClientEvent): void {
    const where = { iteration: this.#iteration, attempt: this.#attempt, try: event.try };
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
