import type { WordNet } from "../lexicon/index.js";
import { ARTICLES, asNoun, type Token } from "./phrases.js";
import { knownAsNoun } from "./tagRepairs.js";

/** Forms a verb takes after a questioned subject ("is the boat leaking", "is the road closed"). */
const AFTER_A_QUESTIONED_SUBJECT = ["PastTense", "Gerund", "Participle", "Passive", "PerfectTense"];
const NOT_A_NOUN = ["Copula", "Auxiliary", "Modal", "Adverb", "Preposition", "Pronoun"];

/**
 * "Is the woods track from the campfire up to the ropes clear?": a question that opens on "is"/"are" and an
 * article names its subject next, and a verb in its plain or present form cannot follow that subject there
 * ("is the woods track" is no clause; "is the boat leaking", "is the road closed" are), so a word the tagger
 * read as such a verb right after the subject's first noun is the subject's head, when WordNet knows it as a noun.
 */
export async function questionedNouns(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    const [opener, article, noun] = [tokens[i - 3], tokens[i - 2], tokens[i - 1]];
    if (opener === undefined || article === undefined || noun === undefined) continue;
    if (!/^(?:is|are|was|were)$/.test(opener.word)) continue;
    // The opener starts its sentence: "what is the road like" puts its subject elsewhere.
    const first = tokens[i - 4];
    if (first !== undefined && first.sentence === opener.sentence && first.pause !== true) continue;
    if ([article, noun].some((t) => t.sentence !== token.sentence || t.pause === true)) continue;
    if (!ARTICLES.has(article.word) || !noun.tags.has("Noun") || noun.tags.has("Pronoun")) continue;
    if (!token.tags.has("Verb") || token.tags.has("Noun")) continue;
    if ([...AFTER_A_QUESTIONED_SUBJECT, ...NOT_A_NOUN].some((tag) => token.tags.has(tag))) continue;
    // ("Is the lane clear?": a word WordNet knows as an adjective is what is asked of the subject.)
    if ((await wordnet.senses(token.word, "a")).length > 0) continue;
    if (!(await knownAsNoun(wordnet, token.word))) continue;
    fixed[i] = asNoun(token);
  }
  return fixed;
}
