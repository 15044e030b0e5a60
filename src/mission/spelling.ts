import type { WordNet } from "../lexicon/index.js";

/** Shorter words are too often slang or names to correct ("nite", "Gaz"). */
const MIN_LETTERS = 5;

/**
 * Typed slips corrected by the dictionary: a lower-case word of five letters or more that WordNet does not know
 * is replaced by the noun one slip away that it does ("recieve" → receive, "cabel" → cable). Capitalised words are names and are left alone,
 * and so is a word with no such neighbour, or with several equally near.
 */
export async function correctSpelling(wordnet: WordNet, text: string): Promise<string> {
  let out = await itIs(wordnet, await droppedGs(wordnet, text));
  const words = new Set(out.match(/(?<![\w'])[a-z]{5,}(?![\w'])/g) ?? []);
  for (const word of words) {
    if (word.length < MIN_LETTERS || (await known(wordnet, word))) continue;
    const fixed = await nearestNoun(wordnet, word);
    if (fixed !== undefined)
      out = out.replace(new RegExp(`(?<![\\w'])${word}(?![\\w'])`, "g"), fixed);
  }
  return out;
}

/**
 * "tell me if its fit to use", "its ok now": "its" before a word that can only describe, with nothing after it for
 * the word to describe (a clause ends, or "to" follows), is "it's" typed without its apostrophe ("its broken handle"
 * stays: there the word describes the handle).
 */
async function itIs(wordnet: WordNet, text: string): Promise<string> {
  return replaceAsync(
    text,
    /\b[Ii]ts\s+([a-z]+)(?=\s*(?:[.,;:!?]|$|\s+(?:to|now|again|and|or|but|yet|still|enough)\b))/g,
    async (said, word: string) =>
      (await wordnet.senses(word, "a")).length > 0 ? said.replace(/ts\b/, "t's") : said,
  );
}

/** The indefinite pronouns, a closed class of English WordNet does not list: "anythin'" is "anything". */
const PRONOUNS_IN_ING: ReadonlySet<string> = new Set([
  "anything",
  "something",
  "nothing",
  "everything",
]);

/**
 * Speech written as said drops the g of "-ing" ("anythin dodgy", "nothin' there", "it's leakin"): a word ending
 * in "in" or "in'" that WordNet does not know, whose "-ing" form is a word, is that word — capitalised or not.
 */
async function droppedGs(wordnet: WordNet, text: string): Promise<string> {
  return replaceAsync(
    text,
    /(?<![\w'])([A-Za-z]{3,}in)'?(?![\w'])/g,
    async (said, stem: string) => {
      const lower = stem.toLowerCase();
      if (await known(wordnet, lower)) return said;
      const full = `${lower}g`;
      if (!PRONOUNS_IN_ING.has(full) && !(await known(wordnet, full))) return said;
      return stem.charAt(0) === lower.charAt(0)
        ? full
        : full.charAt(0).toUpperCase() + full.slice(1);
    },
  );
}

async function replaceAsync(
  text: string,
  pattern: RegExp,
  replace: (match: string, group: string) => Promise<string>,
): Promise<string> {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index), await replace(match[0], match[1] ?? ""));
    last = match.index + match[0].length;
  }
  return parts.join("") + text.slice(last);
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
