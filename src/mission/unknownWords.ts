import type { WordNet } from "../lexicon/index.js";
import type { Token } from "./phrases.js";

/**
 * "the genny never took over", "the defib's gone": a word WordNet does not know at all, after an article or an
 * owner (and a word or two describing it) and before no noun of its own, is a thing's name — a trade word or a
 * clipping — whatever part of speech the tagger guessed for it. (A known adjective there, "the poor", is left as
 * it is.)
 */
export async function unknownWordsAsNouns(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    if (token.tags.has("Noun") || !token.tags.has("Adjective")) continue;
    // ("the standby genny", "the new genny": after a word or two that describe it, too.)
    let at = i - 1;
    while (
      at >= i - 2 &&
      tokens[at]?.sentence === token.sentence &&
      tokens[at]?.pause !== true &&
      ["Noun", "Adjective"].some((tag) => tokens[at]?.tags.has(tag)) &&
      !tokens[at]?.tags.has("Pronoun") &&
      !tokens[at]?.tags.has("Possessive")
    )
      at -= 1;
    const before = tokens[at];
    if (before === undefined || before.sentence !== token.sentence || before.pause === true)
      continue;
    if (!before.tags.has("Determiner") && !before.tags.has("Possessive")) continue;
    // (After a describing word, only a word shaped like a noun that ends its phrase: "the causeway driveable", "the
    // cage against the wall" and "the big bariatric one" go on or end as English adjectives and prepositions do.)
    const afterDescribing = at < i - 1;
    const next = tokens[i + 1];
    if (
      afterDescribing &&
      (ADJECTIVE_ENDINGS.test(token.word) ||
        (next !== undefined &&
          next.sentence === token.sentence &&
          token.pause !== true &&
          ["Determiner", "Preposition", "Adverb", "Value"].some((tag) => next.tags.has(tag))))
    )
      continue;
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

/** English endings of adjectives and participles: "driveable", "bariatric", "locked", "careless". */
const ADJECTIVE_ENDINGS = /(?:able|ible|ic|al|ous|ful|less|ive|ed|ish)$/;

async function knownAtAll(wordnet: WordNet, word: string): Promise<boolean> {
  for (const pos of ["n", "v", "a", "s", "r"] as const)
    if ((await wordnet.senses(word, pos)).length > 0) return true;
  return false;
}
