import type { LlmConfig, StructuredOutputMode } from "../../../config/index.js";
import type { ToolChoice, ToolDefinition } from "../chatMessage.js";
import { REPLY_SCHEMA_NAME, replyJsonSchema } from "../prompt/index.js";
import type { CallError } from "./classifyError.js";

/** The `response_format` actually sent. */
export type SentFormat = "json_schema" | "json_object" | "none";

/** The optional request fields, as the chat-completions API names them. */
export interface ShapeParams {
  temperature?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  response_format?:
    | {
        type: "json_schema";
        json_schema: { name: string; strict: true; schema: Record<string, unknown> };
      }
    | { type: "json_object" };
  stream?: true;
  stream_options?: { include_usage: true };
  reasoning_effort?: string;
  prompt_cache_key?: string;
  tools?: readonly ToolDefinition[];
  tool_choice?: ToolChoice;
}

/** What one request adds to the session's shape. */
export interface PerRequest {
  /** Overrides `maxTokens` (the retry after a reply cut off at the limit). */
  readonly maxTokens?: number;
  readonly tools?: readonly ToolDefinition[];
  readonly toolChoice?: ToolChoice;
  readonly promptCacheKey?: string;
}

type ShapeConfig = Pick<
  LlmConfig,
  "temperature" | "maxTokens" | "stream" | "reasoningEffort" | "structuredOutput"
>;

/**
 * What the request asks of the server beyond the messages, and how it adapts when a server refuses part of it.
 * Each change is remembered for the rest of the session, so a refusal costs one extra request once.
 *
 * - `auto`: strict JSON schema; on a refusal, `json_object`; on another, nothing (the prompt alone). A model
 *   seen thinking also leaves the schema (see {@link RequestShape.sawReasoning}).
 * - an explicit mode is never changed: the operator asked for it, and the refusal is reported.
 * - `max_tokens` becomes `max_completion_tokens`, and `temperature` is dropped, for models that refuse them.
 * - `stream` (and `stream_options`), `prompt_cache_key` and `reasoning_effort` are dropped when refused.
 */
export class RequestShape {
  readonly #auto: boolean;
  #format: SentFormat;
  #maxTokensName: "max_tokens" | "max_completion_tokens" = "max_tokens";
  readonly #dropped = new Set<
    "temperature" | "stream" | "stream_options" | "prompt_cache_key" | "reasoning_effort"
  >();

  /** `completionTokensFirst`: start with `max_completion_tokens` (see {@link wantsCompletionTokens}). */
  constructor(mode: StructuredOutputMode, options: { completionTokensFirst?: boolean } = {}) {
    this.#auto = mode === "auto";
    this.#format = mode === "auto" ? "json_schema" : mode;
    if (options.completionTokensFirst === true) this.#maxTokensName = "max_completion_tokens";
  }

  get format(): SentFormat {
    return this.#format;
  }

  /** Whether the next request streams. */
  streams(config: Pick<LlmConfig, "stream">): boolean {
    return config.stream && !this.#dropped.has("stream");
  }

  params(config: ShapeConfig, request: PerRequest = {}): ShapeParams {
    const params: ShapeParams = { [this.#maxTokensName]: request.maxTokens ?? config.maxTokens };
    if (!this.#dropped.has("temperature")) params.temperature = config.temperature;
    if (this.#format === "json_schema") {
      params.response_format = {
        type: "json_schema",
        json_schema: { name: REPLY_SCHEMA_NAME, strict: true, schema: replyJsonSchema() },
      };
    } else if (this.#format === "json_object") {
      params.response_format = { type: "json_object" };
    }
    if (this.streams(config)) {
      params.stream = true;
      // Usage arrives in a last chunk only when asked for (OpenAI, vLLM, llama.cpp, Ollama all honour it).
      if (!this.#dropped.has("stream_options")) params.stream_options = { include_usage: true };
    }
    if (config.reasoningEffort !== undefined && !this.#dropped.has("reasoning_effort")) {
      params.reasoning_effort = config.reasoningEffort;
    }
    if (request.promptCacheKey !== undefined && !this.#dropped.has("prompt_cache_key")) {
      params.prompt_cache_key = request.promptCacheKey;
    }
    if (request.tools !== undefined && request.tools.length > 0) {
      params.tools = request.tools;
      if (request.toolChoice !== undefined) params.tool_choice = request.toolChoice;
    }
    return params;
  }

  /** Change what caused the refusal; returns what changed, or undefined when nothing can. */
  adapt(error: CallError): string | undefined {
    if (error.kind === "unsupported-format" && this.#auto) {
      const from = this.#format;
      if (from === "none") return undefined;
      this.#format = from === "json_schema" ? "json_object" : "none";
      return `response_format ${from} → ${this.#format}`;
    }
    if (error.kind !== "unsupported-param" || error.param === undefined) return undefined;
    const { param } = error;
    if (param === "max_tokens") {
      if (this.#maxTokensName === "max_completion_tokens") return undefined;
      this.#maxTokensName = "max_completion_tokens";
      return "max_tokens → max_completion_tokens";
    }
    if (this.#dropped.has(param)) return undefined;
    this.#dropped.add(param);
    return param === "temperature"
      ? "temperature dropped (the model accepts only its default)"
      : param === "stream"
        ? "streaming off (the server refuses it)"
        : `${param} dropped (the server refuses it)`;
  }

  /**
   * The model thinks before answering. Under `auto`, a strict schema grammar would constrain the thought too and
   * break the template, so the schema goes: to `json_object` when the server separates the thought (its parser
   * applies the format after it), to nothing when the thought is inline in the content. Returns what changed.
   */
  sawReasoning(inline: boolean): string | undefined {
    if (!this.#auto || this.#format === "none") return undefined;
    const from = this.#format;
    const to: SentFormat = inline ? "none" : "json_object";
    if (from === to || (from === "json_object" && !inline)) return undefined;
    this.#format = to;
    return `response_format ${from} → ${to} (the model thinks first; a grammar would constrain its thoughts)`;
  }
}

/**
 * OpenAI's reasoning models (o1, o3, o4-mini, gpt-5…) refuse `max_tokens`, and OpenAI itself takes
 * `max_completion_tokens` for every model; other servers may only know `max_tokens`, and a refusal adapts anyway.
 */
export function wantsCompletionTokens(config: Pick<LlmConfig, "baseUrl" | "model">): boolean {
  return (
    /^https:\/\/api\.openai\.com\//.test(`${config.baseUrl}/`) ||
    /^(?:o\d|gpt-5)/i.test(config.model)
  );
}
