import { z } from "zod";

export const STRUCTURED_OUTPUT_MODES = ["auto", "json_schema", "json_object", "none"] as const;

/**
 * How the reply's JSON shape is requested: `json_schema` (strict schema), `json_object` (any JSON object),
 * `none` (prompt only), or `auto` (schema first, falling back when the server rejects it).
 */
export type StructuredOutputMode = (typeof STRUCTURED_OUTPUT_MODES)[number];

export const REASONING_EFFORTS = ["minimal", "low", "medium", "high"] as const;

/** `reasoning_effort` for models that think (OpenAI o-series and gpt-5, some local servers). */
export type ReasoningEffort = (typeof REASONING_EFFORTS)[number];

/** Everything needed to talk to an OpenAI-compatible chat-completions server. */
export interface LlmConfig {
  /** The server's `/v1` root, e.g. `http://localhost:11434/v1` for Ollama. */
  readonly baseUrl: string;
  /** Never logged. A placeholder when a local server was configured without a key. */
  readonly apiKey: string;
  /** True when `apiKey` is the placeholder for a server that needs none. */
  readonly apiKeyIsPlaceholder: boolean;
  readonly model: string;
  readonly temperature: number;
  readonly maxTokens: number;
  /** A reply cut off at the token limit is asked again once with twice the limit, never more than this. */
  readonly maxTokensCap: number;
  /** Deadline for one whole HTTP call, body included: generous, since a steady stream may take long. */
  readonly timeoutMs: number;
  /** Deadline for the connection to come up. */
  readonly connectTimeoutMs: number;
  /** Longest silence allowed once connected: before the first byte (prefill) and between chunks. */
  readonly idleTimeoutMs: number;
  /** Stream the reply (server-sent events); turned off by itself for servers that refuse it. */
  readonly stream: boolean;
  /** Sent as `reasoning_effort` when set; not sent otherwise. */
  readonly reasoningEffort?: ReasoningEffort;
  /** Retries after the first try for 429, 5xx, timeouts and network errors. */
  readonly maxRetries: number;
  readonly structuredOutput: StructuredOutputMode;
  /**
   * The model's context window in tokens. Every request is counted before it is sent; its prompt is kept within
   * this less the reply's room (`maxTokens`, at most a third), by showing the map in part.
   */
  readonly contextTokens: number;
  /** US dollars per million prompt tokens, cached prompt tokens and completion tokens: the mission's cost. */
  readonly priceInputPerMTok?: number;
  readonly priceCachedInputPerMTok?: number;
  readonly priceOutputPerMTok?: number;
}

/** The tunable part of {@link LlmConfig}, as a flag, env var or config-file value may give it. */
export type LlmSettings = Partial<Omit<LlmConfig, "apiKeyIsPlaceholder">>;

export const LLM_DEFAULTS = {
  baseUrl: "https://api.openai.com/v1",
  model: "gpt-4o",
  // The original SPINE code used 0.05 ("was 1"): near-deterministic plans, but not fully greedy.
  temperature: 0.05,
  maxTokens: 2048,
  maxTokensCap: 16_384,
  timeoutMs: 300_000,
  connectTimeoutMs: 10_000,
  idleTimeoutMs: 60_000,
  stream: true,
  maxRetries: 3,
  structuredOutput: "auto",
  // Fits a 16k local model; 8k works with fewer examples; raise it for hosted models with larger windows.
  contextTokens: 16_000,
} as const satisfies Omit<LlmConfig, "apiKey" | "apiKeyIsPlaceholder">;

/**
 * Sent as the key to servers that ignore it (Ollama, llama.cpp, vLLM without `--api-key`): the SDK refuses to
 * start without one.
 */
export const PLACEHOLDER_API_KEY = "no-key-needed";

/** One schema per setting, shared by the config file, env vars and flags so they fail alike. */
export const LLM_SETTING_SCHEMAS = {
  baseUrl: z.url({
    protocol: /^https?$/,
    error: "must be an http(s) URL such as http://localhost:11434/v1",
  }),
  apiKey: z.string().min(1, "must not be empty"),
  model: z.string().trim().min(1, "must name a model"),
  temperature: z.number().min(0).max(2),
  maxTokens: z.int().positive(),
  maxTokensCap: z.int().positive(),
  timeoutMs: z.int().positive(),
  connectTimeoutMs: z.int().positive(),
  idleTimeoutMs: z.int().positive(),
  stream: z.boolean(),
  reasoningEffort: z.enum(REASONING_EFFORTS),
  maxRetries: z.int().min(0).max(10),
  structuredOutput: z.enum(STRUCTURED_OUTPUT_MODES),
  contextTokens: z
    .int()
    .min(4096, "must be at least 4096 (the system prompt alone is about 2,600 tokens)"),
  priceInputPerMTok: z.number().min(0),
  priceCachedInputPerMTok: z.number().min(0),
  priceOutputPerMTok: z.number().min(0),
} as const;

export type LlmSettingName = keyof typeof LLM_SETTING_SCHEMAS;

export const LLM_SETTING_NAMES = Object.keys(LLM_SETTING_SCHEMAS) as LlmSettingName[];

/** Settings whose text form (flags, env) must become a number before validation. */
export const NUMERIC_SETTINGS: ReadonlySet<LlmSettingName> = new Set([
  "temperature",
  "maxTokens",
  "maxTokensCap",
  "contextTokens",
  "priceInputPerMTok",
  "priceCachedInputPerMTok",
  "priceOutputPerMTok",
  "timeoutMs",
  "connectTimeoutMs",
  "idleTimeoutMs",
  "maxRetries",
]);

/** Settings whose text form must become a boolean ("true"/"false", "on"/"off", "yes"/"no", "1"/"0"). */
export const BOOLEAN_SETTINGS: ReadonlySet<LlmSettingName> = new Set(["stream"]);
