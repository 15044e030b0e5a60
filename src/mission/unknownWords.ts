import type { WordNet } from "../lexicon/index.js";
import type { Token } from "./phrases.js";

/**
 * "the genny never took over", "the defib's gone": a word WordNet does not know at all, after an article or an
 * owner and before no noun of its own, is a thing's name — a trade word or a clipping — whatever part of speech the
 * tagger guessed for it. (A known adjective there, "the poor", is left as it is.)
 */
export async function unknownWordsAsNouns(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    if (token.tags.has("Noun") || !token.tags.has("Adjective")) continue;
    const before = tokens[i - 1];
    if (before === undefined || before.sentence !== token.sentence) continue;
    if (!before.tags.has("Determiner") && !before.tags.has("Possessive")) continue;
    const next = tokens[i + 1];
    if (
      next !== undefined &&
      next.sentence === token.sentence &&
      token.pause !== true &&
      (next.tags.has("Noun") || next.tags.has("Adjective"))
    )
      continue;
    if (await knownAtAll(wordnet, token.word)) continue;
    const tags = new Set([...token.tags].filter((t) => t !== "Adjective" && t !== "Comparable"));
    tags.add("Noun");
    tags.add("Singular");
    fixed[i] = { ...token, lemma: token.word, tags };
  }
  return fixed;
}

async function knownAtAll(wordnet: WordNet, word: string): Promise<boolean> {
  for (const pos of ["n", "v", "a", "s", "r"] as const)
    if ((await wordnet.senses(word, pos)).length > 0) return true;
  return false;
}
