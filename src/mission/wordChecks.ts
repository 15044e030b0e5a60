import { commonSenses, perceivedSign, type WordNet } from "../lexicon/index.js";
import type { Subject } from "./MissionGoal.js";
import type { NounPhrase, Token } from "./phrases.js";

/** "go to lock 3": a place's number after its name is part of the name (the map calls it lock_3). */
export function numbered(phrase: NounPhrase, tokens: readonly Token[]): string {
  const next = tokens[phrase.end + 1];
  // ("greens 1 to 4", "pens 2 and 3": several, a range or a list, keep the kind.)
  const more = tokens[phrase.end + 2];
  const severalNumbered =
    phrase.plural ||
    (more !== undefined &&
      /^(?:to|and|or|-|through)$/.test(more.word) &&
      /^\d+$/.test(tokens[phrase.end + 3]?.word ?? ""));
  return next !== undefined &&
    next.sentence === phrase.sentence &&
    /^\d+$/.test(next.word) &&
    !severalNumbered
    ? `${phrase.text} ${next.word}`
    : phrase.text;
}

/** A common (not a proper) sense of the noun is a person: "boater" is a straw hat first, and a person too. */
export async function hasPersonSense(wordnet: WordNet, noun: string): Promise<boolean> {
  return commonSenses(await wordnet.senses(noun, "n"), noun).some(
    (sense) => sense.lexName === "noun.person",
  );
}

/** Whether a phrase said is something heard or smelled ("a racket", "a whiff of gas"). */
export async function someSensed(wordnet: WordNet, said: readonly Subject[]): Promise<boolean> {
  for (const s of said) if ((await perceivedSign(wordnet, s.head)) !== undefined) return true;
  return false;
}

/**
 * Whether a noun is first of all a living creature ("beast", "heifer", "the dog"): one "out" or "gone" has got
 * loose or is missing — it is sought, not a supply that failed.
 */
export async function firstOfAllACreature(wordnet: WordNet, noun: string): Promise<boolean> {
  const [first] = await wordnet.senses(noun, "n");
  if (first === undefined) return false;
  return (
    first.lexName === "noun.animal" ||
    first.lexName === "noun.person" ||
    // ("beast" is filed with WordNet's top categories, as the animal itself.)
    (first.lexName === "noun.Tops" && first.words.includes("animal"))
  );
}

/** How often English uses the word as a noun or as a verb: WordNet's tagged sense counts, summed. */
export async function taggedUses(wordnet: WordNet, lemma: string, pos: "n" | "v"): Promise<number> {
  return [...(await wordnet.senseCounts(lemma, pos)).values()].reduce((a, b) => a + b, 0);
}

/** English uses the word more as a noun than as a verb. */
export async function moreANoun(wordnet: WordNet, lemma: string): Promise<boolean> {
  return (await taggedUses(wordnet, lemma, "n")) > (await taggedUses(wordnet, lemma, "v"));
}
