import { commonSenses, gerundBases, type WordNet } from "../lexicon/index.js";
import type { NounPhrase } from "./phrases.js";

/**
 * What a phrase names, from the WordNet lexicographer file of its commonest senses:
 * - `thing`: something a camera could pick out (an artifact, an object, a plant, an animal, food);
 * - `human` (noun.person); `substance` (gas, fuel, a spill); `place` (a location);
 * - `event`: a happening or an act (a storm, construction, a flood): a cause, not a thing;
 * - `time`: "last night", "today"; `abstract`: communications, power, a smell;
 * - `abstract-generic`: WordNet's top categories ("entity", "group"); `unknown`: WordNet does not know it.
 */
export type SenseKind =
  | "thing"
  | "human"
  | "substance"
  | "place"
  | "event"
  | "time"
  | "abstract"
  | "abstract-generic"
  | "unknown";

const BY_LEXNAME: Readonly<Record<string, SenseKind>> = {
  "noun.artifact": "thing",
  // Natural objects: a lake, a hill, a river — places to go, not things to pick out.
  "noun.object": "place",
  "noun.plant": "thing",
  "noun.animal": "thing",
  "noun.food": "thing",
  "noun.body": "thing",
  "noun.person": "human",
  "noun.substance": "substance",
  "noun.location": "place",
  "noun.event": "event",
  "noun.phenomenon": "event",
  "noun.act": "event",
  "noun.process": "event",
  "noun.time": "time",
  "noun.Tops": "abstract-generic",
  "noun.group": "abstract",
};

/** The kind of the whole phrase if WordNet knows it ("fire extinguisher"), else of its head noun. */
export async function senseKinds(
  wordnet: WordNet,
  phrase: NounPhrase,
  options: { possessed?: boolean; named?: boolean; located?: boolean } = {},
): Promise<SenseKind> {
  // The longest ending of the phrase WordNet knows: "spare torque wrench" is a torque wrench.
  let whole: Awaited<ReturnType<WordNet["senses"]>> = [];
  let known = phrase.head;
  const words = phrase.text.split(" ");
  for (let k = 0; k < words.length - 1 && whole.length === 0; k += 1) {
    known = words.slice(k).join(" ");
    whole = await wordnet.senses(known);
  }
  // Instances are proper nouns (Rudolf Diesel, the Thames): a mission's "diesel" is the fuel. Likewise senses
  // WordNet writes capitalised (a people, a language): a lower-case "ewe" is the animal.
  let word = whole.length > 0 ? known : phrase.head;
  let all = whole.length > 0 ? whole : await wordnet.senses(phrase.head);
  // A gerund WordNet does not list as a noun ("squealing") names what its verb's noun names ("squeal").
  for (const base of all.length === 0 ? gerundBases(phrase.head) : []) {
    all = await wordnet.senses(base);
    word = base;
    if (all.length > 0) break;
  }
  const senses = commonSenses(all, word);
  if (senses.length === 0) return "unknown";
  const kinds: SenseKind[] = [];
  for (const sense of senses.slice(0, 3)) {
    let kind = BY_LEXNAME[sense.lexName] ?? "abstract";
    // WordNet's unique beginners ("human", "animal", "artifact") sit in noun.Tops: judge them by their
    // hyponyms, which live in the lexicographer file of what they name.
    if (sense.lexName === "noun.Tops") {
      const below = await wordnet.related(sense, ["hyponym"]);
      const lex = below[0]?.lexName;
      kind =
        lex === undefined || lex === "noun.Tops"
          ? "abstract-generic"
          : (BY_LEXNAME[lex] ?? "abstract");
    }
    // a signpost-like thing whose definition makes it "a cone of cloth on a mast" is filed under communication, as a sign is; what its
    // definition says it is made as (a cone, a post) says whether a camera could pick it out.
    if (sense.lexName === "noun.communication" && (await madeAsArtifact(wordnet, sense.definition)))
      kind = "thing";
    kinds.push(kind);
  }
  const first = kinds[0] ?? "abstract";
  // A word whose first sense is abstract but which also names a thing ("supply", "spill") is searched for as a
  // thing: a camera can see supplies, not "a quantity".
  // So is one somebody owns ("my radio": the set, not the medium).
  if (
    (first === "abstract" || first === "event") &&
    (kinds.slice(1).includes("thing") ||
      // "a depth board": a board of sawn timber is a material in WordNet, a board you can read a thing.
      (whole.length === 0 && phrase.text !== phrase.head && kinds[1] === "substance")) &&
    (phrase.plural ||
      options.possessed === true ||
      // A compound naming a kind of it ("a flow meter") means the thing when the next sense is one.
      (whole.length === 0 &&
        phrase.text !== phrase.head &&
        (kinds[1] === "thing" || kinds[1] === "substance")))
  )
    return "thing";
  // "the board in the feed room": a group of people is not said to stand somewhere, so a word first for one names
  // the thing a later common sense of it is (a board as a flat piece of material, not a committee).
  if (
    senses[0]?.lexName === "noun.group" &&
    options.located === true &&
    kinds.slice(1).includes("thing")
  )
    return "thing";
  // "the yellow Peli case": only a thing has a colour, so a coloured word names the thing it can be, however far
  // down WordNet lists that sense (a case as a container).
  if (
    (first === "abstract" || first === "event") &&
    (await coloured(wordnet, words.slice(0, -1))) &&
    all.some((sense) => sense.lexName === "noun.artifact")
  )
    return "thing";
  // "the weighbridge indicator": the device a made thing carries is a thing when its word can name one (an
  // indicator as a device), whatever WordNet lists first (an indicator as a number).
  // (Not a walk or a run: what is first an act is a way, or a cause.)
  if (
    first === "abstract" &&
    whole.length === 0 &&
    phrase.text !== phrase.head &&
    senses.slice(0, 3).some((sense) => sense.lexName === "noun.artifact") &&
    // (Not a word that is also an adverb: "the gate right through" is no gate's right.)
    (await wordnet.senses(phrase.head, "r")).length === 0 &&
    (await wordnet.senses(words.at(-2) ?? "", "n"))[0]?.lexName === "noun.artifact"
  )
    return "thing";
  // "the gen yard key bunch", "a cable bundle": a group of made things (its word before the head one) is a thing a
  // camera sees, not a grouping.
  if (
    first === "abstract" &&
    senses[0]?.lexName === "noun.group" &&
    whole.length === 0 &&
    phrase.text !== phrase.head &&
    options.named !== true &&
    (await wordnet.senses(words.at(-2) ?? "", "n"))[0]?.lexName === "noun.artifact"
  )
    return "thing";
  // "the chillers were beeping": a verb made a noun by -er ("chill" → "chiller") names a thing that does it, where
  // WordNet knows the word only as something else in a sense or two (a thriller), no made thing or creature.
  if (
    (first === "abstract" || first === "event") &&
    all.length <= FEW_SENSES &&
    !all.some((sense) => LIVING_OR_MADE.has(sense.lexName)) &&
    (await agentNoun(wordnet, phrase.head))
  )
    return "unknown";
  // "people" is a group in WordNet's first sense; the people in it are persons.
  if (first === "abstract" && senses[0]?.lexName === "noun.group" && kinds.includes("human"))
    return "human";
  return first;
}

/** Whether some word is an adjective WordNet defines first by a colour ("yellow", "navy"). */
async function coloured(wordnet: WordNet, words: readonly string[]): Promise<boolean> {
  for (const word of words) {
    const [adjective] = await wordnet.senses(word, "a");
    if (adjective !== undefined && /\bcolou?r\b/.test(adjective.definition)) return true;
  }
  return false;
}

/** Whether the first noun of a definition ("a truncated cloth cone …") is, in its commonest sense, an artifact. */
async function madeAsArtifact(wordnet: WordNet, definition: string): Promise<boolean> {
  for (const word of definition
    .toLowerCase()
    .split(/[^a-z]+/)
    .slice(0, 6)) {
    if (word.length < 3) continue;
    const noun = (await wordnet.senses(word, "n"))[0];
    if (noun === undefined) continue;
    // An adjective or a verb first ("truncated", "bearing") is not the noun yet.
    if (
      (await wordnet.senses(word, "a")).length > 0 ||
      (await wordnet.senses(word, "v")).length > 0
    )
      if (noun.lexName !== "noun.artifact") continue;
    return noun.lexName === "noun.artifact";
  }
  return false;
}

/** A word with this many senses or fewer may lack the everyday one (a "chiller" as a machine). */
const FEW_SENSES = 2;
/** WordNet's files of made things, natural objects, creatures and bodies of people (an insurer as a firm). */
const LIVING_OR_MADE = new Set([
  "noun.artifact",
  "noun.object",
  "noun.person",
  "noun.animal",
  "noun.group",
]);

/** Whether a noun is a verb with -er on it ("chiller", "freezer", "shredder"): the one that does it. */
async function agentNoun(wordnet: WordNet, noun: string): Promise<boolean> {
  if (!noun.endsWith("er") || noun.length < 5) return false;
  const stem = noun.slice(0, -2);
  const stems = [stem, `${stem}e`];
  // (A doubled consonant: "shredder" from "shred".)
  if (/([b-df-hj-np-tv-z])\1$/.test(stem)) stems.push(stem.slice(0, -1));
  for (const verb of stems) if ((await wordnet.senses(verb, "v")).length > 0) return true;
  return false;
}
