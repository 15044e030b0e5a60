/** How people write and say the names of places: compounds open or closed, words clipped short. */
import type { WordNet } from "../../lexicon/index.js";

/**
 * Words clipped from a longer one as people say them on site ("the maint store", "admin block"): three letters or
 * more that WordNet knows as no word of their own. Such a word stands for a name's word it begins.
 */
export async function clippedWords(
  wordnet: WordNet,
  words: readonly string[],
): Promise<Set<string>> {
  const clipped = new Set<string>();
  for (const word of words) {
    if (word.length < 3 || !/^[a-z]+$/.test(word)) continue;
    const known = await Promise.all(
      (["n", "v", "a", "r"] as const).map(async (pos) => (await wordnet.senses(word, pos)).length),
    );
    if (known.every((count) => count === 0)) clipped.add(word);
  }
  return clipped;
}

/**
 * A compound is written open, closed or hyphenated: "fire wood" names the "firewood store", "car port" the
 * "carport". True when the phrase's words, run together, are a run of the name's words run together.
 */
export function closedRun(words: readonly string[], name: readonly string[]): boolean {
  if (words.length === 0) return false;
  const closed = words.join("");
  for (let k = 0; k < name.length; k += 1)
    for (let l = k + 1; l <= name.length; l += 1)
      if (name.slice(k, l).join("") === closed) return true;
  return false;
}

/** A pet form of a word: its start, a doubled consonant, then -y or -ie ("genny", "telly"); group 1 the start. */
const PET_FORM = /^([a-z]{2,}?([b-df-hj-np-tv-z]))\2(?:y|ie)$/;

/**
 * The word a pet form stands for, among the words the map uses ("genny" → "generator" when that is the one word of
 * the map starting "gen"): the map says what the word means, and an ambiguous start means nothing.
 */
export function petFormOf(word: string, mapWords: readonly string[]): string | undefined {
  const stem = PET_FORM.exec(word.toLowerCase())?.[1];
  if (stem === undefined) return undefined;
  const candidates = new Set(mapWords.filter((w) => w.startsWith(stem) && w !== word));
  return candidates.size === 1 ? [...candidates][0] : undefined;
}
