import { isKindOf, perceivedSign, type WordNet } from "../lexicon/index.js";
import type { Subject } from "./MissionGoal.js";
import type { NounPhrase } from "./phrases.js";
import { knownAsAdjective } from "./tagRepairs.js";

/** What smells, noises and other perceived things are in WordNet. */
const SENSATION = "sensation";
/** At most this many tokens between a sensation's noun and the phrase after its "of" ("a stink of the diesel"). */
const OF_GAP = 3;

/**
 * "A stink of diesel by the beck", "a smell of burning": a sensation said with what it is of is one thing — the
 * diesel smell — as "a diesel smell" would be. The two subjects become one, named by the source and headed by the
 * sensation, in place of the sensation's; the source's own entry goes.
 */
export async function sensationsOf(
  wordnet: WordNet,
  subjects: Subject[],
  phrases: readonly NounPhrase[],
): Promise<void> {
  for (const phrase of phrases) {
    // ("a strong smell of diesel": words that say how strong or how bad are no source of their own.)
    const qualified = phrase.text !== phrase.head;
    if (qualified && !(await onlyQualities(wordnet, phrase))) continue;
    const at = subjects.findIndex((s) => s.text === phrase.text);
    if (at < 0) continue;
    // ("a right whiff of petrol": a word WordNet knows as a smell only through its verb is one all the same.)
    const sensed =
      (await isKindOf(wordnet, phrase.head, SENSATION)) ||
      (await perceivedSign(wordnet, phrase.head)) !== undefined;
    if (!sensed) continue;
    const source = phrases.find(
      (p) =>
        p.preposition === "of" &&
        p.sentence === phrase.sentence &&
        p.start > phrase.end &&
        p.start - phrase.end <= OF_GAP,
    );
    const of = source === undefined ? -1 : subjects.findIndex((s) => s.text === source.text);
    // ("a right pong of drains": things said in the plural stay things to look at.)
    if (source === undefined || of < 0 || (qualified && source.plural)) continue;
    const sensation = subjects[at] as Subject;
    // (What is sensed is no thing to see, however WordNet files the word: a whiff is also a puff of air.)
    subjects[at] = {
      ...sensation,
      text: `${source.text} ${sensation.head}`,
      ...(sensation.concrete ? { concrete: false, sense: "abstract" as const } : {}),
    };
    subjects.splice(of, 1);
  }
}

/** Every word before the head is one WordNet knows as an adjective ("strong", "horrible"). */
async function onlyQualities(wordnet: WordNet, phrase: NounPhrase): Promise<boolean> {
  const modifiers = phrase.text.split(" ").slice(0, -1);
  for (const word of modifiers) if (!(await knownAsAdjective(wordnet, word))) return false;
  return modifiers.length > 0;
}
