import type { LlmConfig } from "../../../config/index.js";
import type { CallError } from "./classifyError.js";
import type { SentFormat } from "./RequestShape.js";

const LOCAL_SERVERS =
  "Ollama: http://localhost:11434/v1, vLLM: http://localhost:8000/v1, llama.cpp: http://localhost:8080/v1";

/** What the operator reads when the LLM cannot be used: what happened, where, and what to do about it. */
export function failureMessage(
  config: Pick<LlmConfig, "baseUrl" | "model">,
  error: CallError,
  details: { tries: number; format: SentFormat },
): string {
  const server = `the LLM server at ${config.baseUrl}`;
  const tries = `${details.tries} ${details.tries === 1 ? "try" : "tries"}`;
  switch (error.kind) {
    case "cancelled":
      return "the LLM request was cancelled";
    case "network":
    case "timeout":
      return (
        `${server} did not answer after ${tries} (${error.reason}); is it running? ` +
        `Set OPENAI_BASE_URL (or --base-url) to its address (${LOCAL_SERVERS}).`
      );
    case "rate-limited":
      return `${server} was still rate-limiting after ${tries} (${error.reason}); wait, then resume the mission.`;
    case "server":
      return `${server} kept failing after ${tries} (${error.reason}); check its logs, then resume the mission.`;
    case "auth":
      return `${server} refused the API key (${error.reason}); check OPENAI_API_KEY (or --api-key).`;
    case "not-found":
      return (
        `${server} does not serve the model "${config.model}" (${error.reason}); ` +
        "set SPINE_LLM_MODEL (or --model) to a model it has."
      );
    case "unsupported-format":
      return (
        `${server} does not accept response_format ${details.format} (${error.reason}); ` +
        'set structuredOutput to "auto" (or --structured-output auto) to let spine fall back.'
      );
    case "unsupported-param":
    case "rejected":
      return `${server} refused the request (${error.reason}).`;
  }
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
