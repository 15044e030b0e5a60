import { existsSync } from "node:fs";
import type { PlanGenerator } from "../../agent/index.js";
import { CONFIG_FILE_NAME, resolveLlmConfig } from "../../config/index.js";
import { registerSecret } from "../../log/index.js";
import { createLlmGenerator } from "../../planners/llm/index.js";
import { RulesPlanner } from "../../planners/rules/index.js";
import type { CliContext } from "../context.js";

export interface PlannerFlags {
  planner?: string;
  baseUrl?: string;
  model?: string;
  temperature?: string;
  maxTokens?: string;
  timeoutMs?: string;
  connectTimeoutMs?: string;
  idleTimeoutMs?: string;
  stream?: string;
  maxTokensCap?: string;
  reasoningEffort?: string;
  contextTokens?: string;
  maxRetries?: string;
  structuredOutput?: string;
  config?: string;
  logDir?: string;
}

/**
 * The plan generator for a run: the LLM when one is configured (flags > env > config file) or asked for, else
 * the rule-based planner — announced as such on stderr, never passed off as an LLM. The LLM planner writes its
 * own transcript to `--log-dir`; the caller transcribes the others (see `MissionLog`).
 */
export function choosePlanner(flags: PlannerFlags, context: CliContext): PlanGenerator | undefined {
  const configFile = flags.config ?? (existsSync(CONFIG_FILE_NAME) ? CONFIG_FILE_NAME : undefined);
  const llm = resolveLlmConfig({
    flags: {
      baseUrl: flags.baseUrl,
      model: flags.model,
      temperature: flags.temperature,
      maxTokens: flags.maxTokens,
      timeoutMs: flags.timeoutMs,
      connectTimeoutMs: flags.connectTimeoutMs,
      idleTimeoutMs: flags.idleTimeoutMs,
      stream: flags.stream,
      maxTokensCap: flags.maxTokensCap,
      reasoningEffort: flags.reasoningEffort,
      contextTokens: flags.contextTokens,
      maxRetries: flags.maxRetries,
      structuredOutput: flags.structuredOutput,
    },
    env: process.env,
    ...(configFile === undefined ? {} : { configFile }),
  });
  if (!llm.ok) {
    context.usageError(llm.error);
    return undefined;
  }
  // From here on the key is removed from everything printed or logged, whatever a server echoes back.
  if (llm.value !== undefined && !llm.value.apiKeyIsPlaceholder) registerSecret(llm.value.apiKey);
  const planner = flags.planner ?? (llm.value === undefined ? "rules" : "llm");
  if (planner === "llm") {
    if (llm.value === undefined) {
      context.usageError(
        "--planner llm needs an LLM: set OPENAI_API_KEY (OpenAI) or OPENAI_BASE_URL (a local server such as Ollama), " +
          "or pass --base-url. See docs/llm.md.",
      );
      return undefined;
    }
    const config = llm.value;
    process.stderr.write(
      `Planning with ${config.model} at ${config.baseUrl}` +
        `${config.apiKeyIsPlaceholder ? " (no API key: local server)" : ""} (planner: llm).\n`,
    );
    return createLlmGenerator(config, {
      log: context.log.child({ component: "llm" }),
      ...(flags.logDir === undefined ? {} : { transcript: { logDir: flags.logDir } }),
    });
  }
  if (planner === "rules") {
    if (flags.planner === undefined) {
      process.stderr.write(
        "No LLM configured: planning with the rule-based planner (planner: rules). " +
          "Set OPENAI_API_KEY or OPENAI_BASE_URL to plan with an LLM (see docs/llm.md).\n",
      );
    }
    return new RulesPlanner();
  }
  context.usageError(`--planner must be "llm" or "rules", got "${planner}"`);
  return undefined;
}
