import type { LlmConfig, StructuredOutputMode } from "../../../config/index.js";
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
}

/**
 * What the request asks of the server beyond the messages, and how it adapts when a server refuses part of it.
 * Each change is remembered for the rest of the session, so a refusal costs one extra request once.
 *
 * - `auto`: strict JSON schema; on a refusal, `json_object`; on another, nothing (the prompt alone).
 * - an explicit mode is never changed: the operator asked for it, and the refusal is reported.
 * - `max_tokens` becomes `max_completion_tokens`, and `temperature` is dropped, for models that refuse them.
 */
export class RequestShape {
  readonly #auto: boolean;
  #format: SentFormat;
  #maxTokensName: "max_tokens" | "max_completion_tokens" = "max_tokens";
  #sendTemperature = true;

  constructor(mode: StructuredOutputMode) {
    this.#auto = mode === "auto";
    this.#format = mode === "auto" ? "json_schema" : mode;
  }

  get format(): SentFormat {
    return this.#format;
  }

  params(config: Pick<LlmConfig, "temperature" | "maxTokens">): ShapeParams {
    const params: ShapeParams = { [this.#maxTokensName]: config.maxTokens };
    if (this.#sendTemperature) params.temperature = config.temperature;
    if (this.#format === "json_schema") {
      params.response_format = {
        type: "json_schema",
        json_schema: { name: REPLY_SCHEMA_NAME, strict: true, schema: replyJsonSchema() },
      };
    } else if (this.#format === "json_object") {
      params.response_format = { type: "json_object" };
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
    if (error.kind === "unsupported-param" && error.param === "max_tokens") {
      if (this.#maxTokensName === "max_completion_tokens") return undefined;
      this.#maxTokensName = "max_completion_tokens";
      return "max_tokens → max_completion_tokens";
    }
    if (error.kind === "unsupported-param" && error.param === "temperature") {
      if (!this.#sendTemperature) return undefined;
      this.#sendTemperature = false;
      return "temperature dropped (the model accepts only its default)";
    }
    return undefined;
  }
}
