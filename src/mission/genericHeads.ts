import type { WordNet } from "../lexicon/index.js";
import { GENERIC_NOUNS } from "./cues.js";
import { POSSESSIVES, type NounPhrase, type Token } from "./phrases.js";

/** WordNet's files of physical things. */
const CONCRETE = new Set([
  "noun.artifact",
  "noun.object",
  "noun.plant",
  "noun.animal",
  "noun.substance",
  "noun.food",
]);

/** Senses of a generic word looked at for an artifact when it is owned. */
const OWNED_SENSES = 4;

/**
 * "any sign of damage" names nothing to look at, but "the lane signs" do: a word the reader sets aside as generic
 * ("sign", "part") names things when a noun before it says what kind of physical thing (not "morning checks"), they are several or numbered, and WordNet
 * has a sense of it that is an artifact (a signboard, a component). A modifier that is a place or a direction ("the south side") does not make
 * one. The starts of such phrases.
 */
export async function genericHeadsOfThings(
  wordnet: WordNet,
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): Promise<Set<number>> {
  const starts = new Set<number>();
  for (const phrase of phrases) {
    if (!GENERIC_NOUNS.has(phrase.head)) continue;
    // ("Our big sign on the lane has disappeared": a thing someone owns, not a sign of something.)
    const owned =
      POSSESSIVES.has(tokens[phrase.start - 1]?.word ?? "") ||
      POSSESSIVES.has(tokens[phrase.start]?.word ?? "");
    if (owned && tokens[phrase.end + 1]?.word !== "of") {
      // (One of its first few senses an artifact: a sign is a signboard; an area or a side is not one.)
      const senses = (await wordnet.senses(phrase.head, "n")).slice(0, OWNED_SENSES);
      if (senses.some((sense) => sense.lexName === "noun.artifact")) starts.add(phrase.start);
      continue;
    }
    if (phrase.text === phrase.head) continue;
    // Several of them, or one by its number: "a hive check" is an act, "the hive checks" or "sign 4" are not.
    const numbered = tokens[phrase.end + 1]?.tags.has("Cardinal") === true;
    if (!phrase.plural && !numbered) continue;
    const modifier = tokens[phrase.end - 1];
    if (modifier === undefined || modifier.tags.has("Adjective") || !modifier.tags.has("Noun"))
      continue;
    // The modifier names a kind of physical thing ("lane", "gate"), not a time or a place ("morning checks").
    const first = (await wordnet.senses(modifier.lemma, "n"))[0];
    if (first === undefined || !CONCRETE.has(first.lexName)) continue;
    const head = await wordnet.senses(phrase.head, "n");
    if (head.some((sense) => sense.lexName === "noun.artifact")) starts.add(phrase.start);
  }
  return starts;
}
