/** What a mission says is not meant, and what it only says of how a thing looks. */
import type { WordNet } from "../lexicon/index.js";
import type { NounPhrase, Token } from "./phrases.js";

/**
 * "Not the black lab, he's fine", "it's not the boiler": the phrase right after "not" (past its determiner or
 * owner) is what the operator says is not meant.
 */
export function negated(phrase: NounPhrase, tokens: readonly Token[]): boolean {
  // ("nobody's signed it out": no one is no one to look for.)
  if (/^(?:nobody|noone|no-one)(?:'s)?$/.test(phrase.head)) return true;
  return tokens[beforeDeterminers(phrase, tokens)]?.word === "not";
}

/** The index of the word before a phrase's determiners and owners ("not [the] boat", "in [its] shed"). */
function beforeDeterminers(phrase: NounPhrase, tokens: readonly Token[]): number {
  let i = phrase.start - 1;
  while (i >= 0 && (tokens[i]?.tags.has("Determiner") || tokens[i]?.tags.has("Possessive"))) i -= 1;
  return i;
}

/**
 * "your pallet truck's not in the feed store", "the boat's not on its trailer": a place the thing is said not to
 * be in is where it belongs, so it is looked for around the place, not inside it.
 */
export function deniedPlace(
  phrase: NounPhrase,
  tokens: readonly Token[],
  phrases: readonly NounPhrase[] = [],
): boolean {
  if (phrase.preposition === undefined) return false;
  const i = beforeDeterminers(phrase, tokens);
  if (tokens[i]?.word !== phrase.preposition) return false;
  if (tokens[i - 1]?.word === "not") return true;
  // ("not in its bay on the vehicle park": the place that says where the denied one is, said straight after it,
  // is denied with it.)
  const before = phrases.find((p) => p.end === i - 1 && p.sentence === phrase.sentence);
  return before !== undefined && deniedPlace(before, tokens, phrases);
}

/**
 * "white with a tan patch over one eye", "a dog with a bandage round its leg": a part of the body after what a
 * thing is said to have is where on the thing, not a place to look.
 */
export async function partOfADescription(
  wordnet: WordNet,
  phrase: NounPhrase,
  phrases: readonly NounPhrase[],
): Promise<boolean> {
  if (phrase.preposition === undefined) return false;
  const before = phrases.filter((p) => p.end < phrase.start).at(-1);
  if (before?.preposition !== "with" || before.sentence !== phrase.sentence) return false;
  return (await wordnet.senses(phrase.head, "n"))[0]?.lexName === "noun.body";
}

/**
 * "Find it for me, I need it on the verti-drain": what a thing is needed on is the work it is wanted for, neither
 * a place to look nor a thing it stands on.
 */
export function neededOn(text: string, phrase: NounPhrase): boolean {
  if (phrase.preposition !== "on") return false;
  const words = phrase.text.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(
    String.raw`\b(?:need|needs|needed|want|wants|wanted)\s+(?:it|them|one)\s+(?:back\s+)?on\s+(?:the\s+|a\s+|an\s+|my\s+|our\s+)?${words.join(String.raw`[\s-]+`)}\b`,
    "i",
  ).test(text);
}
