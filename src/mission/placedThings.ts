import type { SenseKind } from "./senseKinds.js";
import type { NounPhrase, Token } from "./phrases.js";

/* Where a thing is said to stand or to have been set down, and whose it is: readings of a phrase from the words
   round it (readMission). */

/** Words that put a thing somewhere ("the board in the feed room", "the board's on the back wall"). */
const STANDS_AT = new Set(["in", "inside", "on", "behind", "beside", "under", "next"]);

/**
 * Whether the words right after a phrase say where it stands — "X in the Y", "X is on the Y", Y a place or a thing
 * (not "a branch in the storm") — with no act of its own after it ("the staff in the flat say …" are people).
 */
export function saidToStand(
  tokens: readonly Token[],
  phrase: NounPhrase,
  phrases: readonly NounPhrase[],
  kinds: ReadonlyMap<string, SenseKind>,
): boolean {
  const be = /^(is|are|'s)$/.test(tokens[phrase.end + 1]?.word ?? "") ? 1 : 0;
  const at = phrase.end + 1 + be;
  if (!STANDS_AT.has(tokens[at]?.word ?? "") || tokens[phrase.end]?.pause === true) return false;
  const where = phrases.find(
    (p) => p.start > at && p.start <= at + 3 && p.sentence === phrase.sentence,
  );
  const kind = where === undefined ? undefined : kinds.get(where.text);
  if (kind !== "place" && kind !== "thing") return false;
  for (let i = at + 1; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token === undefined || token.sentence !== phrase.sentence) break;
    if (token.tags.has("Verb") && !token.tags.has("Copula") && !token.tags.has("Auxiliary"))
      return false;
    if (token.pause === true) break;
  }
  return true;
}

/** "I put the grab bag down": a thing a verb of placing set down is where it was left, not a supply gone down. */
export function setDown(
  tokens: readonly Token[],
  phrase: NounPhrase,
  placing: ReadonlySet<number>,
): boolean {
  if (tokens[phrase.end + 1]?.word !== "down") return false;
  let i = phrase.start - 1;
  while (i >= 0 && tokens[i]?.tags.has("Determiner") === true) i -= 1;
  return placing.has(i);
}

/**
 * "on their dad's bench": a phrase ending in a possessive said with its apostrophe, with a noun phrase right after
 * it, is whose that noun is. (Not "on the visitors apron": a plural before a noun names the place with it.)
 */
export function ownsTheNext(
  tokens: readonly Token[],
  phrase: NounPhrase,
  phrases: readonly NounPhrase[],
): boolean {
  const owner = tokens[phrase.end];
  return (
    owner?.tags.has("Possessive") === true &&
    /'s?$/.test(owner.word) &&
    tokens[phrase.end + 1]?.tags.has("Noun") === true &&
    tokens[phrase.end + 1]?.sentence === owner.sentence &&
    phrases.some((p) => p.start === phrase.end + 1)
  );
}

/** Particles between a verb of placing and its preposition ("parked up on", "left out on"). */
export const PLACING_PARTICLES: ReadonlySet<string> = new Set(["up", "down", "out", "back"]);

/**
 * "we've four parked up on the overflow": where a thing was parked, left or stood is a place, whatever WordNet
 * lists first for the word (an overflow as an event). Only on or at ("left out in the rain" is no place), after the verb and its particle.
 */
export function placedAt(
  tokens: readonly Token[],
  phrase: NounPhrase,
  senses: { readonly placing: ReadonlySet<number> },
): boolean {
  if (!["on", "at"].includes(phrase.preposition ?? "")) return false;
  let i = phrase.start - 1;
  while (i >= 0 && tokens[i]?.tags.has("Determiner") === true) i -= 1;
  i -= 1;
  while (i >= 0 && PLACING_PARTICLES.has(tokens[i]?.word ?? "")) i -= 1;
  return /(?:ed|ft|nt|ood)$/.test(tokens[i]?.word ?? "") && senses.placing.has(i);
}
