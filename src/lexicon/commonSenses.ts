import type { Sense } from "./WordNet.js";

/**
 * The senses a lower-case word has in ordinary talk: WordNet's instances (Rudolf Diesel, the Thames) and the
 * senses it writes capitalised (the Ewe people, their language) are dropped, so a mission's "diesel" is the fuel
 * and its "ewe" the animal. Falls back to all senses when every one is proper.
 */
export function commonSenses(senses: readonly Sense[], word: string): readonly Sense[] {
  const common = senses.filter((sense) => !properSense(sense, word));
  return common.length > 0 ? common : senses;
}

/** Whether WordNet has a sense of a word as a name: an instance (Joseph Banks) or the word written capitalised. */
export function properSense(sense: Sense, word: string): boolean {
  return sense.pointers.some((p) => p.symbol === "@i") || isProperFor(sense, word);
}

function isProperFor(sense: Sense, word: string): boolean {
  const lemma = sense.lemmas?.find((l) => l.replace(/_/g, " ").toLowerCase() === word);
  return lemma !== undefined && lemma[0] !== undefined && lemma[0] !== lemma[0].toLowerCase();
}
