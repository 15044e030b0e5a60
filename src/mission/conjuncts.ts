import { isKindOf, type WordNet } from "../lexicon/index.js";
import type { SenseKind } from "./senseKinds.js";
import type { NounPhrase, Token } from "./phrases.js";

/** Words that join one item of a list to the next. */
const JOINERS = new Set(["and", "or", "&"]);

/**
 * "the swings and the zip line": things joined in one list are things of one kind, so a phrase WordNet first
 * reads as an abstraction (a "line" as a formation) is a thing when it is joined to a thing and one of its senses
 * is a made thing. Changes `kinds` in place; returns the phrases it changed.
 */
export async function thingsInAList(
  wordnet: WordNet,
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
  kinds: Map<string, SenseKind>,
): Promise<string[]> {
  const changed: string[] = [];
  for (const [i, phrase] of phrases.entries()) {
    const kind = kinds.get(phrase.text);
    // (Places too, in the plural and placed by nothing: "lamps, seats, the board" lists things, though a seat is
    // first a place to sit in WordNet; "the long meadow, bottom field" are places.)
    if (
      kind !== "abstract" &&
      kind !== "event" &&
      !(kind === "place" && phrase.plural && phrase.preposition === undefined)
    )
      continue;
    const neighbours = [phrases[i - 1], phrases[i + 1]].filter(
      (other): other is NounPhrase =>
        other !== undefined &&
        other.sentence === phrase.sentence &&
        kinds.get(other.text) === "thing" &&
        joined(tokens, Math.min(other.end, phrase.end), Math.max(other.start, phrase.start)),
    );
    if (neighbours.length === 0) continue;
    const senses = await wordnet.senses(phrase.head, "n");
    if (!senses.some((sense) => sense.lexName === "noun.artifact")) continue;
    kinds.set(phrase.text, "thing");
    changed.push(phrase.text);
  }
  return changed;
}

/** Only a joining word, a comma and determiners between the end of one phrase and the start of the next. */
export function joined(tokens: readonly Token[], end: number, start: number): boolean {
  const between = tokens.slice(end + 1, start);
  const joiner = between.some((t) => JOINERS.has(t.word)) || tokens[end]?.pause === true;
  return (
    joiner &&
    between.every(
      (t) => JOINERS.has(t.word) || t.tags.has("Determiner") || t.tags.has("Possessive"),
    )
  );
}

/** What a place one goes into or onto is, in WordNet: a building or other structure, a room, an area. */
const PLACE_KINDS = ["structure", "room", "area", "establishment"];
/** Hypernym steps from a place's word up to one of those (a tea shop → shop → … → structure). */
const PLACE_DEPTH = 6;

/**
 * "the heaters in the chapel and the vestry": after a thing placed by a preposition, a phrase joined to
 * the place by "and"/"or" is a second place when WordNet says it is one (a structure, a room, an area) and it has
 * no place of its own after it ("the benches in the square and the bins in the park" are two things) and no number
 * ("along East Row, huts 21 to 26" are things). Returns the
 * phrases with that preposition shared.
 */
export async function placesInAList(
  wordnet: WordNet,
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): Promise<NounPhrase[]> {
  const result = [...phrases];
  for (const [k, phrase] of phrases.entries()) {
    const before = result[k - 1];
    if (phrase.preposition !== undefined || before?.preposition === undefined) continue;
    if (before.sentence !== phrase.sentence || !joined(tokens, before.end, phrase.start)) continue;
    const after = tokens[phrase.end + 1];
    if (after?.tags.has("Preposition") === true) continue;
    // ("along East Row, huts 21 to 26": things numbered are what to check there, not another place. "Hall 1" is
    // one place's name.)
    if (phrase.plural && /^\d/.test(after?.word ?? "")) continue;
    if (!(await isPlaceKind(wordnet, phrase))) continue;
    result[k] = { ...phrase, preposition: before.preposition };
  }
  return result;
}

async function isPlaceKind(wordnet: WordNet, phrase: NounPhrase): Promise<boolean> {
  for (const kind of PLACE_KINDS)
    if (await isKindOf(wordnet, phrase.text, kind, { depth: PLACE_DEPTH, senses: 2 })) return true;
  return false;
}

/**
 * "a red rucksack with a white cross and FIRST AID on the flap": a phrase joined by "and" to one after "with", with
 * no preposition of its own, may be another feature of the same thing. Returns the starts of such phrases (the
 * reader takes those WordNet calls happenings as features, not causes).
 */
export function featuresInAList(
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): Set<number> {
  const features = new Set<number>();
  for (const [k, phrase] of phrases.entries()) {
    const before = phrases[k - 1];
    if (phrase.preposition !== undefined || before === undefined) continue;
    if (before.preposition !== "with" || before.sentence !== phrase.sentence) continue;
    // (Only "and", no pause: "with its nets, and the lifebuoys on the lake" goes on to what else to see.)
    const between = tokens.slice(before.end + 1, phrase.start);
    if (tokens[before.end]?.pause === true || between[0]?.word !== "and") continue;
    if (!between.slice(1).every((t) => t.tags.has("Determiner"))) continue;
    features.add(phrase.start);
  }
  return features;
}
