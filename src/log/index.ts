export {
  createLogger,
  silentLogger,
  LOG_LEVELS,
  parseLogLevel,
  type Logger,
  type LoggerOptions,
} from "./logger.js";
export { escapeControl } from "./escapeControl.js";
export { clearSecrets, redactKnownSecrets, registerSecret } from "./secrets.js";
