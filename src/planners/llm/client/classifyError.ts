import { APIError, APIUserAbortError } from "openai";
import { retryAfterMs } from "./retryDelay.js";

export type CallErrorKind =
  /** The caller's signal aborted (the operator stopped the mission). */
  | "cancelled"
  /** No complete reply before the deadline (headers or body). */
  | "timeout"
  /** Refused, reset, unknown host: nothing HTTP came back. */
  | "network"
  | "rate-limited"
  /** 5xx, 408, 409: the server's trouble, worth another try. */
  | "server"
  /** A 4xx saying the `response_format` (schema or JSON mode) is not supported. */
  | "unsupported-format"
  /** A 4xx saying a sampling parameter is not accepted by this model. */
  | "unsupported-param"
  | "auth"
  | "not-found"
  /** Any other refusal (4xx). */
  | "rejected";

export interface CallError {
  readonly kind: CallErrorKind;
  readonly retryable: boolean;
  /** Short, for messages: "connection refused", "HTTP 503: overloaded". */
  readonly reason: string;
  readonly status?: number;
  /** What the server asked us to wait, from `retry-after-ms` / `retry-after`. */
  readonly retryAfterMs?: number;
  /** For `unsupported-param`: the parameter to change. */
  readonly param?: "max_tokens" | "temperature";
}

export interface ClassifyContext {
  readonly callerAborted: boolean;
  readonly deadlineFired: boolean;
  readonly timeoutMs: number;
}

const RETRYABLE_STATUS = new Set([408, 409, 429]);

/**
 * Sort out what a failed call means. Our own deadline is checked first: when it fires, the SDK may surface an
 * abort, a connection error or a raw body-read error depending on when it struck, and all mean "too slow".
 */
export function classifyError(error: unknown, context: ClassifyContext): CallError {
  if (context.callerAborted) return { kind: "cancelled", retryable: false, reason: "cancelled" };
  if (context.deadlineFired) {
    return {
      kind: "timeout",
      retryable: true,
      reason: `no complete reply within ${context.timeoutMs} ms`,
    };
  }
  if (error instanceof APIUserAbortError)
    return { kind: "cancelled", retryable: false, reason: "cancelled" };
  if (error instanceof APIError) {
    return classifyApiError(error as APIError, context.timeoutMs);
  }
  return { kind: "network", retryable: true, reason: networkReason(error) ?? describe(error) };
}

function classifyApiError(error: APIError, timeoutMs: number): CallError {
  if (error.status !== undefined) return classifyStatus(error, error.status);
  const cause = networkReason(error);
  // The SDK's own timeout (before the headers) arrives as APIConnectionTimeoutError, "Request timed out."
  if (/timed? ?out/i.test(error.message) && cause === undefined) {
    return { kind: "timeout", retryable: true, reason: `no reply within ${timeoutMs} ms` };
  }
  return { kind: "network", retryable: true, reason: cause ?? error.message };
}

function classifyStatus(error: APIError, status: number): CallError {
  const detail = serverMessage(error);
  const reason = detail === "" ? `HTTP ${status}` : `HTTP ${status}: ${detail}`;
  const base = { status, reason };
  if (status === 429)
    return withRetryAfter({ ...base, kind: "rate-limited", retryable: true }, error);
  if (status >= 400 && status < 500 && !RETRYABLE_STATUS.has(status)) {
    if (/response_format|json_schema|json_object|structured output|schema|grammar/i.test(detail)) {
      return { ...base, kind: "unsupported-format", retryable: false };
    }
    if (/max_completion_tokens/i.test(detail)) {
      return { ...base, kind: "unsupported-param", retryable: false, param: "max_tokens" };
    }
    if (/temperature/i.test(detail) && /support|allowed|only the default/i.test(detail)) {
      return { ...base, kind: "unsupported-param", retryable: false, param: "temperature" };
    }
    if (status === 401 || status === 403) return { ...base, kind: "auth", retryable: false };
    if (status === 404) return { ...base, kind: "not-found", retryable: false };
    return { ...base, kind: "rejected", retryable: false };
  }
  // Some servers answer an unsupported response_format with a 500; retrying would only repeat it.
  if (status >= 500 && /response_format|json_schema/i.test(detail)) {
    return { ...base, kind: "unsupported-format", retryable: false };
  }
  return withRetryAfter({ ...base, kind: "server", retryable: true }, error);
}

function withRetryAfter(callError: CallError, error: APIError): CallError {
  const wait = retryAfterMs(error.headers);
  return wait === undefined ? callError : { ...callError, retryAfterMs: wait };
}

/** The server's own words, without the SDK's "400 " prefix, kept short. */
function serverMessage(error: APIError): string {
  const body = error.error as { message?: unknown } | undefined;
  const text =
    typeof body?.message === "string" ? body.message : error.message.replace(/^\d{3}\s*/, "");
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > 300 ? `${clean.slice(0, 297)}...` : clean;
}

const NETWORK_CODES: Readonly<Record<string, string>> = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host not found",
  ECONNRESET: "the connection was reset",
  EPIPE: "the connection was reset",
  UND_ERR_SOCKET: "the server closed the connection",
  ETIMEDOUT: "connection timed out",
  UND_ERR_CONNECT_TIMEOUT: "connection timed out",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
};

/** A readable reason from the first `code` in the cause chain (undici nests the socket error). */
function networkReason(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === "object" && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return NETWORK_CODES[code] ?? code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
