import { isKindOf, type WordNet } from "../lexicon/index.js";
import type { NounPhrase, Token } from "./phrases.js";
import { hasPersonSense } from "./wordChecks.js";

/** What carries talk rather than holds things: "on the phone", "over the radio", "on the intercom". */
const MEDIUM_KINDS = ["telephone", "telecommunication", "communication system"] as const;
/** Prepositions a medium is said with. */
const MEDIUM_PREPOSITIONS: ReadonlySet<string> = new Set(["on", "over", "via", "down"]);

/**
 * The starts of phrases that say how someone talks, not where anything is: "a mum on the phone", "the gate lodge
 * over the radio". The medium is no place, and whoever is said to be on it is the caller, not someone to find —
 * when WordNet gives the word a sense of a person ("mum": a mother, though its first sense is a flower).
 * WordNet decides what a medium is (kinds of telephone, telecommunication or communication system).
 */
export async function mediaPhrases(
  wordnet: WordNet,
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): Promise<Set<number>> {
  const media = new Set<number>();
  for (const phrase of phrases) {
    if (phrase.preposition === undefined || !MEDIUM_PREPOSITIONS.has(phrase.preposition)) continue;
    if (!(await isMedium(wordnet, phrase.head))) continue;
    media.add(phrase.start);
    // The phrase right before it, nothing but the preposition and a determiner between ("a mum | on the phone").
    const caller = phrases
      .filter((p) => p.end < phrase.start && p.sentence === phrase.sentence)
      .at(-1);
    const between = caller === undefined ? [] : tokens.slice(caller.end + 1, phrase.start);
    const adjacent = between.every(
      (t) => t.word === phrase.preposition || t.tags.has("Determiner") || t.tags.has("Possessive"),
    );
    if (caller !== undefined && adjacent && (await hasPersonSense(wordnet, caller.head)))
      media.add(caller.start);
  }
  return media;
}

async function isMedium(wordnet: WordNet, head: string): Promise<boolean> {
  for (const kind of MEDIUM_KINDS)
    if (await isKindOf(wordnet, head, kind, { depth: 5, senses: 1 })) return true;
  return false;
}
