import type { WordNet } from "../../lexicon/index.js";
import type { PlaceQualifier } from "../../mission/index.js";
import { COMPASS_WORDS } from "./placeWords.js";

/** WordNet's files of things a camera picks out: a place named for one of these is named for what is kept there. */
const THING_FILES: ReadonlySet<string> = new Set([
  "noun.artifact",
  "noun.animal",
  "noun.plant",
  "noun.food",
]);

/**
 * "the pedal kart track", "the bike shed", "the boat park": a place named for a kind of thing is where such things
 * stand, so going over it looks for them too. Returns the naming words as labels ("pedal_kart", and its head
 * "kart"), for the places the goal names other than a journey's ends. Words WordNet does not know count (a trade's
 * own word, like "kart"); adjectives, compass sides, words in -ing and nouns of other kinds ("old", "north",
 * "sailing", "top") do not.
 */
export async function thingsPlacesAreNamedFor(
  wordnet: WordNet,
  places: readonly PlaceQualifier[],
): Promise<string[]> {
  const labels: string[] = [];
  for (const place of places) {
    if (place.relation === "from" || place.relation === "to") continue;
    const words = place.text.toLowerCase().split(/\s+/).filter(Boolean);
    const modifiers: string[] = [];
    for (const word of words.slice(0, -1)) {
      if (COMPASS_WORDS.has(word) || word.endsWith("ing") || /\d/.test(word)) continue;
      if (await namesAThing(wordnet, word)) modifiers.push(word);
      else modifiers.length = 0;
    }
    if (modifiers.length === 0) continue;
    labels.push(modifiers.join("_"));
    if (modifiers.length > 1) labels.push(modifiers.at(-1) ?? "");
  }
  return [...new Set(labels.filter(Boolean))];
}

/** WordNet's commonest senses of a noun looked at: "valve" is a heart's before it is a tap's. */
const SENSES_LOOKED_AT = 2;

async function namesAThing(wordnet: WordNet, word: string): Promise<boolean> {
  const nouns = await wordnet.senses(word, "n");
  if (nouns.length === 0) {
    const adjective =
      (await wordnet.senses(word, "a")).length > 0 || (await wordnet.senses(word, "s")).length > 0;
    return !adjective && (await wordnet.senses(word, "v")).length === 0;
  }
  return nouns.slice(0, SENSES_LOOKED_AT).some((sense) => THING_FILES.has(sense.lexName));
}
