import { WordNet } from "../lexicon/index.js";
import { onceAWord } from "./onceAWord.js";

const wordnet = new WordNet();
/** What WordNet's definitions of an over- verb say when it is done past the measure: "fill too much". */
const EXCESS =
  /\b(?:too (?:much|many|far|large|big|high|hot|full|fast)|to excess|excessive(?:ly)?|beyond(?: (?:the|its|a))? (?:limit|capacity))\b/;

/**
 * "overfilled", "overheating", "overloaded": English's over- makes a verb of doing a thing past its measure, and a thing
 * it was done to is in trouble. Only when WordNet defines the verb so ("overfill: fill too much", "overheat: become
 * excessively hot"): "overlooking" and "overhaul" are not done to excess.
 */
export const doneToExcess = onceAWord(async (word: string): Promise<boolean> => {
  if (!word.startsWith("over") || word.length < "over".length + 3) return false;
  for (const verb of stems(word)) {
    const senses = await wordnet.senses(verb, "v");
    if (senses.slice(0, 2).some((sense) => EXCESS.test(sense.definition))) return true;
  }
  return false;
});

/** The word and what it may be the -ed, -ing or -s form of: "overfilled" → overfill, "overheating" → overheat. */
function stems(word: string): Set<string> {
  const out = new Set([word]);
  for (const ending of ["ed", "ing", "s", "es"]) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    out.add(stem);
    out.add(`${stem}e`);
    // (A doubled last consonant: "overtopped" → overtop.)
    if (stem.at(-1) === stem.at(-2)) out.add(stem.slice(0, -1));
  }
  return out;
}
