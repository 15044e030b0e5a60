/** What the words for kinds of object mean in WordNet, as the target classes need them (targetClasses.ts). */
import { commonSenses, isKindOf, nameSenses, type WordNet } from "../../lexicon/index.js";
import { unique } from "./unique.js";

/** What a noise is in WordNet ("screeching", "racket", "hum" are kinds of it). */
export const SOUND = "sound";

/** WordNet's files of what can give off a noise or a smell. */
const SOURCE_FILES = new Set(["noun.artifact", "noun.substance", "noun.animal", "noun.object"]);

/**
 * Whether a noise's words say nothing of what makes it: none but its head, or only words that say how it sounds
 * ("an awful din": an adjective; "a hissing noise": itself a sound). "An engine noise" names its source.
 */
export async function saysNoSource(
  wordnet: WordNet,
  s: { readonly text: string; readonly head: string },
): Promise<boolean> {
  const modifiers = s.text.split(" ").slice(0, -1);
  for (const word of modifiers) {
    // (An adjective that is no made thing, substance or creature in its commonest senses as a noun: "a right din"
    // is no din of a right, an entitlement.)
    const nouns = commonSenses(await wordnet.senses(word, "n"), word).slice(0, 2);
    const things = nouns.filter((sense) => SOURCE_FILES.has(sense.lexName));
    if ((await wordnet.senses(word, "a")).length > 0 && things.length === 0) continue;
    if (await isKindOf(wordnet, word, SOUND)) continue;
    return false;
  }
  return true;
}

/**
 * Whether a class's name (whole, else its head noun) is first of all a person in ordinary talk, and not also a made
 * thing among its two commonest senses: a "guard" is, a "washer" (a machine too) or a "feeder" (an animal) is not.
 */
export async function firstOfAllAPerson(wordnet: WordNet, cls: string): Promise<boolean> {
  const senses = await nameSenses(wordnet, cls);
  return (
    senses[0]?.lexName === "noun.person" &&
    !senses.slice(0, 2).some((sense) => sense.lexName === "noun.artifact")
  );
}

/** WordNet's files of a supply: a utility or facility (noun.artifact), or energy (noun.phenomenon). */
const SUPPLY_FILES = new Set(["noun.artifact", "noun.phenomenon"]);

/**
 * The other words WordNet has for a phrase's senses as a supply: "power" → electricity, electrical energy;
 * "heating" → heating system; "water" → water system, water supply. An outage is of a supply, whatever the
 * word's commonest sense (power as influence).
 */
export async function supplySenses(wordnet: WordNet, phrase: string): Promise<string[]> {
  const senses = await wordnet.senses(phrase.replace(/\s+/g, "_"), "n");
  const words = senses
    .filter((sense) => SUPPLY_FILES.has(sense.lexName))
    .flatMap((sense) => sense.words.slice(0, 3))
    .map((word) => word.replace(/_/g, " ").toLowerCase())
    .filter((word) => word !== phrase);
  return unique(words).slice(0, 6);
}

/** Hypernym steps a general word may stand above a particular one it says again ("beast" over "cow": 10). */
const SAID_AGAIN_DEPTH = 12;

/**
 * "We've got a beast out … there's a cow on the pitch": one thing sought, said once in general and once in
 * particular. The general word is the particular thing again, not a kind of its own to look for — as a kind it
 * would take in anything WordNet files under it (a "feeder" is also an animal being fattened).
 */
export async function withoutGeneralRepeats<
  S extends { readonly head: string; readonly quantity: string },
>(wordnet: WordNet, subjects: readonly S[]): Promise<S[]> {
  const kept: S[] = [];
  for (const s of subjects) {
    let repeated = false;
    for (const other of subjects)
      if (
        other !== s &&
        s.quantity === "one" &&
        other.quantity === "one" &&
        other.head !== s.head &&
        (await isKindOf(wordnet, other.head, s.head, { depth: SAID_AGAIN_DEPTH, senses: 1 }))
      ) {
        repeated = true;
        break;
      }
    if (!repeated) kept.push(s);
  }
  return kept;
}
