import type { WordNet } from "../lexicon/index.js";
import type { NounPhrase, Token } from "./phrases.js";

/**
 * "one of the girls scooters", "the twins kites": a plural word for people at the head of a longer phrase is
 * its owner with the apostrophe left out — English compounds take a singular modifier ("a car park"), and people
 * own things. The owner becomes a phrase of its own (kept with the preposition), what is owned another.
 */
export async function ownersSplit(
  wordnet: WordNet,
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): Promise<{ phrases: NounPhrase[]; owners: Set<number> }> {
  const out: NounPhrase[] = [];
  /** Token indices of the owners split off: context, not what to look at. */
  const owners = new Set<number>();
  for (const phrase of phrases) {
    const first = tokens[phrase.start];
    const plural =
      first !== undefined &&
      phrase.end > phrase.start &&
      first.tags.has("Plural") &&
      first.word !== first.lemma &&
      first.word.endsWith("s");
    const [sense] = plural ? await wordnet.senses(first.lemma, "n") : [];
    if (first === undefined || sense?.lexName !== "noun.person") {
      out.push(phrase);
      continue;
    }
    owners.add(phrase.start);
    const rest = tokens.slice(phrase.start + 1, phrase.end + 1);
    out.push(
      { ...phrase, text: first.lemma, head: first.lemma, end: phrase.start, plural: true },
      {
        ...phrase,
        text: rest.map((t) => t.lemma).join(" "),
        start: phrase.start + 1,
        preposition: undefined,
      },
    );
  }
  return { phrases: out, owners };
}
