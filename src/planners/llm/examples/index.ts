import type { ChatMessage } from "../chatMessage.js";
import { BLOCKED_PATH_EXAMPLE } from "./blockedPath.js";
import { buildExample, type BuiltExample } from "./buildExample.js";
import { CORRECTION_EXAMPLE } from "./correction.js";
import { EXPLORATION_EXAMPLE } from "./exploration.js";
import { INSPECTION_EXAMPLE } from "./inspection.js";
import type { ExampleDialogue } from "./types.js";

export type { ExampleDialogue, ExampleExchange, ExampleUserTurn } from "./types.js";
export type { BuiltExample, ExampleReplyCheck } from "./buildExample.js";
export { buildExample } from "./buildExample.js";

/** The in-context dialogues, in the order they are shown. */
export const EXAMPLE_DIALOGUES: readonly ExampleDialogue[] = [
  EXPLORATION_EXAMPLE,
  INSPECTION_EXAMPLE,
  BLOCKED_PATH_EXAMPLE,
  CORRECTION_EXAMPLE,
];

let built: readonly BuiltExample[] | undefined;

/** Every example as chat messages (built once: they run the real parser and validator). */
export function builtExamples(): readonly BuiltExample[] {
  built ??= EXAMPLE_DIALOGUES.map((example, i) =>
    buildExample(example, { index: i + 1, count: EXAMPLE_DIALOGUES.length }),
  );
  return built;
}

/** All example turns in order, to follow the system message. */
export function exampleMessages(): readonly ChatMessage[] {
  return builtExamples().flatMap((example) => example.messages);
}
