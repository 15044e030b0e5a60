import { deliversStuff, gerundBases, suppliedStuff, type WordNet } from "../../lexicon/index.js";

/**
 * The classes on the map that carry a supply said to have failed ("no water": the borehole pump, the header tank,
 * the water intake; "the power's off": the pole transformer, the standby generator), by what WordNet says they
 * move, hold or make (lexicon `deliversStuff`). `alsoSaid` are WordNet's other words for the supply
 * (`supplySenses`: "power" → electricity).
 */
export async function supplyCarriers(
  wordnet: WordNet,
  phrase: string,
  alsoSaid: readonly string[],
  classes: readonly string[],
): Promise<string[]> {
  const stuff = await suppliedStuff(wordnet, phrase, [...alsoSaid, ...gerundBases(phrase)]);
  if (stuff.length === 0) return [];
  const carriers: string[] = [];
  for (const cls of classes)
    if (await deliversStuff(wordnet, cls, stuff, { saidAs: [phrase] })) carriers.push(cls);
  return carriers;
}
