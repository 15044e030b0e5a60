export {
  createLogger,
  silentLogger,
  LOG_LEVELS,
  type Logger,
  type LoggerOptions,
} from "./logger.js";
