import type { LlmConfig } from "../../config/index.js";
import { LlmPlanGenerator, type LlmGeneratorOptions } from "./LlmPlanGenerator.js";

/**
 * The LLM plan generator for a resolved config (see `resolveLlmConfig`). Its label is `llm:<model>`.
 *
 * @example
 * const config = resolveLlmConfig({ flags, env: process.env, configFile });
 * if (config.ok && config.value !== undefined) {
 *   const generator = createLlmGenerator(config.value, { log, transcript: { logDir: "runs/today" } });
 *   await runMission({ mission, port, generator, operator });
 * }
 */
export function createLlmGenerator(
  config: LlmConfig,
  options: LlmGeneratorOptions,
): LlmPlanGenerator {
  return new LlmPlanGenerator(config, options);
}
