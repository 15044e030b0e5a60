import type { LlmConfig } from "../../../config/index.js";
import type { CallError } from "./classifyError.js";
import type { SentFormat } from "./RequestShape.js";

const LOCAL_SERVERS =
  "Ollama: http://localhost:11434/v1, vLLM: http://localhost:8000/v1, llama.cpp: http://localhost:8080/v1";

/** How each server's context window is raised, for the overflow message. */
const RAISE_CONTEXT =
  "raise the server's context length (Ollama: OLLAMA_CONTEXT_LENGTH or num_ctx; vLLM: --max-model-len; " +
  "llama.cpp: -c)";

export interface FailureDetails {
  readonly tries: number;
  readonly format?: SentFormat;
  /** The token limit the last request asked for. */
  readonly maxTokens?: number;
}

/** What the operator reads when the LLM cannot be used: what happened, where, and what to do about it. */
export function failureMessage(
  config: Pick<LlmConfig, "baseUrl" | "model">,
  error: CallError,
  details: FailureDetails,
): string {
  const server = `the LLM server at ${config.baseUrl}`;
  const tries = `${details.tries} ${details.tries === 1 ? "try" : "tries"}`;
  switch (error.kind) {
    case "cancelled":
      return "the LLM request was cancelled";
    case "network":
      return (
        `${server} did not answer after ${tries} (${error.reason}); is it running? ` +
        `Set OPENAI_BASE_URL (or --base-url) to its address (${LOCAL_SERVERS}).`
      );
    case "timeout":
      return timeoutMessage(server, tries, error);
    case "rate-limited":
      return `${server} was still rate-limiting after ${tries} (${error.reason}); wait, then resume the mission.`;
    case "server":
      return `${server} kept failing after ${tries} (${error.reason}); check its logs, then resume the mission.`;
    case "auth":
      return `${server} refused the API key (${error.reason}); check OPENAI_API_KEY (or apiKey in the config file).`;
    case "not-found":
      return (
        `${server} does not serve the model "${config.model}" (${error.reason}); ` +
        "set SPINE_LLM_MODEL (or --model) to a model it has."
      );
    case "unsupported-format":
      return (
        `${server} does not accept response_format ${details.format ?? "as sent"} (${error.reason}); ` +
        'set structuredOutput to "auto" (or --structured-output auto) to let spine fall back.'
      );
    case "context-overflow": {
      const counts =
        error.limitTokens === undefined
          ? ""
          : ` (its limit: ${error.limitTokens} tokens${error.requestedTokens === undefined ? "" : `, asked: ${error.requestedTokens}`})`;
      const reply =
        details.maxTokens === undefined
          ? ""
          : ` The reply reserves maxTokens = ${details.maxTokens}.`;
      return (
        `the request does not fit the context window of "${config.model}" at ${config.baseUrl}${counts}: ` +
        `${RAISE_CONTEXT}, or lower contextTokens.${reply}`
      );
    }
    case "tools-unsupported":
      return (
        `${server} does not take tool calls for "${config.model}" (${error.reason}); spine falls back to plain ` +
        "JSON. For native tool calls: vLLM needs --enable-auto-tool-choice --tool-call-parser <parser>, " +
        "llama.cpp --jinja, Ollama a model whose template supports tools."
      );
    case "bad-response":
      return (
        `${error.reason} (from ${config.baseUrl}); is OPENAI_BASE_URL (or --base-url) the server's /v1 root, ` +
        "and is no proxy or login page in the way?"
      );
    case "unsupported-param":
    case "rejected":
      return `${server} refused the request (${error.reason}).`;
  }
}

function timeoutMessage(server: string, tries: string, error: CallError): string {
  const phase = error.deadline?.phase;
  if (phase === "first-byte" || phase === "idle") {
    return (
      `${server} went silent after ${tries} (${error.reason}); a slow model may need longer to read the ` +
      "prompt: raise idleTimeoutMs (or --idle-timeout-ms), or use a smaller model or prompt."
    );
  }
  return (
    `${server} did not answer after ${tries} (${error.reason}); is it running? ` +
    `Set OPENAI_BASE_URL (or --base-url) to its address (${LOCAL_SERVERS}).`
  );
}

/** When the server asks for a longer pause than we are willing to sit through. */
export function waitTooLongMessage(
  config: Pick<LlmConfig, "baseUrl">,
  error: CallError,
  waitMs: number,
): string {
  return (
    `the LLM server at ${config.baseUrl} asked to wait ${Math.ceil(waitMs / 1000)} s before retrying ` +
    `(${error.reason}); resume the mission later.`
  );
}
