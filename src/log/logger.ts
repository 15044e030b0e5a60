import { writeSync } from "node:fs";
import { Writable } from "node:stream";
import { pino, type Logger, type LevelWithSilent } from "pino";
import pretty from "pino-pretty";
import { fail, ok, type Result } from "../errors/index.js";
import { redactKnownSecrets } from "./secrets.js";

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
  const fromEnv = parseLogLevel(process.env["LOG_LEVEL"], "LOG_LEVEL");
  const level = options.level ?? (fromEnv.ok ? fromEnv.value : undefined) ?? "info";
  const usePretty = options.pretty ?? (process.stderr.isTTY && !process.env["NO_COLOR"]);
  const base = { level, redact: REDACT, base: null };
  if (usePretty) {
    return pino(
      base,
      pretty({
        destination: redactingStderr(),
        sync: true,
        colorize: true,
        ignore: "pid,hostname",
        translateTime: "HH:MM:ss",
      }),
    );
  }
  return pino(base, redactingStderr());
}

/**
 * A level from text (`LOG_LEVEL`, `--log-level`): unset is fine, anything but a known level is an error that
 * names where it came from, so `LOG_LEVEL=bogus` is refused like the flag rather than ignored.
 */
export function parseLogLevel(
  value: string | undefined,
  source: string,
): Result<LevelWithSilent | undefined> {
  if (value === undefined || value.trim() === "") return ok(undefined);
  const level = LOG_LEVELS.find((known) => known === value.trim().toLowerCase());
  if (level === undefined)
    return fail(`${source} must be one of ${LOG_LEVELS.join(", ")}, got "${value}"`);
  return ok(level);
}

/**
 * Synchronous stderr (a fast exit loses no line) that removes registered secrets from every line: pino's path
 * redaction only covers known fields, not a key echoed inside an error message.
 */
function redactingStderr(): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback): void {
      try {
        writeSync(2, redactKnownSecrets(String(chunk)));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

/** A logger that drops everything; the default for library code and tests. */
export const silentLogger: Logger = pino({ level: "silent" });
