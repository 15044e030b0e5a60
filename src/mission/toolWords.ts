import { commonSenses, type WordNet } from "../lexicon/index.js";
import type { Subject } from "./MissionGoal.js";
import type { NounPhrase, Token } from "./phrases.js";
import { commonestVerbSenses } from "./sensedVerbs.js";

/** Senses of a word looked at for a made thing it may name: WordNet lists the worker before the machine. */
const SENSES_LOOKED_AT = 4;
/** Pronouns that point back to a person. */
const PERSONAL = /\b(?:he|him|his|himself|she|her|hers|herself)\b/i;
/** What only people do: say, think, perceive ("the secretary rang", "the driver reckons"). */
const PEOPLES_ACTS = new Set(["verb.communication", "verb.cognition", "verb.perception"]);

/**
 * "Where's the pressure washer got to? Dean had it up the lodges": a word for someone who does a job ("washer",
 * "cutter", "trimmer") is also the machine that does it, and a mission that points back with "it" and never with
 * "he" or "she" means the machine. Marks, in place, such a subject — one of it, doing nothing only people do —
 * as a thing, when WordNet lists a made-thing sense among the word's first few.
 */
export async function toolsNotWorkers(
  wordnet: WordNet,
  subjects: Subject[],
  said: { text: string; phrases: readonly NounPhrase[]; tokens: readonly Token[] },
): Promise<void> {
  const { text, phrases, tokens } = said;
  // ("Dean had it", "the driver can't find it": "it" as what a verb acts on, not "it's only the sheds".)
  const pointedBack = tokens.some(
    (t, i) =>
      t.word === "it" &&
      tokens[i - 1]?.tags.has("Verb") === true &&
      !tokens[i - 1]?.tags.has("Copula") &&
      !tokens[i - 1]?.tags.has("Modal"),
  );
  if (PERSONAL.test(text) || !pointedBack) return;
  for (const [i, s] of subjects.entries()) {
    // ("It" points back to one thing: guests, campers and twins are people however WordNet files them.)
    if (s.sense !== "human" || s.related || s.quantity !== "one") continue;
    const phrase = phrases.find((p) => p.text === s.text);
    if (phrase !== undefined && (await actsAsAPerson(wordnet, phrase, tokens))) continue;
    const head = s.head.split(" ").at(-1) ?? s.head;
    const senses = commonSenses(await wordnet.senses(head, "n"), head).slice(0, SENSES_LOOKED_AT);
    if (senses.some((sense) => sense.lexName === "noun.artifact"))
      subjects[i] = { ...s, sense: "thing" };
  }
}

/** The phrase is the subject of a verb only people do: "the secretary rang", "the driver's saying". */
async function actsAsAPerson(
  wordnet: WordNet,
  phrase: NounPhrase,
  tokens: readonly Token[],
): Promise<boolean> {
  let at = phrase.end + 1;
  while (tokens[at]?.tags.has("Auxiliary") === true || tokens[at]?.tags.has("Copula") === true)
    at += 1;
  const verb = tokens[at];
  if (
    verb === undefined ||
    verb.sentence !== tokens[phrase.end]?.sentence ||
    !verb.tags.has("Verb")
  )
    return false;
  return (await commonestVerbSenses(wordnet, verb.lemma)).some((sense) =>
    PEOPLES_ACTS.has(sense.lexName),
  );
}
