import { pino, type Logger, type LevelWithSilent } from "pino";
import pretty from "pino-pretty";

export type { Logger } from "pino";

export const LOG_LEVELS: readonly LevelWithSilent[] = [
  "fatal",
  "error",
  "warn",
  "info",
  "debug",
  "trace",
  "silent",
];

export interface LoggerOptions {
  level?: LevelWithSilent;
  /** Pretty, coloured lines for a person; NDJSON for machines. Defaults to whether stderr is a TTY. */
  pretty?: boolean;
}

const REDACT = {
  paths: [
    "apiKey",
    "*.apiKey",
    "headers.authorization",
    "*.headers.authorization",
    "*.headers.Authorization",
    "authorization",
  ],
  censor: "[redacted]",
};

/**
 * Logs go to stderr so stdout stays free for data (`--json` events, answers). The pretty stream is synchronous:
 * pino-pretty as a worker transport would drop lines on a fast exit.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? envLevel() ?? "info";
  const usePretty = options.pretty ?? (process.stderr.isTTY && !process.env["NO_COLOR"]);
  const base = { level, redact: REDACT, base: null };
  if (usePretty) {
    return pino(
      base,
      pretty({
        destination: 2,
        sync: true,
        colorize: true,
        ignore: "pid,hostname",
        translateTime: "HH:MM:ss",
      }),
    );
  }
  return pino(base, pino.destination({ dest: 2, sync: true }));
}

function envLevel(): LevelWithSilent | undefined {
  const value = process.env["LOG_LEVEL"];
  return LOG_LEVELS.find((level) => level === value);
}

/** A logger that drops everything; the default for library code and tests. */
export const silentLogger: Logger = pino({ level: "silent" });
