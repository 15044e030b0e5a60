import type { Sense, WordNet } from "./WordNet.js";

/**
 * Natural masses that come down across a way out of doors after weather: a slide of earth (WordNet's landslide)
 * and a drift heaped by wind or water. Seed words only; what they are called is read from WordNet.
 */
const SEEDS = ["landslide", "drift"] as const;
/** Senses of things that happen or lie on the ground, not a landslide at the polls or a drift of meaning. */
const GROUND_SENSES = new Set(["noun.event", "noun.object"]);

/**
 * Detector labels for what may have closed a way and is not a tree: for each seed, its sense with the most kinds
 * under it among events and natural objects, that sense's words, the words of what it is a kind of (a landslide
 * is a slide: a peat slide is seen by "slide") and of its kinds (a mudslide, a snowdrift).
 */
export function wayHazardWords(wordnet: WordNet): Promise<string[]> {
  // Asked at every planning step of a route: worked out once per WordNet.
  let words = KNOWN.get(wordnet);
  if (words === undefined) {
    words = hazardWords(wordnet);
    KNOWN.set(wordnet, words);
  }
  return words.then((list) => [...list]);
}

const KNOWN = new WeakMap<WordNet, Promise<readonly string[]>>();

async function hazardWords(wordnet: WordNet): Promise<string[]> {
  const words: string[] = [];
  for (const seed of SEEDS) {
    const senses = (await wordnet.senses(seed)).filter((s) => GROUND_SENSES.has(s.lexName));
    let best: { sense: Sense; kinds: Sense[] } | undefined;
    for (const sense of senses) {
      const kinds = await wordnet.related(sense, ["hyponym"]);
      if (best === undefined || kinds.length > best.kinds.length) best = { sense, kinds };
    }
    if (best === undefined) continue;
    const [up] = await wordnet.related(best.sense, ["hypernym"]);
    for (const sense of [best.sense, ...(up === undefined ? [] : [up]), ...best.kinds])
      words.push(...sense.words.map((w) => w.toLowerCase().replace(/ /g, "_")));
  }
  return [...new Set(words)];
}
