import type { WordNet } from "../lexicon/index.js";

/** Shorter words are too often slang or names to correct ("nite", "Gaz"). */
const MIN_LETTERS = 5;

/**
 * Typed slips corrected by the dictionary: a lower-case word of five letters or more that WordNet does not know
 * is replaced by the noun one slip away that it does ("recieve" → receive, "cabel" → cable). Capitalised words are names and are left alone,
 * and so is a word with no such neighbour, or with several equally near.
 */
export async function correctSpelling(wordnet: WordNet, text: string): Promise<string> {
  const words = new Set(text.match(/(?<![\w'])[a-z]{5,}(?![\w'])/g) ?? []);
  let out = text;
  for (const word of words) {
    if (word.length < MIN_LETTERS || (await known(wordnet, word))) continue;
    const fixed = await nearestNoun(wordnet, word);
    if (fixed !== undefined)
      out = out.replace(new RegExp(`(?<![\\w'])${word}(?![\\w'])`, "g"), fixed);
  }
  return out;
}

async function known(wordnet: WordNet, word: string): Promise<boolean> {
  for (const pos of ["n", "v", "a", "r"] as const)
    if ((await wordnet.senses(word, pos)).length > 0) return true;
  // Inflected forms ("pitches", "parked") are known through their base.
  const bases = [
    word.replace(/s$/, ""),
    word.replace(/es$/, ""),
    word.replace(/ies$/, "y"),
    word.replace(/ed$/, ""),
    word.replace(/d$/, ""),
    word.replace(/ing$/, ""),
    word.replace(/ing$/, "e"),
    word.replace(/ied$/, "y"),
  ];
  for (const base of bases)
    if (base !== word && base.length >= 3)
      for (const pos of ["n", "v"] as const)
        if ((await wordnet.senses(base, pos)).length > 0) return true;
  return false;
}

async function nearestNoun(wordnet: WordNet, word: string): Promise<string | undefined> {
  // The slips a hand makes, not any word one letter off (slang like "brekkie" must not become another word): two
  // letters swapped, a double letter typed single, a single letter typed double.
  const tiers: string[][] = [[], []];
  for (let i = 0; i + 1 < word.length; i += 1)
    tiers[0]?.push(word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2));
  for (let i = 0; i < word.length; i += 1) {
    tiers[1]?.push(word.slice(0, i + 1) + word.charAt(i) + word.slice(i + 1));
    if (word.charAt(i) === word.charAt(i + 1)) tiers[1]?.push(word.slice(0, i) + word.slice(i + 1));
  }
  for (const tier of tiers) {
    // Among several, a common word (many senses: "field") over a rare one ("felid"); a close call is no call.
    const found = new Map<string, number>();
    for (const candidate of tier) {
      const senses = (await wordnet.senses(candidate, "n")).length;
      if (senses > 0) found.set(candidate, senses);
    }
    const [best, next] = [...found].sort((a, b) => b[1] - a[1]);
    if (best !== undefined && (next === undefined || best[1] >= 2 * next[1])) return best[0];
    if (best !== undefined) return undefined;
  }
  return undefined;
}
