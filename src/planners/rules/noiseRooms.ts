import { gerundBases, isKindOf, type WordNet } from "../../lexicon/index.js";
import type { SemanticMap } from "../../map/index.js";
import { isWalled } from "./mapQueries.js";

/** Hypernym steps from a word of a building's name to "machine" or "mechanism" (as for noise makers). */
const MAKER_DEPTH = 6;
/** WordNet's kinds of what makes a noise with no source named. */
const MAKERS = ["machine", "mechanism"] as const;

/**
 * Buildings named for the machines they house ("the pumping station", "the engine house", "the boiler
 * house"): where a noise with no source named may come from, though no machine inside is on a map made from the
 * air. A word of the building's map name, or the verb a gerund of it is made from ("pumping": pump), is a kind of
 * machine or mechanism in WordNet. Nothing is listed here.
 */
export async function machineHouses(wordnet: WordNet, map: SemanticMap): Promise<string[]> {
  const houses: string[] = [];
  for (const name of map.objectNames()) {
    if (!isWalled(map, name)) continue;
    const words = name
      .toLowerCase()
      .split(/[_\s-]+/)
      .filter((word) => /^[a-z]{3,}$/.test(word));
    if (await someMachine(wordnet, words)) houses.push(name);
  }
  return houses;
}

async function someMachine(wordnet: WordNet, words: readonly string[]): Promise<boolean> {
  for (const word of words) {
    // ("multi_storey_car_park", "portable_cabin": a car is parked, not housed running; "portable" says how.)
    if ((await wordnet.senses(word, "a")).length > 0) continue;
    if (await isKindOf(wordnet, word, "vehicle", { depth: MAKER_DEPTH, senses: 1 })) continue;
    for (const form of [word, ...gerundBases(word)])
      for (const kind of MAKERS)
        if (await isKindOf(wordnet, form, kind, { depth: MAKER_DEPTH, senses: 1 })) return true;
  }
  return false;
}
