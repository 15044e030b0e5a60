import type { WordNet } from "../lexicon/index.js";
import { commonestVerbSenses } from "./sensedVerbs.js";
import type { NounPhrase, Token } from "./phrases.js";

/** Words between a verb and "like" that belong to the verb ("went off like", "came down like"). */
const PARTICLES = new Set([
  "off",
  "up",
  "down",
  "out",
  "over",
  "in",
  "round",
  "away",
  "just",
  "right",
]);

/**
 * "Went off like a bomb", "came down like a ton of bricks": what a happening is likened to is no thing on the
 * ground. A phrase after "like" that follows a verb (and its particle) is a simile — unless the verb is one of
 * perceiving ("smells like rotten eggs", "sounds like a pump"): then it names what the sign is like, which says
 * what may make it. Returns the starts of the phrases likened to.
 */
export async function similes(
  wordnet: WordNet,
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): Promise<Set<number>> {
  const starts = new Set<number>();
  for (const phrase of phrases) {
    let at = phrase.start - 1;
    while (at >= 0 && tokens[at]?.tags.has("Determiner") === true) at -= 1;
    if (tokens[at]?.word !== "like") continue;
    at -= 1;
    while (at >= 0 && PARTICLES.has(tokens[at]?.word ?? "")) at -= 1;
    const verb = tokens[at];
    if (verb === undefined || verb.sentence !== phrase.sentence || !verb.tags.has("Verb")) continue;
    if (verb.tags.has("Copula") || verb.tags.has("Auxiliary")) continue;
    const senses = await commonestVerbSenses(wordnet, verb.lemma);
    if (senses.some((sense) => sense.lexName === "verb.perception")) continue;
    starts.add(phrase.start);
  }
  return starts;
}
