export { packageRoot, packageVersion } from "./packageInfo.js";
export {
  LLM_DEFAULTS,
  PLACEHOLDER_API_KEY,
  STRUCTURED_OUTPUT_MODES,
  REASONING_EFFORTS,
  type ReasoningEffort,
  type LlmConfig,
  type LlmSettings,
  type StructuredOutputMode,
} from "./llmSettings.js";
export {
  resolveLlmConfig,
  flagName,
  LLM_ENV_VARS,
  type LlmFlags,
  type ResolveLlmConfigOptions,
} from "./resolveLlmConfig.js";
export {
  loadConfigFile,
  parseConfigFile,
  CONFIG_FILE_NAME,
  spineConfigSchema,
  type SpineConfigFile,
} from "./configFile.js";
export {
  INPUT_LIMIT_NAMES,
  INPUT_LIMIT_SCHEMAS,
  limitFlagName,
  type InputLimitName,
  type InputLimits,
} from "./limitSettings.js";
export {
  resolveInputLimits,
  type InputLimitFlags,
  type ResolveInputLimitsOptions,
} from "./resolveInputLimits.js";
