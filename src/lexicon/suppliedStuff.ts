import type { Sense, WordNet } from "./WordNet.js";
import { commonSenses } from "./commonSenses.js";
import { isKindOf } from "./kindOf.js";

/** WordNet's files of what a supply delivers: a substance (water, air) or a form of energy (electricity, heat). */
const STUFF_FILES = new Set(["noun.substance", "noun.phenomenon"]);
/** The shortest stuff word matched in a definition ("ac", "i" for iodine are other words too). */
const MIN_STUFF_LETTERS = 3;
/** Hypernym steps from the stuff to what a definition may call it instead (water → liquid → fluid). */
const STUFF_UP = 2;
/**
 * Kinds so general that a definition mentioning them says nothing of a supply: every machine converts "energy",
 * every mixture is a "substance" or a "compound".
 */
const TOO_GENERAL = new Set([
  "substance",
  "matter",
  "compound",
  "chemical compound",
  "binary compound",
  "element",
  "energy",
  "physical phenomenon",
  "natural phenomenon",
  "chemical phenomenon",
  "material",
  "stuff",
]);
/** A made thing's senses read for what it moves or holds. */
const KIND_SENSES = 3;

/**
 * What a supply said to have failed is made of, in the words a definition would use: "water" → water, liquid,
 * fluid; "power" (through its supply senses electricity, electrical energy) → electricity, electrical energy;
 * "heating" (through "heat") → heat, heat energy. `alsoSaid` are other words for the same supply (WordNet's supply
 * senses, the gerund's base). Nothing for a supply that is no substance or energy ("the wifi", "the comms").
 */
export async function suppliedStuff(
  wordnet: WordNet,
  phrase: string,
  alsoSaid: readonly string[] = [],
): Promise<string[]> {
  const stuff = new Set<string>();
  const read = async (word: string, own: boolean): Promise<number> => {
    const before = stuff.size;
    // (Only what the word means first, and only if ordinary talk uses that sense at all: WordNet lists "till" as
    // glacial clay first, a sense its tagged corpus never met; the till in a shop is a cash drawer.)
    const all = await wordnet.senses(word.replace(/\s+/g, "_"), "n");
    const counts = await wordnet.senseCounts(word, "n");
    for (const sense of all.slice(0, 1)) {
      if (all.length > 1 && (counts.get(sense.offset) ?? 0) === 0) continue;
      // (Another word for the supply names its energy, not a substance: "light" is also said "lighter", whose
      // first sense is the igniting substance.)
      if (!(await isSupplied(wordnet, sense)) || (!own && sense.lexName === "noun.substance"))
        continue;
      for (const w of sense.words) stuff.add(w);
      // (Its kinds one step down are said of it too: "alternating current" is electricity.)
      const near = [
        ...(await wordnet.closure(sense, ["hypernym"], { depth: STUFF_UP })),
        ...(await wordnet.closure(sense, ["hyponym"], { depth: 1 })),
      ];
      for (const { sense: other } of near)
        if (STUFF_FILES.has(other.lexName)) for (const w of other.words) stuff.add(w);
    }
    return stuff.size - before;
  };
  let found = await read(phrase, true);
  for (const word of alsoSaid) found += await read(word, false);
  // ("hot water": WordNet's idiom is a predicament. What makes it hot is what failed — "hot" is said of heat —
  // else what is meant is its head: "drinking water" is water.)
  const words = phrase.split(/\s+/);
  if (found === 0 && words.length > 1) {
    for (const modifier of words.slice(0, -1)) {
      const [quality] = await wordnet.senses(modifier, "a");
      if (quality === undefined) continue;
      for (const noun of await wordnet.related(quality, ["derivation"]))
        for (const word of noun.words) found += await read(word, false);
    }
    if (found === 0) await read(words.at(-1) ?? phrase, true);
  }
  const kept: string[] = [];
  for (const w of stuff)
    if (w.length >= MIN_STUFF_LETTERS && !TOO_GENERAL.has(w) && (await saysStuffAlone(wordnet, w)))
      kept.push(w);
  return kept;
}

/**
 * Whether a sense is something a site is supplied with: a substance (water, air), or energy itself one step down
 * (electricity, heat). Light is radiation before it is energy, and is what a lamp gives, not what feeds it.
 */
async function isSupplied(wordnet: WordNet, sense: Sense): Promise<boolean> {
  return sense.lexName === "noun.substance" || (await isEnergySense(wordnet, sense));
}

/** Whether a sense is a form of energy one step below "energy" (electricity, heat), not radiation such as light. */
export async function isEnergySense(wordnet: WordNet, sense: Sense): Promise<boolean> {
  if (sense.lexName !== "noun.phenomenon") return false;
  const above = await wordnet.related(sense, ["hypernym"]);
  return above.some((up) => up.words.includes("energy"));
}

/**
 * Whether a word of a stuff's synset says the stuff on its own in a definition: "power" is first of all
 * influence ("power operated" is no electricity), "water" first of all the liquid, "gas" the state.
 */
async function saysStuffAlone(wordnet: WordNet, word: string): Promise<boolean> {
  if (word.includes(" ")) return true;
  const [first] = await wordnet.senses(word, "n");
  return first !== undefined && (STUFF_FILES.has(first.lexName) || first.lexName === "noun.state");
}

/**
 * The forms a stuff word takes in a definition: "heat" as heats, heated, heating, heater. (Not "electric" for
 * electricity: "an electric refrigerator" uses the supply, it does not deliver it.)
 */
function saidAs(word: string, token: string): boolean {
  if (token === word) return true;
  return /^(?:s|es|ed|d|ing|er)$/.test(token.startsWith(word) ? token.slice(word.length) : "-");
}

/**
 * Words before a stuff word that make it the thing's setting or its means, not what it moves or holds: a boat
 * travels "on water", a slipway slopes down to "the water", a tram is "propelled by electricity" (but a generator
 * converts energy "into electrical energy").
 */
const SETTING = new Set(["on", "in", "the", "by", "over", "under", "across", "through"]);

/** Whether a definition says the thing moves, holds or makes one of the stuff words ("moves fluid or gas"). */
function mentionsStuff(text: string, stuff: readonly string[]): boolean {
  const tokens = text.toLowerCase().split(/[^a-z]+/);
  const at = (i: number, parts: readonly string[]): boolean =>
    !SETTING.has(tokens[i - 1] ?? "") && parts.every((p, k) => saidAs(p, tokens[i + k] ?? ""));
  return stuff.some((s) => tokens.some((_, i) => at(i, s.split(" "))));
}

/**
 * Whether a kind of made thing ("borehole_pump", "pole_transformer", "header_tank") moves, holds, carries or makes
 * the stuff of a supply, by its name or WordNet's definition of it: a pump "moves fluid", a transformer changes
 * "alternating current", a water trough holds water by name. A kind named for other stuff ("heating_oil_tank",
 * "grease_trap") holds that, not this.
 */
export async function deliversStuff(
  wordnet: WordNet,
  cls: string,
  stuff: readonly string[],
  options: { readonly saidAs?: readonly string[] } = {},
): Promise<boolean> {
  if (stuff.length === 0) return false;
  const words = cls.toLowerCase().split(/[_\s-]+/);
  // (A kind named for the supply as the mission says it is one of its carriers: a "power_pole" for the power.)
  const names = [...stuff, ...(options.saidAs ?? [])];
  // (Said as the name says it: "heating_boiler" names heat.)
  if (names.some((s) => s.split(" ").every((p) => words.some((w) => saidAs(p, w))))) return true;
  for (const word of words.slice(0, -1)) {
    // (A lower-case "diesel" is the fuel, not Rudolf Diesel.)
    const [first] = commonSenses(await wordnet.senses(word, "n"), word);
    if (first !== undefined && first.lexName === "noun.substance" && !stuff.includes(word))
      return false;
  }
  const whole = words.length > 1 ? await wordnet.senses(words.join("_"), "n") : [];
  const senses: readonly Sense[] =
    whole.length > 0 ? whole : await wordnet.senses(words.at(-1) ?? "", "n");
  const carrier = (all: readonly Sense[]): boolean =>
    all
      .slice(0, KIND_SENSES)
      .some((sense) => sense.lexName === "noun.artifact" && mentionsStuff(sense.definition, stuff));
  if (carrier(senses)) return true;
  // ("stopcock_chamber", "valve_chamber", "pump_house": what houses a carrier is where to look at it. Not a
  // "bottle_fridge" or a "paddle_rack": a fridge or a rack houses nothing of a supply.)
  if (whole.length > 0 || !(await housesThings(wordnet, words.at(-1) ?? ""))) return false;
  for (const word of words.slice(0, -1)) if (carrier(await wordnet.senses(word, "n"))) return true;
  return false;
}

/** Kinds of made thing that house others: a chamber, a house, a kiosk, a room. */
const HOUSINGS = ["enclosure", "structure", "room"];

async function housesThings(wordnet: WordNet, head: string): Promise<boolean> {
  for (const kind of HOUSINGS) if (await isKindOf(wordnet, head, kind, { senses: 1 })) return true;
  return false;
}
