import type { WordNet } from "../lexicon/index.js";
import { CLOSED_CLASS_WORDS } from "./cues.js";
import { PREPOSITIONS } from "./phrases.js";

/** "Power's back on", "the tractor's out on the field": a word, "'s", an adverb, then a preposition or the end. */
const CONTRACTED = /\b([A-Za-z]+)['\u2019]s\s+([a-z]+)\b(?=(\s+[a-z]+)?)/g;

/**
 * "Power's back on in the house": a noun's "'s" before an adverb that ends its phrase — the next word a
 * preposition, or none — is "is" ("power is back on"), not a possessive ("the pump's back wall" keeps its noun).
 * WordNet says which words are adverbs; the tagger, reading a possessive, would take "back" for a noun.
 */
export async function isBeforeAdverbs(wordnet: WordNet, text: string): Promise<string> {
  let out = text;
  for (const match of text.matchAll(CONTRACTED)) {
    const [whole, stem = "", word = "", after] = match;
    if (CLOSED_CLASS_WORDS.has(stem.toLowerCase())) continue;
    const next = after?.trim().toLowerCase();
    if (next !== undefined && !PREPOSITIONS.has(next)) continue;
    if ((await wordnet.senses(word, "r")).length === 0) continue;
    out = out.replace(whole, `${stem} is ${word}`);
  }
  return out;
}
