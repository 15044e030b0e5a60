import { GENERIC_NOUNS } from "./cues.js";
import type { Subject } from "./MissionGoal.js";
import type { NounPhrase, Token } from "./phrases.js";

/** Generic words that, asked about, mean whatever stands there ("check all the stuff", "everything ok?"). */
const WHATEVER = new Set(["thing", "stuff", "everything", "anything", "something", "kit", "gear"]);

/**
 * "A tree came down by the bandstand. Make sure all the stuff there is safe": when the sentence that asks
 * names only "everything" or "all the stuff", the things told in other sentences are what happened, not what
 * to check — the check is of whatever stands at the place. Returns the subjects with those marked as context.
 */
export function askedOfEverything(
  subjects: readonly Subject[],
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): Subject[] {
  const asking = new Set<number>();
  for (const token of tokens)
    if (WHATEVER.has(token.word) && GENERIC_NOUNS.has(token.lemma)) asking.add(token.sentence);
  for (const phrase of phrases)
    if (WHATEVER.has(phrase.head) && GENERIC_NOUNS.has(phrase.head)) asking.add(phrase.sentence);
  if (asking.size === 0) return [...subjects];
  const sentenceOf = new Map(phrases.map((p) => [p.text, p.sentence]));
  return subjects.map((s) => {
    const sentence = sentenceOf.get(s.text);
    return sentence === undefined || asking.has(sentence) || s.related
      ? s
      : { ...s, related: true };
  });
}
