import { APIError, APIUserAbortError } from "openai";
import { parseContextOverflow } from "./overflow.js";
import { retryAfterMs } from "./retryDelay.js";
import type { DeadlineFired } from "./watchdog.js";

export type CallErrorKind =
  /** The caller's signal aborted (the operator stopped the mission). */
  | "cancelled"
  /** A deadline fired: connect, first byte, idle between chunks, or the whole request. */
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
  /** The prompt and the reply do not fit the server's context window: resending the same request cannot help. */
  | "context-overflow"
  /** The server (or this model's template) cannot take `tools`; the caller can fall back to plain JSON. */
  | "tools-unsupported"
  /** A 2xx whose body is not an OpenAI chat completion (HTML from a proxy, empty, another API). */
  | "bad-response"
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
  readonly param?: AdaptableParam;
  /** For `context-overflow`, when the server said. */
  readonly limitTokens?: number;
  readonly requestedTokens?: number;
  /** For `timeout`: which deadline, and whether any byte of the reply had arrived. */
  readonly deadline?: DeadlineFired;
}

/** Request fields a server may refuse that we can change or drop. */
export type AdaptableParam =
  | "max_tokens"
  | "temperature"
  | "stream"
  | "stream_options"
  | "prompt_cache_key"
  | "reasoning_effort";

export interface ClassifyContext {
  readonly callerAborted: boolean;
  /** The request's deadline that fired, if one did. */
  readonly deadline: DeadlineFired | undefined;
  /** The raw error body, when the transport kept it (the SDK loses bodies without an `error` key). */
  readonly errorBody?: string;
  readonly timeoutMs: number;
}

const PHASE_REASON: Readonly<Record<DeadlineFired["phase"], string>> = {
  connect: "no connection within",
  "first-byte": "connected, but not a byte of reply within",
  idle: "the reply stopped for",
  total: "no complete reply within",
};

const RETRYABLE_STATUS = new Set([408, 409, 429]);

/**
 * Sort out what a failed call means. Our own deadline is checked first: when it fires, the SDK may surface an
 * abort, a connection error or a raw body-read error depending on when it struck, and all mean "too slow".
 */
export function classifyError(error: unknown, context: ClassifyContext): CallError {
  if (context.callerAborted) return { kind: "cancelled", retryable: false, reason: "cancelled" };
  if (context.deadline !== undefined) {
    const { phase, limitMs } = context.deadline;
    return {
      kind: "timeout",
      retryable: true,
      reason: `${PHASE_REASON[phase]} ${limitMs} ms`,
      deadline: context.deadline,
    };
  }
  if (error instanceof APIUserAbortError)
    return { kind: "cancelled", retryable: false, reason: "cancelled" };
  if (error instanceof APIError) {
    return classifyApiError(error as APIError, context);
  }
  return { kind: "network", retryable: true, reason: networkReason(error) ?? describe(error) };
}

function classifyApiError(error: APIError, context: ClassifyContext): CallError {
  const { timeoutMs } = context;
  if (error.status !== undefined) return classifyStatus(error, error.status, context.errorBody);
  const cause = networkReason(error);
  // The SDK's own timeout (before the headers) arrives as APIConnectionTimeoutError, "Request timed out."
  if (/timed? ?out/i.test(error.message) && cause === undefined) {
    return { kind: "timeout", retryable: true, reason: `no reply within ${timeoutMs} ms` };
  }
  return { kind: "network", retryable: true, reason: cause ?? error.message };
}

/** Refusals of `tools`: Ollama ("llama3 does not support tools"), vLLM ("\"auto\" tool choice requires
 * --enable-auto-tool-choice and --tool-call-parser to be set"), llama.cpp ("tools param requires --jinja flag",
 * older "Unsupported param: tools"). */
const TOOLS_REFUSED =
  /does not support tools|tool choice requires|enable-auto-tool-choice|tools param requires|unsupported param: tools|tools? (?:are|is) not supported|does not support (?:function|tool) call/i;

/** A request field named in a refusal as unknown or unsupported (OpenAI "Unrecognized request argument supplied:
 * stream_options", pydantic "Extra inputs are not permitted" naming the field, "unsupported parameter"). */
const DROPPABLE: readonly AdaptableParam[] = [
  "stream_options",
  "prompt_cache_key",
  "reasoning_effort",
];

function classifyStatus(error: APIError, status: number, errorBody: string | undefined): CallError {
  const body = parseBody(errorBody);
  const detail = serverMessage(error, body, errorBody);
  const reason = detail === "" ? `HTTP ${status}` : `HTTP ${status}: ${detail}`;
  const base = { status, reason };
  // Before anything else: a 500 saying the context is full must not be retried, and neither must a 400.
  const overflow = parseContextOverflow(detail, body);
  if (overflow !== undefined && status !== 429) {
    return { ...base, ...overflow, kind: "context-overflow", retryable: false };
  }
  if (TOOLS_REFUSED.test(detail) && status !== 429) {
    return { ...base, kind: "tools-unsupported", retryable: false };
  }
  if (status === 429)
    return withRetryAfter({ ...base, kind: "rate-limited", retryable: true }, error);
  if (status >= 400 && status < 500 && !RETRYABLE_STATUS.has(status)) {
    const param = DROPPABLE.find((name) => detail.includes(name));
    if (param !== undefined) return { ...base, kind: "unsupported-param", retryable: false, param };
    if (/\bstream(?:ing)?\b.*(?:not supported|unsupported|not allowed)/i.test(detail)) {
      return { ...base, kind: "unsupported-param", retryable: false, param: "stream" };
    }
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

function parseBody(text: string | undefined): unknown {
  if (text === undefined || text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The server's own words, kept short: `error.message` (OpenAI, llama.cpp), a top-level `message` (older vLLM:
 * the SDK then only says "status code (no body)"), `error` as a string (Ollama's native errors), FastAPI's
 * `detail`, else the raw text.
 */
function serverMessage(error: APIError, body: unknown, raw: string | undefined): string {
  const fromBody = messageIn(body);
  const fromSdk = messageIn({ error: error.error });
  const text =
    fromSdk ??
    fromBody ??
    (raw !== undefined && raw.trim() !== "" ? raw : error.message.replace(/^\d{3}\s*/, ""));
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > 300 ? `${clean.slice(0, 297)}...` : clean;
}

function messageIn(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const record = body as { error?: unknown; message?: unknown; detail?: unknown };
  if (typeof record.error === "string") return record.error;
  if (typeof record.error === "object" && record.error !== null) {
    const message = (record.error as { message?: unknown }).message;
    if (typeof message === "string") return message;
  }
  if (typeof record.message === "string") return record.message;
  if (typeof record.detail === "string") return record.detail;
  if (record.detail !== undefined) return JSON.stringify(record.detail);
  return undefined;
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
