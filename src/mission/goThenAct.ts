import type { WordNet } from "../lexicon/index.js";
import type { Instruction } from "./MissionGoal.js";
import type { Token } from "./phrases.js";
import { commonestVerbSenses } from "./sensedVerbs.js";

/** Verb senses of finding things out or telling them: what the going is for, not more going. */
const FINDING_OUT = new Set(["verb.perception", "verb.cognition", "verb.communication"]);

/**
 * "Go up the knoll and see what state the mast is in", "head down to the pond, work out what's wrong": an order to
 * go whose later clause opens on a verb of perceiving, knowing or telling is a mission with a place to start from,
 * not a drive. The later clause follows "and", "then" or a pause, and its verb's two commonest WordNet senses say
 * what kind of act it is, so no list of such verbs is kept here.
 */
export async function goingToFindOut(
  wordnet: WordNet,
  instruction: Instruction | undefined,
  tokens: readonly Token[],
): Promise<boolean> {
  if (instruction?.kind !== "go") return false;
  for (const [i, token] of tokens.entries()) {
    if (i < 2 || !token.tags.has("Verb") || token.tags.has("Copula")) continue;
    if (!(token.tags.has("Imperative") || token.tags.has("Infinitive"))) continue;
    const before = tokens[i - 1] as Token;
    const opensClause =
      before.word === "and" ||
      before.word === "then" ||
      before.pause === true ||
      before.sentence !== token.sentence;
    if (!opensClause) continue;
    const senses = await commonestVerbSenses(wordnet, token.lemma);
    if (senses.some((sense) => FINDING_OUT.has(sense.lexName))) return true;
  }
  return false;
}
