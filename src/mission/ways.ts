/**
 * The ways a route question is about: words of a way's state and fitness, the way asked about, travelled or said to
 * be open or shut, and whether a phrase names a way at all (WordNet). Read by `classify` and `readMission`.
 */
import type { WordNet } from "../lexicon/index.js";
import { FIT_FOR_PATTERN } from "./cues.js";
import type { Subject } from "./MissionGoal.js";
import { regExpText } from "./regExpText.js";

/** Words of a way's state: fitness, or whether it is open ("is the back road passable?"). */
export const WAY_STATE_WORDS =
  /\b(?:ok(?:ay)?|alright|all right|fine|fit|good|clear|safe|usable|all the way|open|passable|impassable|blocked|closed|shut|drivable|driveable|through)\b/i;

/** Words of fitness for use, which about a way ask whether it can be travelled. */
export const FIT_WORDS =
  /\b(?:ok(?:ay)?|alright|all right|fine|fit|good|clear|safe|usable|all the way)\b/i;

/**
 * The way (a road, a lane, a track: a kind of way or path in WordNet) the mission asks about: the first subject
 * that is one and shares a sentence with one of `words` (of fitness, or of being open). Undefined when none.
 */
export async function wayAsked(
  wordnet: WordNet,
  text: string,
  subjects: readonly Subject[],
  words: RegExp,
): Promise<string | undefined> {
  const sentences = text.split(/(?<=[.?!])\s+/);
  for (const subject of subjects) {
    const said = sentences.filter(
      (sentence) =>
        saidAt(sentence.toLowerCase(), subject.text) !== undefined && words.test(sentence),
    );
    if (said.length === 0) continue;
    if (await isAWay(wordnet, subject.text)) return subject.text;
  }
  return undefined;
}

/**
 * The way a route runs by, said with a verb or preposition of going by it: "using the back road", "via the
 * service lane", "along the river path", "ride the bridleway". Candidates are the mission's subjects and places.
 */
export async function wayTravelled(
  wordnet: WordNet,
  text: string,
  candidates: readonly { readonly text: string }[],
): Promise<string | undefined> {
  const lower = text.toLowerCase();
  for (const candidate of candidates) {
    const at = lower.indexOf(candidate.text);
    if (at < 0) continue;
    const before = lower.slice(Math.max(0, at - 24), at);
    if (
      !/\b(?:using|use|via|along|through|thru|across|over|up|down|round|around|taking|take|by way of|walk|ride|drive|cycle|follow|hike)\s+(?:the\s+|that\s+|our\s+)?$/.test(
        before,
      )
    )
      continue;
    // What one goes along is a way, whatever else the word names ("along the woodland ride").
    if (
      /\balong\s+(?:the\s+|that\s+|our\s+)?$/.test(before) ||
      (await isAWay(wordnet, candidate.text))
    )
      return candidate.text;
  }
  return undefined;
}

/**
 * Where a subject's words are said in lower-cased text, a word said in the plural too ("the woods track" for the
 * subject "wood track"): the start and end of the words as said.
 */
export function saidAt(lower: string, phrase: string): { at: number; end: number } | undefined {
  const words = phrase.split(" ").map(regExpText);
  const match = new RegExp(`\\b${words.join("(?:s|es)?\\s+")}(?:s|es)?\\b`).exec(lower);
  return match === null ? undefined : { at: match.index, end: match.index + match[0].length };
}

/** Prepositions that say where a way leads ("the lane into town", "the track up to the mast"). */
const LEADS_TO = [
  "into",
  "to",
  "from",
  "through",
  "past",
  "up",
  "down",
  "along",
  "across",
  "over",
  "out",
  "round",
  "around",
  "onto",
].join("|");
/** Right after a way's name: where it leads, if said, then the state asked of it ("into town open"). */
const STATE_AFTER_WAY = new RegExp(
  `^(?:\\s+(?:${LEADS_TO})(?:\\s+(?:${LEADS_TO}))*(?:\\s+the)?(?:\\s+[a-z'-]+){1,2})?` +
    "\\s+(?:still\\s+)?(?:open|closed|shut|blocked|clear|passable|impassable)\\b",
);

/**
 * Whether a way is asked about by its state: "is the service lane open yet", "the farm track is still blocked".
 */
export async function wayStateAsked(
  wordnet: WordNet,
  text: string,
  subjects: readonly Subject[],
): Promise<string | undefined> {
  const lower = text.toLowerCase();
  for (const subject of subjects) {
    const found = saidAt(lower, subject.text);
    if (found === undefined) continue;
    const { at, end } = found;
    const after = lower.slice(end, end + 60);
    const before = lower.slice(Math.max(0, at - 40), at);
    const stated =
      /^[^.?!]*?\b(?:is|are|'s)\s+(?:still\s+|it\s+)?(?:open|closed|shut|blocked|clear|passable|impassable)\b/.test(
        after,
      );
    // "Is the back lane open?": the question puts the verb first. What the way is said to lead to may stand
    // between ("is the lane into town open yet?", "is the path down to the jetty clear?").
    const asked =
      /\b(?:is|are|isn't|aren't)\s+(?:the\s+|our\s+|that\s+|this\s+)?[^.?!,]*$/.test(before) &&
      STATE_AFTER_WAY.test(after);
    if (!stated && !asked) continue;
    if (await isAWay(wordnet, subject.text)) return subject.text;
  }
  return undefined;
}

/**
 * A way one travels along: the commonest sense of the phrase (or of its head) is an artifact that is, or is a
 * kind of, a way or a path (road, lane, driveway, footpath). Rarer senses do not count: "room" is also "space for
 * movement", a synonym of "way".
 */
export async function isAWay(wordnet: WordNet, text: string): Promise<boolean> {
  const words = text.toLowerCase().replace(/[_-]+/g, " ").trim();
  const whole = words.includes(" ") ? await wordnet.senses(words, "n") : [];
  const head = words.split(" ").at(-1) ?? words;
  const senses = whole.length > 0 ? whole : await closedCompoundSenses(wordnet, head);
  const ways = (words: readonly string[]): boolean =>
    words.includes("way") || words.includes("path");
  // A built way (road, lane) or a natural one (a track, a trail: WordNet's "path" as a line one travels), by
  // one of the two commonest senses as a thing ("path" is first a way of life), never a quantity of space.
  // A crossing one goes over or through is travelled too: WordNet defines a bridge as what "allows people or
  // vehicles to cross", an underpass as "enabling pedestrians to cross".
  const crossing = (definition: string): boolean => /\bto cross\b/.test(definition);
  // (By its commonest senses as a thing: "walk" is first an act, but "the riverside walk" said to be clear is the
  // path set aside for walking.)
  const things = senses.filter((s) => s.lexName === "noun.artifact" || s.lexName === "noun.object");
  // A channel for water or other fluids (a sluice: a conduit, "a passage … through which water … can pass") is a
  // way for what flows in it, not for anyone to travel.
  const forFluids = (definition: string): boolean =>
    /\b(?:water|fluids?|liquids?|gas)\b/.test(definition);
  for (const sense of things.slice(0, 2)) {
    if (forFluids(sense.definition)) continue;
    if (ways(sense.words) || crossing(sense.definition)) return true;
    const above = await wordnet.closure(sense, ["hypernym"], { depth: 3 });
    const below = above.findIndex(
      (entry) => ways(entry.sense.words) || crossing(entry.sense.definition),
    );
    if (below >= 0 && !above.slice(0, below).some((entry) => forFluids(entry.sense.definition)))
      return true;
  }
  return false;
}

/** "Is the lane ok to drive up?": fitness (ok, safe, clear…) for a verb of motion. */
export async function fitForMotion(
  wordnet: WordNet,
  text: string,
  subjects: readonly Subject[] = [],
): Promise<boolean> {
  const verb = FIT_FOR_PATTERN.exec(text)?.[1]?.toLowerCase();
  if (verb !== undefined && (await motionVerbs(wordnet, [{ lemma: verb }]))) return true;
  // "is the blue still rideable?": an adjective of being able to be travelled, made from a verb of motion (the
  // tagger's list of such words cannot hold every way of going: rideable, cyclable, wadeable) — said of a way, not
  // of a thing ("is the pump movable?" asks whether it can be moved).
  if (subjects.some((s) => !s.related && s.sense === "thing")) return false;
  for (const [, stem] of text.toLowerCase().matchAll(ABLE)) {
    if (stem === undefined) continue;
    for (const lemma of [stem, `${stem}e`, stem.replace(/(.)\1$/, "$1")]) {
      const senses = (await wordnet.senses(lemma, "v")).slice(0, 2);
      if (senses.length > 0 && senses.every((s) => s.lexName === "verb.motion")) return true;
    }
  }
  return false;
}

/** Words of being able to be done, said of something: "is … rideable", "is … drivable" (group 1 the stem). */
const ABLE = /\b(?:is|are|was|were|'s)\s+(?:[a-z']+\s+){0,4}?([a-z]{3,}?)e?able\b/g;

/** Whether any verb's common senses are of motion or of taking, giving and carrying (WordNet lexicographer files). */
export async function motionVerbs(
  wordnet: WordNet,
  list: readonly { lemma: string }[],
): Promise<boolean> {
  for (const verb of list) {
    const senses = (await wordnet.senses(verb.lemma, "v")).slice(0, 3);
    if (senses.some((s) => s.lexName === "verb.motion" || s.lexName === "verb.possession"))
      return true;
  }
  return false;
}

/**
 * A word's noun senses; for a closed compound WordNet does not list ("bridleway", "cycleway"), those of its
 * longest known ending of at least three letters: the last part of a compound is its head.
 */
async function closedCompoundSenses(wordnet: WordNet, word: string) {
  const own = await wordnet.senses(word, "n");
  if (own.length > 0) return own;
  for (let start = 1; start <= word.length - 3; start += 1) {
    const ending = await wordnet.senses(word.slice(start), "n");
    if (ending.length > 0) return ending;
  }
  return own;
}
