import type { WordNet } from "./WordNet.js";
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
  const head = words.split(" ").at(-1) ?? words;
  const whole = words.includes(" ") ? await wordnet.senses(words) : [];
  // The two commonest senses in ordinary talk: a lower-case "ewe" is the sheep, not the people or their language.
  const senses = commonSenses(
    whole.length > 0 ? whole : await wordnet.senses(head),
    whole.length > 0 ? words : head,
  ).slice(0, options.senses ?? 2);
  for (const sense of senses) {
    if (sense.words.includes(wanted)) return true;
    const above = await wordnet.closure(sense, ["hypernym"], { depth: options.depth ?? 4 });
    if (above.some((entry) => entry.sense.words.includes(wanted))) return true;
  }
  return false;
}
