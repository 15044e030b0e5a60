import { FIND_PATTERN, UNSUPPORTED_VERBS } from "./cues.js";
import type { Token } from "./phrases.js";

/** Words after which a verb is asked of whoever hears it: "please make …", "can you make …", "then fix …". */
const ADDRESS_WORDS = new Set([
  "you",
  "u",
  "ya",
  "please",
  "pls",
  "plz",
  "just",
  "then",
  "now",
  "also",
]);

/**
 * Whether the mission orders the robot to do something it cannot (cook, repair, carry): its first verb is one
 * of those, and an order to the robot. "make sure the gates are shut" asks to check, not to make anything, and a
 * search ("find …") is always something it can do.
 */
export function asksWhatItCannotDo(
  text: string,
  tokens: readonly Token[],
  verbList: readonly { readonly lemma: string; readonly index: number }[],
): boolean {
  const first = verbList[0];
  return (
    first !== undefined &&
    UNSUPPORTED_VERBS.has(first.lemma) &&
    orderToTheRobot(tokens, first.index) &&
    !/^(?:sure|certain)$/.test(tokens[first.index + 1]?.word ?? "") &&
    !FIND_PATTERN.test(text)
  );
}

/**
 * Whether the verb at `index` is an order to the robot: it opens its sentence or follows a word that addresses
 * the hearer. "Something's making a din" tells what something does: its "making" asks nothing of the robot.
 */
function orderToTheRobot(tokens: readonly Token[], index: number): boolean {
  const before = tokens[index - 1];
  if (before === undefined || before.sentence !== tokens[index]?.sentence) return true;
  if (ADDRESS_WORDS.has(before.word)) return true;
  // "I need you to clean the …"
  return before.word === "to" && ADDRESS_WORDS.has(tokens[index - 2]?.word ?? "");
}
