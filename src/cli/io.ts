import { readFileSync, writeFileSync } from "node:fs";
import { describeError, fail, ok, type Result } from "../errors/index.js";
import { redactKnownSecrets } from "../log/index.js";

/** Exit codes shared by every command: 0 success, 1 the mission/plan failed, 2 unusable input or usage. */
export const EXIT = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const;

/** Read and JSON-decode a file, with an error naming the file and what went wrong. */
export function readJsonFile(path: string): Result<unknown> {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    return fail(`cannot read ${path}: ${describeError(error)}`);
  }
  try {
    return ok(JSON.parse(text.replace(/^\uFEFF/, "")) as unknown);
  } catch (error) {
    return fail(`${path} is not valid JSON: ${describeError(error)}`);
  }
}

export function readTextFile(path: string): Result<string> {
  try {
    return ok(readFileSync(path, "utf8"));
  } catch (error) {
    return fail(`cannot read ${path}: ${describeError(error)}`);
  }
}

export function writeTextFile(path: string, text: string): Result<void> {
  try {
    writeFileSync(path, text);
    return ok(undefined);
  } catch (error) {
    return fail(`cannot write ${path}: ${describeError(error)}`);
  }
}

/**
 * Data goes to stdout; everything for a person reading logs goes to stderr through the logger. Both drop the
 * configured secrets: a server's error can echo the key into a reason or an answer.
 */
export function printLine(line = ""): void {
  process.stdout.write(redactKnownSecrets(`${line}\n`));
}

/** A message for the person at the terminal, on stderr, secrets removed. */
export function printError(text: string): void {
  process.stderr.write(redactKnownSecrets(text.endsWith("\n") ? text : `${text}\n`));
}
