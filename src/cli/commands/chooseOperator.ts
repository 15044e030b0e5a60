import { ScriptedOperator, TerminalOperator, type Operator } from "../../operator/index.js";
import type { CliContext } from "../context.js";
import { readTextFile } from "../io.js";

/**
 * Who answers clarify questions: `--answers` replies, else the mission file's scripted answers, else the person
 * at the terminal (whose prompts end on `signal`) — or nobody ("I don't know") when there is no terminal or output is JSON.
 */
export function chooseOperator(
  flags: { answers?: string; json?: boolean },
  scripted: readonly string[],
  context: CliContext,
  signal?: AbortSignal,
): Operator | undefined {
  if (flags.answers !== undefined) {
    const text = readTextFile(flags.answers);
    if (!text.ok) {
      context.usageError(text.error);
      return undefined;
    }
    const answers = parseAnswers(text.value);
    if (answers === undefined) {
      context.usageError(
        `${flags.answers}: expected a JSON array of strings or one answer per line`,
      );
      return undefined;
    }
    return new ScriptedOperator(answers);
  }
  if (scripted.length > 0 || !process.stdin.isTTY || flags.json === true)
    return new ScriptedOperator(scripted);
  // The stop signal ends a pending prompt: Ctrl-C at a question stops the mission instead of waiting for a line.
  return new TerminalOperator(signal === undefined ? {} : { signal });
}

function parseAnswers(text: string): string[] | undefined {
  const trimmed = text.trim();
  if (trimmed.startsWith("[")) {
    try {
      const value: unknown = JSON.parse(trimmed);
      return Array.isArray(value) && value.every((v) => typeof v === "string") ? value : undefined;
    } catch {
      return undefined;
    }
  }
  return trimmed
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}
