/**
 * What a place phrase is said of, from the phrase right before it: a person's whereabouts ("the couple in Byre
 * Cottage") or whom news came from ("a call from the sailing club") — neither is a place to look.
 */
import { perceivedSign, type WordNet } from "../lexicon/index.js";
import { SPATIAL_PREPOSITIONS, type NounPhrase, type Token } from "./phrases.js";
import type { SenseKind } from "./senseKinds.js";

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

/**
 * "Sam heard it from the farm office", "you can smell it from the car park": where a sign was perceived from
 * is where the one who perceived it stood, not where its cause is. A verb WordNet files under perception stands
 * at most two words (an object pronoun, an adverb) before "from".
 */
async function perceivedFrom(
  wordnet: WordNet,
  phrase: NounPhrase,
  tokens: readonly Token[],
): Promise<boolean> {
  const preposition = phrase.preposition;
  if (preposition === undefined || !PERCEIVED_AT.has(preposition)) return false;
  const at = tokens.slice(0, phrase.start).findLastIndex((t) => t.word === preposition);
  for (let i = at - 1; i >= Math.max(0, at - 3); i -= 1) {
    const t = tokens[i];
    if (t === undefined || t.sentence !== phrase.sentence) return false;
    if (!t.tags.has("Verb")) continue;
    const first = (await wordnet.senses(t.lemma, "v"))[0];
    if (first?.lexName !== "verb.perception") return false;
    // "you can hear it down at the cottages": a noise carries, so where it is heard is not where it is made.
    // (Where a smell is smelled is where it is: "you can smell it at the gate".)
    return preposition === "from" || first.words.includes("hear");
  }
  return false;
}

/** Prepositions of where a sign was perceived: "from" for any sign, the others for a noise heard. */
const PERCEIVED_AT: ReadonlySet<string> = new Set(["from", "at", "in"]);

/** The phrase that ends at most a preposition and a determiner before this one, in the same sentence. */
function phraseBefore(phrase: NounPhrase, phrases: readonly NounPhrase[]): NounPhrase | undefined {
  const before = phrases.find((p) => p.end < phrase.start && phrase.start - p.end <= 3);
  return before?.sentence === phrase.sentence ? before : undefined;
}

/**
 * Where a sign was perceived from ("Sam heard it from the farm office") is where the one who perceived it
 * stood: not where to look when the mission says where the sign is ("up by the grain store"), and the best clue to it
 * when it says nowhere else ("you can hear it from the canteen": within earshot). The starts of the phrases
 * to take as where the news came from.
 */
export async function perceivedElsewhere(
  wordnet: WordNet,
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
  kinds: ReadonlyMap<string, SenseKind>,
): Promise<Set<number>> {
  const perceived = new Set<number>();
  for (const phrase of phrases)
    if (await perceivedFrom(wordnet, phrase, tokens)) perceived.add(phrase.start);
  const elsewhere = phrases.some(
    (p) =>
      !perceived.has(p.start) &&
      (kinds.get(p.text) === "place" ||
        (p.preposition !== undefined &&
          p.preposition !== "from" &&
          p.preposition !== "to" &&
          SPATIAL_PREPOSITIONS.has(p.preposition))),
  );
  return elsewhere ? perceived : new Set<number>();
}

/**
 * "On the riverside walk", "along the canal towpath run": a phrase WordNet first reads as an act or event is a way when
 * it is named with words of its own, follows a spatial preposition, and its head also names a made thing (a walk
 * is a path too). A bare "through the wind" stays an event.
 */
export async function wayNamedAsAct(
  wordnet: WordNet,
  phrase: NounPhrase,
  kind: SenseKind,
): Promise<boolean> {
  // ("along the prom": what one goes along is a way, whatever WordNet lists first — a prom as a dance.)
  if (kind === "event" && phrase.preposition === "along") return true;
  // ("up to the pit through the cutting": a way named by the digging that made it — a cutting, a crossing — is
  // gone through; "through the flooding" names no ground.)
  if (
    kind === "event" &&
    phrase.preposition === "through" &&
    phrase.head.endsWith("ing") &&
    (await wordnet.senses(phrase.head, "n")).some((sense) => GROUND.has(sense.lexName))
  )
    return true;
  return (
    kind === "event" &&
    phrase.text !== phrase.head &&
    phrase.preposition !== undefined &&
    SPATIAL_PREPOSITIONS.has(phrase.preposition) &&
    (await namesAMadeThing(wordnet, phrase.head))
  );
}

const GROUND: ReadonlySet<string> = new Set(["noun.object", "noun.artifact", "noun.location"]);

/** Some noun sense of the word is a made thing (WordNet's noun.artifact): "an intake" is also an opening. */
export async function namesAMadeThing(wordnet: WordNet, word: string): Promise<boolean> {
  return (await wordnet.senses(word, "n")).some((sense) => sense.lexName === "noun.artifact");
}

/**
 * "An awful grinding noise from the pumping station", "a smell from the bins": a sign said right before "from"
 * comes from there — where its cause is, not where a way starts. (News said before "from" is who sent it:
 * newsFrom, asked first.)
 */
export async function signComesFrom(
  wordnet: WordNet,
  phrase: NounPhrase,
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): Promise<boolean> {
  if (phrase.preposition !== "from") return false;
  const before = phraseBefore(phrase, phrases);
  // (Right before it: "get from the car park to the door" is a way's start, whatever came before "get".)
  if (before === undefined || tokens[before.end + 1]?.word !== "from") return false;
  // ("from the yard to the vets": a start and an end are a way.)
  if (phrases.some((p) => p.sentence === phrase.sentence && p.preposition === "to")) return false;
  // (A sign a sense takes in — a noise, a smell — not an event: "damage from the flood" names the flood as cause.)
  return (await perceivedSign(wordnet, before.head)) !== undefined;
}
