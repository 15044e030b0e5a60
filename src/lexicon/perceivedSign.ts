import type { WordNet } from "./WordNet.js";
import { gerundBases } from "./gerund.js";

/** What a sign is perceived by: heard or smelled. */
export type SignKind = "sound" | "smell";

/** WordNet's own categories of what is heard and what is smelled, which every sound and smell is a kind of. */
const CATEGORIES: readonly {
  readonly kind: SignKind;
  readonly lemma: string;
  readonly lexName: string;
}[] = [
  { kind: "sound", lemma: "sound", lexName: "noun.event" },
  { kind: "smell", lemma: "smell", lexName: "noun.cognition" },
  { kind: "smell", lemma: "olfactory property", lexName: "noun.attribute" },
];
const MAX_STEPS = 6;

/**
 * Whether a noun's commonest sense is something heard or smelled ("a din", "a clatter", "a pong"): a sign of a
 * cause to find, never a thing to look at nor an act ("making a din" makes nothing). WordNet's hypernyms
 * decide; no list of noises or smells of ours.
 */
export async function perceivedSign(wordnet: WordNet, noun: string): Promise<SignKind | undefined> {
  let current = (await wordnet.senses(noun.replace(/ /g, "_"), "n"))[0];
  // ("a loud beeping": an -ing form WordNet has no noun for is the noun of its verb, "beep".)
  if (current === undefined && !noun.includes(" "))
    for (const base of gerundBases(noun)) {
      current = (await wordnet.senses(base, "n"))[0];
      if (current !== undefined) break;
    }
  for (let step = 0; step <= MAX_STEPS && current !== undefined; step += 1) {
    const sense = current;
    const hit = CATEGORIES.find(
      (c) => c.lexName === sense.lexName && sense.words.includes(c.lemma),
    );
    if (hit !== undefined) return hit.kind;
    current = (await wordnet.related(sense, ["hypernym"]))[0];
  }
  // ("a right whiff of petrol": WordNet has the noun only as a puff of air, but its verb, first of all, perceives by
  // inhaling — what is perceived so is a smell. One word, not a phrase.)
  if (noun.includes(" ")) return undefined;
  const [verb] = await wordnet.senses(noun, "v");
  if (verb?.lexName !== "verb.perception") return undefined;
  // (Sounds are nouns of their own in WordNet; a verb of sounding — "ring", "clump" — names a thing too.)
  return /\b(?:smell|sniff|inhal\w*|nose)\b/.test(verb.definition) ? "smell" : undefined;
}

/** Words of a gloss that deny a sound ("free of noise"): an adjective so defined says nothing is heard. */
const SILENCE = /\b(?:free of|absence|without|silent|no sound)\b/;

/**
 * Whether a text says something is heard: a word that is a sound ("a rattle", "hissing", "whining") or an
 * adjective WordNet defines by sound ("loud", "noisy", "deafening"). A fault so described can be the noise a
 * complaint is about, whatever other words the two share.
 */
export async function namesASound(wordnet: WordNet, text: string): Promise<boolean> {
  const words = new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);
  for (const word of words) {
    if (word.length < 3) continue;
    for (const form of [word, ...gerundBases(word)])
      if ((await perceivedSign(wordnet, form)) === "sound") return true;
    const adjective = (await wordnet.senses(word, "a"))[0];
    if (
      adjective !== undefined &&
      /\b(?:sound|sounds|noise|loud|hearing)\b/.test(adjective.definition) &&
      !SILENCE.test(adjective.definition)
    )
      return true;
  }
  return false;
}
