/**
 * What a place phrase is said of, from the phrase right before it: a person's whereabouts ("the couple in Byre
 * Cottage") or whom news came from ("a call from the sailing club") — neither is a place to look.
 */
import type { WordNet } from "../lexicon/index.js";
import type { NounPhrase, Token } from "./phrases.js";

/**
 * The place phrase follows a person's noun, or a group's ("the family in Plum Cottage"), in the same clause.
 */
export async function saysWhereAPersonIs(
  wordnet: WordNet,
  phrase: NounPhrase,
  phrases: readonly NounPhrase[],
  kinds: ReadonlyMap<string, string>,
  tokens: readonly Token[],
): Promise<boolean> {
  const before = phraseBefore(phrase, phrases);
  if (before === undefined) return false;
  // A group WordNet defines first as people ("a pair who associate", "a social unit"), not a grove or a bunch.
  const first = (await wordnet.senses(before.head, "n"))[0];
  const group =
    first?.lexName === "noun.group" &&
    /\b(?:who|people|persons|men|social|members)\b/.test(first.definition);
  if (kinds.get(before.text) !== "human" && !group) return false;
  // Nothing but the preposition and a determiner between: no verb ("the man collapsed in the yard" says where).
  for (let i = before.end + 1; i < phrase.start; i += 1) {
    const t = tokens[i];
    if (t === undefined || t.tags.has("Verb") || tokens[i - 1]?.pause === true) return false;
  }
  return true;
}

/** The phrase says whom news came from: right after a noun WordNet knows first as a communication ("a call"). */
export async function newsFrom(
  wordnet: WordNet,
  phrase: NounPhrase,
  phrases: readonly NounPhrase[],
): Promise<boolean> {
  const before = phraseBefore(phrase, phrases);
  if (before === undefined) return false;
  const first = (await wordnet.senses(before.head, "n"))[0];
  return first?.lexName === "noun.communication";
}

/** The phrase that ends at most a preposition and a determiner before this one, in the same sentence. */
function phraseBefore(phrase: NounPhrase, phrases: readonly NounPhrase[]): NounPhrase | undefined {
  const before = phrases.find((p) => p.end < phrase.start && phrase.start - p.end <= 3);
  return before?.sentence === phrase.sentence ? before : undefined;
}
