import type { WordNet } from "../lexicon/index.js";
import { NEVER } from "./tagRepairs.js";
import { asNoun, type Token } from "./phrases.js";

/** Share of a list's items that must look like names of things for the list to be one of things. */
const LIST_OF_THINGS = 2 / 3;
/** Words an item of a list of things has at most ("the oil drum", "gas cylinders"). */
const MAX_ITEM_WORDS = 4;
/** Tags no name of a thing has inside it: "check the gates", "lock up", "report back" are orders. */
const NOT_IN_A_NAME = [
  "Preposition",
  "Particle",
  "Adverb",
  "Pronoun",
  "Copula",
  "Modal",
  "Auxiliary",
];

/**
 * "drums, paint, gas cylinders, the spill kit": the items of a list are alike. In a sentence of three items or
 * more, most of them looking like names of things (a few words, a determiner only first, nothing that makes a
 * clause, a last word WordNet knows as a noun), a short item's bare verbs are nouns too ("drums", "paint", the
 * "gas" of "gas cylinders") where WordNet knows them so.
 */
export async function listItems(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  const looksLikeAName = async ({ from, to }: ItemSpan): Promise<boolean> => {
    const item = tokens.slice(from, to + 1);
    if (item.length > MAX_ITEM_WORDS) return false;
    if (item.some((t) => NOT_IN_A_NAME.some((tag) => t.tags.has(tag)))) return false;
    if (item.slice(1).some((t) => t.tags.has("Determiner"))) return false;
    const last = item.at(-1) as Token;
    return (await wordnet.senses(last.lemma, "n")).length > 0;
  };
  for (const items of itemsBySentence(tokens).values()) {
    const named: ItemSpan[] = [];
    for (const item of items) if (await looksLikeAName(item)) named.push(item);
    if (items.length < 3 || named.length < LIST_OF_THINGS * items.length) continue;
    for (const { from, to } of named)
      for (let k = from; k <= to; k += 1) {
        const word = fixed[k] as Token;
        if (!word.tags.has("Verb") || NEVER.some((tag) => word.tags.has(tag))) continue;
        if (word.tags.has("PastTense") || word.tags.has("Gerund")) continue;
        if ((await wordnet.senses(word.lemma, "n")).length > 0) fixed[k] = asNoun(word);
      }
  }
  return fixed;
}

/** Token indices of one item of a list, first and last. */
export interface ItemSpan {
  readonly from: number;
  readonly to: number;
}

/** Each sentence's items: its runs of words between commas (or colons, semicolons) and its end. */
export function itemsBySentence(tokens: readonly Token[]): Map<number, ItemSpan[]> {
  const items = new Map<number, ItemSpan[]>();
  let start = 0;
  for (const [i, token] of tokens.entries()) {
    const next = tokens[i + 1];
    const sentenceEnds = next === undefined || next.sentence !== token.sentence;
    if (!sentenceEnds && token.pause !== true) continue;
    const list = items.get(token.sentence) ?? [];
    list.push({ from: start, to: i });
    items.set(token.sentence, list);
    start = i + 1;
  }
  return items;
}
