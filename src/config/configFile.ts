import { readFileSync } from "node:fs";
import { z } from "zod";
import { describeError, fail, ok, type Result } from "../errors/index.js";
import { formatIssues } from "./formatIssues.js";
import { LimitsSectionSchema, type InputLimits } from "./limitSettings.js";
import { LLM_SETTING_SCHEMAS, type LlmSettings } from "./llmSettings.js";

export const CONFIG_FILE_NAME = "spine.config.json";

const { apiKey: _secret, ...fileSettings } = LLM_SETTING_SCHEMAS;

/** The `llm` section: every setting but the key, which only comes from the environment or a flag. */
const LlmSection = z.strictObject(
  Object.fromEntries(
    Object.entries(fileSettings).map(([name, schema]) => [name, schema.optional()]),
  ) as { [K in keyof typeof fileSettings]: z.ZodOptional<(typeof fileSettings)[K]> },
);

/**
 * The whole of `spine.config.json` (docs/schemas/config.schema.json is generated from it). The `llm` and `limits`
 * sections are strict (a misspelt key would be a setting silently not applied); other top-level sections are
 * left to other tools sharing the file.
 */
export const spineConfigSchema = z
  .looseObject({
    $schema: z.string().optional(),
    llm: LlmSection.optional(),
    limits: LimitsSectionSchema.optional(),
  })
  .meta({
    title: "spine.config.json",
    description:
      "spine's configuration file: the LLM settings (all but the key) and input size limits. Flags win over it.",
  });

export interface SpineConfigFile {
  readonly path: string;
  /** Present when the file has an `llm` section. */
  readonly llm?: Omit<LlmSettings, "apiKey">;
  /** The limits the file sets (its `limits` section); absent ones keep their defaults. */
  readonly limits?: Partial<InputLimits>;
}

/**
 * Read and check `spine.config.json`. Errors name the file and the JSON path (`spine.config.json: llm.timeoutMs:
 * Too small: expected number to be >0 (got -5)`). A key in the file is refused: secrets stay out of files that
 * get committed.
 */
export function loadConfigFile(path: string): Result<SpineConfigFile> {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    return fail(`cannot read the config file ${path}: ${describeError(error)}`);
  }
  let data: unknown;
  try {
    // Editors on Windows save UTF-8 with a byte-order mark; it is not part of the JSON.
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return fail(`${path} is not valid JSON: ${describeError(error)}`);
  }
  return parseConfigFile(path, data);
}

/** {@link loadConfigFile} for contents already decoded; `path` only names the file in messages. */
export function parseConfigFile(path: string, data: unknown): Result<SpineConfigFile> {
  const llm = (data as { llm?: unknown } | null)?.llm;
  if (typeof llm === "object" && llm !== null && "apiKey" in llm) {
    return fail(
      `${path}: llm.apiKey: keys are not read from the config file; set OPENAI_API_KEY in the environment instead`,
    );
  }
  const parsed = spineConfigSchema.safeParse(data);
  if (!parsed.success) return fail(formatIssues(path, parsed.error.issues, data));
  const sections = parsed.data;
  return ok({
    path,
    ...(sections.llm === undefined ? {} : { llm: definedOnly(sections.llm) }),
    ...(sections.limits === undefined ? {} : { limits: definedOnly(sections.limits) }),
  });
}

function definedOnly(section: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(section).filter(([, value]) => value !== undefined));
}
