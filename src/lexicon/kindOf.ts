import type { Sense, WordNet } from "./WordNet.js";
import { commonSenses } from "./commonSenses.js";

/**
 * Whether a thing called `name` ("propane_tank", "lorry") is a `kind` ("tank", "truck", "vehicle") in WordNet:
 * the same words, a synonym, or a hypernym within `depth` steps of one of its commonest senses (two unless
 * `senses` says). The whole
 * name is looked up first ("fire extinguisher"), then its head noun (the last word).
 */
export async function isKindOf(
  wordnet: WordNet,
  name: string,
  kind: string,
  options: { depth?: number; senses?: number } = {},
): Promise<boolean> {
  const words = name.toLowerCase().replace(/[_-]+/g, " ").trim();
  const wanted = kind.toLowerCase().replace(/[_-]+/g, " ").trim();
  if (words === wanted || words.endsWith(` ${wanted}`)) return true;
  // The two commonest senses in ordinary talk: a lower-case "ewe" is the sheep, not the people or their language.
  const senses = (await nameSenses(wordnet, name)).slice(0, options.senses ?? 2);
  for (const sense of senses) {
    if (sense.words.includes(wanted)) return true;
    const above = await wordnet.closure(sense, ["hypernym"], { depth: options.depth ?? 4 });
    if (above.some((entry) => entry.sense.words.includes(wanted))) return true;
  }
  return false;
}

/**
 * The senses a thing's name ("propane_tank", "lorry") has in ordinary talk (`commonSenses`), in WordNet's order:
 * the whole name's if WordNet knows it ("fire extinguisher"), else its head noun's (the last word).
 */
export async function nameSenses(wordnet: WordNet, name: string): Promise<readonly Sense[]> {
  const words = name.toLowerCase().replace(/[_-]+/g, " ").trim();
  const head = words.split(" ").at(-1) ?? words;
  const whole = words.includes(" ") ? await wordnet.senses(words) : [];
  return commonSenses(
    whole.length > 0 ? whole : await wordnet.senses(head),
    whole.length > 0 ? words : head,
  );
}
