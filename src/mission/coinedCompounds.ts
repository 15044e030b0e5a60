import type { WordNet } from "../lexicon/index.js";
import { PREPOSITIONS, type NounPhrase, type Token } from "./phrases.js";

/**
 * "two of the sit-on-tops", "the jack-in-the-box": a noun coined by joining words with hyphens around a
 * preposition names its own kind of thing — a sit-on-top is a kayak, not a top. When WordNet does not know the
 * coinage, its last word says nothing of what it is: the phrase is of unknown sense (a thing to look for by every
 * broad kind), not a place because "top" is one. A compound of nouns ("a fire-door") keeps its head.
 */
export async function coinedCompound(
  wordnet: WordNet,
  tokens: readonly Token[],
  phrase: NounPhrase,
): Promise<boolean> {
  // (The tagger marks every word of a hyphenated run, its last one too: "ride-on mower" ends in a plain noun.)
  if (tokens[phrase.end]?.tags.has("Hyphenated") !== true) return false;
  let first = phrase.end;
  while (first > phrase.start && tokens[first - 1]?.tags.has("Hyphenated") === true) first -= 1;
  if (first === phrase.end) return false;
  const joined = tokens.slice(first, phrase.end + 1).map((t) => t.word);
  if (!joined.slice(1, -1).some((word) => PREPOSITIONS.has(word))) return false;
  const head = tokens[phrase.end]?.lemma ?? joined.at(-1) ?? "";
  const forms = [[...joined.slice(0, -1), head], joined].flatMap((words) => [
    words.join("-"),
    words.join(" "),
    words.join(""),
  ]);
  for (const form of forms) if ((await wordnet.senses(form, "n")).length > 0) return false;
  return true;
}
