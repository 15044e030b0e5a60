import type { WordNet } from "../lexicon/index.js";
import { NEGATIONS } from "./conditionPhrases.js";
import { onceAWord } from "./onceAWord.js";

/** Words of a signal going: a light or a sound given out now ("flashing", "sounding", "going off", "lit"). */
const SIGNALLING = new Set([
  "flashing",
  "sounding",
  "ringing",
  "beeping",
  "blinking",
  "wailing",
  "going",
  "lit",
  "on",
  "showing",
]);
/** What a definition says a device warns of, when it warns of trouble. */
const TROUBLE_IN_DEFINITION = /\b(?:danger|undesirable|trouble|fault|emergency)\b/;
/** …and that it is there to signal it (a shelter protects "from danger", and signals nothing). */
const SIGNALS_IN_DEFINITION = /\b(?:signal|warn|alert|inform)\w*/;
/** Words that may stand between the device and its signal: "the alarm is flashing", "the alarm light on". */
const BETWEEN = new Set(["is", "are", "was", "light", "lamp", "still"]);

const ARTICLES = new Set(["the", "a", "an", "its", "their", "his", "her"]);

/** Which words name a device that warns of trouble, per dictionary. */
const warners = new WeakMap<WordNet, (word: string) => Promise<boolean>>();

/**
 * "the high-temperature alarm flashing": a device whose definition says it signals trouble (WordNet: an alarm "signals
 * the occurrence of some undesirable event"), signalling now, reports trouble — whatever it is fitted to. Not when
 * denied ("no alarm showing") nor when it only names what the thing is ("the alarm panel": a noun after it).
 */
export async function troubleSignals(
  wordnet: WordNet,
  words: readonly string[],
): Promise<string[]> {
  const found: string[] = [];
  const warns = warners.get(wordnet) ?? onceAWord((word) => warnsOfTrouble(wordnet, word));
  warners.set(wordnet, warns);
  for (const [i, word] of words.entries()) {
    let at = i + 1;
    while (BETWEEN.has(words[at] ?? "") && at <= i + 2) at += 1;
    const signal = words[at] ?? "";
    if (!SIGNALLING.has(signal) || (signal === "going" && words[at + 1] !== "off")) continue;
    // ("the shelter on the forecourt": "on" before a place says where.)
    if (signal === "on" && ARTICLES.has(words[at + 1] ?? "")) continue;
    if (words.slice(Math.max(0, i - 3), i).some((w) => NEGATIONS.has(w))) continue;
    if (await warns(word)) found.push(words.slice(i, at + 1).join(" "));
  }
  return found;
}

async function warnsOfTrouble(wordnet: WordNet, word: string): Promise<boolean> {
  if (word.length < 3) return false;
  const senses = (await wordnet.senses(word, "n")).slice(0, 2);
  return senses.some(
    (s) =>
      (s.lexName === "noun.artifact" || s.lexName === "noun.communication") &&
      TROUBLE_IN_DEFINITION.test(s.definition) &&
      SIGNALS_IN_DEFINITION.test(s.definition),
  );
}
