import type { WordNet } from "../lexicon/index.js";
import { prepositionIndex, type NounPhrase, type Token } from "./phrases.js";

/* "Round" read by what stands before it: things gone round are each to see; weather all round is everywhere. */

/** Prepositions of going round things: plural things gone round are each gone to ("go round the hives"). */
export const ROUND: ReadonlySet<string> = new Set(["round", "around"]);

/**
 * "go round the bee hives", "have a look round the staff chalets": a going, or a look or a walk someone has or takes,
 * before "round" — the things are each gone to; not "a smell round the toilets", "I was round the incubators".
 */
export async function goneRound(
  wordnet: WordNet,
  tokens: readonly Token[],
  start: number,
): Promise<boolean> {
  const at = prepositionIndex(tokens, start) - 1;
  const before = tokens[at];
  if (before === undefined || before.tags.has("Copula") || before.tags.has("Auxiliary"))
    return false;
  const [sense] = await wordnet.senses(before.lemma, "v");
  if (before.tags.has("Verb")) return sense?.lexName === "verb.motion";
  // ("have a good look round", "take a wander round")
  let k = at - 1;
  while (k >= 0 && tokens[k]?.tags.has("Adjective")) k -= 1;
  const had = tokens[k]?.word === "a" && TAKING.has(tokens[k - 1]?.lemma ?? "");
  return had && (sense?.lexName === "verb.motion" || sense?.lexName === "verb.perception");
}

/**
 * "lightning all round the valley", "hail all over the county": where weather spread everywhere is no one place
 * to look — the event's phrase ends just before "all" and the preposition.
 */
export async function allRoundAnEvent(
  wordnet: WordNet,
  tokens: readonly Token[],
  phrase: NounPhrase,
  phrases: readonly NounPhrase[],
): Promise<boolean> {
  const at = prepositionIndex(tokens, phrase.start);
  if (tokens[at - 1]?.word !== "all") return false;
  const event = phrases.find((p) => p.end === at - 2);
  if (event === undefined) return false;
  // (A natural phenomenon — weather — not water lying all over a floor, which is there to be found.)
  const [sense] = await wordnet.senses(event.head, "n");
  return sense?.lexName === "noun.phenomenon";
}

/** Verbs of having a look or a walk ("have a look", "take a walk"). */
const TAKING: ReadonlySet<string> = new Set(["have", "take"]);
