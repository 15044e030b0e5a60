import type { WordNet } from "../lexicon/index.js";
import type { NounPhrase, Token } from "./phrases.js";

/** How many words either side of a phrase an idiom may reach ("all the way", "first thing in the morning"). */
const REACH_WORDS = 2;

/**
 * The starts of noun phrases that are part of an idiom rather than things or places: "what on earth …", "in
 * fact", "clear all the way up". A run of words around the phrase that WordNet lists as an adverb is an idiom;
 * the dictionary decides, not a list of ours.
 */
export async function idiomPhrases(
  wordnet: WordNet,
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): Promise<Set<number>> {
  const idioms = new Set<number>();
  for (const phrase of phrases) {
    if (phrase.preposition !== undefined) {
      // (Its first word stands for it only when it is the whole phrase: "at the bottom paddle gear" is no "at
      // bottom".)
      const alone = phrase.start === phrase.end;
      const said = new Set([
        phrase.text,
        ...(alone ? [tokens[phrase.start]?.lemma ?? phrase.text] : []),
      ]);
      for (const words of said)
        if ((await wordnet.senses(`${phrase.preposition} ${words}`, "r")).length > 0)
          idioms.add(phrase.start);
    }
    if (idioms.has(phrase.start)) continue;
    if (await withinAdverb(wordnet, phrase, tokens)) idioms.add(phrase.start);
  }
  return idioms;
}

/** Whether some run of two to five words covering the phrase, in one sentence, is a WordNet adverb. */
async function withinAdverb(
  wordnet: WordNet,
  phrase: NounPhrase,
  tokens: readonly Token[],
): Promise<boolean> {
  for (let from = Math.max(0, phrase.start - REACH_WORDS); from <= phrase.start; from += 1) {
    for (let to = phrase.end; to <= phrase.end + REACH_WORDS && to < tokens.length; to += 1) {
      if (to - from < 1) continue;
      const run = tokens.slice(from, to + 1);
      if (run.some((t) => t.sentence !== phrase.sentence)) continue;
      if ((await wordnet.senses(run.map((t) => t.word).join(" "), "r")).length > 0) return true;
    }
  }
  return false;
}
