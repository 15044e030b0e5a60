import { z } from "zod";

export const STRUCTURED_OUTPUT_MODES = ["auto", "json_schema", "json_object", "none"] as const;

/**
 * How the reply's JSON shape is requested: `json_schema` (strict schema), `json_object` (any JSON object),
 * `none` (prompt only), or `auto` (schema first, falling back when the server rejects it).
 */
export type StructuredOutputMode = (typeof STRUCTURED_OUTPUT_MODES)[number];

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
  /** Hard deadline for one HTTP call, body included. */
  readonly timeoutMs: number;
  /** Retries after the first try for 429, 5xx, timeouts and network errors. */
  readonly maxRetries: number;
  readonly structuredOutput: StructuredOutputMode;
}

/** The tunable part of {@link LlmConfig}, as a flag, env var or config-file value may give it. */
export type LlmSettings = Partial<Omit<LlmConfig, "apiKeyIsPlaceholder">>;

export const LLM_DEFAULTS = {
  baseUrl: "https://api.openai.com/v1",
  model: "gpt-4o",
  // The original SPINE code used 0.05 ("was 1"): near-deterministic plans, but not fully greedy.
  temperature: 0.05,
  maxTokens: 2048,
  timeoutMs: 60_000,
  maxRetries: 3,
  structuredOutput: "auto",
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
  timeoutMs: z.int().positive(),
  maxRetries: z.int().min(0).max(10),
  structuredOutput: z.enum(STRUCTURED_OUTPUT_MODES),
} as const;

export type LlmSettingName = keyof typeof LLM_SETTING_SCHEMAS;

export const LLM_SETTING_NAMES = Object.keys(LLM_SETTING_SCHEMAS) as LlmSettingName[];

/** Settings whose text form (flags, env) must become a number before validation. */
export const NUMERIC_SETTINGS: ReadonlySet<LlmSettingName> = new Set([
  "temperature",
  "maxTokens",
  "timeoutMs",
  "maxRetries",
]);
