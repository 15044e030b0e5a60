import { fail, ok, type Result } from "../errors/index.js";
import { loadConfigFile } from "./configFile.js";
import { formatIssues } from "./formatIssues.js";
import {
  LLM_DEFAULTS,
  LLM_SETTING_NAMES,
  LLM_SETTING_SCHEMAS,
  BOOLEAN_SETTINGS,
  NUMERIC_SETTINGS,
  PLACEHOLDER_API_KEY,
  type LlmConfig,
  type LlmSettingName,
  type LlmSettings,
} from "./llmSettings.js";

/** Command-line values as a parser hands them over: numbers may still be text. */
export type LlmFlags = {
  readonly [K in LlmSettingName]?: string | number | boolean | undefined;
};

export interface ResolveLlmConfigOptions {
  flags?: LlmFlags;
  /** Usually `process.env`; passed in so tests and embedders control it. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Path of a `spine.config.json` to read; a missing or invalid file is an error. */
  configFile?: string;
}

/** The environment variables read, by setting. The first three are the SDK's and SPINE's usual names. */
export const LLM_ENV_VARS: { readonly [K in LlmSettingName]?: string } = {
  apiKey: "OPENAI_API_KEY",
  baseUrl: "OPENAI_BASE_URL",
  model: "SPINE_LLM_MODEL",
};

/** What makes the LLM planner "configured": any of these from any source, or an `llm` file section. */
const SELECTING: readonly LlmSettingName[] = ["baseUrl", "apiKey", "model"];

/**
 * Work out the LLM settings from flags, then environment, then the config file, then defaults (that order of
 * precedence). Returns `undefined` when nothing selects an LLM (no key, base URL or model anywhere and no `llm`
 * section), so the rule-based planner can stay the default. A base URL without a key gets a placeholder key:
 * local servers ignore it. Errors name where the bad value came from (`--timeout-ms`, `OPENAI_BASE_URL`,
 * `spine.config.json: llm.maxRetries`).
 */
export function resolveLlmConfig(options: ResolveLlmConfigOptions): Result<LlmConfig | undefined> {
  const errors: string[] = [];
  let fileSettings: LlmSettings = {};
  let fileHasSection = false;
  if (options.configFile !== undefined) {
    const loaded = loadConfigFile(options.configFile);
    if (!loaded.ok) errors.push(loaded.error);
    else if (loaded.value.llm !== undefined) {
      fileSettings = loaded.value.llm;
      fileHasSection = true;
    }
  }
  const envSettings = readTextSource(
    Object.fromEntries(
      Object.entries(LLM_ENV_VARS).map(([name, variable]) => [name, options.env?.[variable]]),
    ),
    (name) => LLM_ENV_VARS[name] ?? name,
    errors,
  );
  const flagSettings = readTextSource(options.flags ?? {}, flagName, errors);
  if (errors.length > 0) return fail(errors.join("\n"));

  const merged: LlmSettings = { ...fileSettings, ...envSettings, ...flagSettings };
  const selected = fileHasSection || SELECTING.some((name) => merged[name] !== undefined);
  if (!selected) return ok(undefined);
  if (merged.apiKey === undefined && merged.baseUrl === undefined) {
    return fail(
      "no API key for the LLM: set OPENAI_API_KEY for OpenAI, or OPENAI_BASE_URL (or --base-url) " +
        "for a local server such as Ollama (http://localhost:11434/v1)",
    );
  }
  const apiKeyIsPlaceholder = merged.apiKey === undefined;
  return ok({
    ...LLM_DEFAULTS,
    ...merged,
    baseUrl: (merged.baseUrl ?? LLM_DEFAULTS.baseUrl).replace(/\/+$/, ""),
    apiKey: merged.apiKey ?? PLACEHOLDER_API_KEY,
    apiKeyIsPlaceholder,
  });
}

/** `timeoutMs` → `--timeout-ms`. */
export function flagName(name: LlmSettingName): string {
  return `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Validate settings that arrive as text (env vars, flags); empty strings count as unset. */
function readTextSource(
  values: Readonly<Record<string, string | number | boolean | undefined>>,
  nameOf: (name: LlmSettingName) => string,
  errors: string[],
): LlmSettings {
  const settings: Record<string, unknown> = {};
  for (const name of LLM_SETTING_NAMES) {
    const raw = values[name];
    if (raw === undefined || (typeof raw === "string" && raw.trim() === "")) continue;
    const value =
      typeof raw !== "string"
        ? raw
        : NUMERIC_SETTINGS.has(name)
          ? toNumber(raw)
          : BOOLEAN_SETTINGS.has(name)
            ? toBoolean(raw)
            : raw;
    const parsed = LLM_SETTING_SCHEMAS[name].safeParse(value);
    if (parsed.success) settings[name] = parsed.data;
    else errors.push(formatIssues(nameOf(name), parsed.error.issues, raw));
  }
  return settings;
}

function toBoolean(text: string): boolean | string {
  const word = text.trim().toLowerCase();
  if (["true", "on", "yes", "1"].includes(word)) return true;
  if (["false", "off", "no", "0"].includes(word)) return false;
  return text;
}

function toNumber(text: string): number | string {
  const value = Number(text.trim().replace(/_/g, ""));
  return Number.isFinite(value) ? value : text;
}
