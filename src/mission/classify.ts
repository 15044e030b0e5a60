/**
 * What kind of question a mission is (find, assess, explain, route, survey), from its words and WordNet, and
 * which way a route question is about.
 */
import type { WordNet } from "../lexicon/index.js";
import {
  ABILITY_PATTERN,
  ACCESS_WORDS,
  ASSESS_PATTERN,
  EXPLAIN_PATTERN,
  FARED_PATTERN,
  FIND_PATTERN,
  FIT_FOR_PATTERN,
  HIDDEN_PATTERN,
  MOTION_ADJECTIVES,
  ROUND_PATTERN,
  SURVEY_PATTERN,
  SYMPTOM_PATTERN,
  WAY_QUESTION_PATTERN,
} from "./cues.js";
import type { GoalKind, Subject } from "./MissionGoal.js";
import type { Token } from "./phrases.js";

/** Asking for a cause outright, even alongside "find": "find out why", "what is wrong". */
const STRONG_EXPLAIN =
  /\b(?:why|find out|figure out|what(?:'s| has) happened|what(?:'s| is) wrong|went wrong|cause of|causing|what(?:'s| is) up with|what(?:'s| is) (?:going on|the matter|the problem|the trouble)|the matter with)\b|\bwhat(?:'s| is| was| are)\s+(?!missing\b)\w+ing\b|\bwhere(?:'s| is| does| did)?\s+(?:it|its|it's|that|that's|this|all that|the\s+(?:water|\w+)(?=\s+(?:is|'s|was)\s+coming))\s+(?:(?:is|does|did)\s+)?(?:\w+\s+)?(?:coming|come|comes)\s+from\b/i;
/** Asking what a thing perceived is: "what is it?", "what's that?". */
const IDENTITY_QUESTION = /\bwhat(?:'s|\s+is|\s+was)\s+(?:it|that|this)\s*\?/i;
/**
 * "can you actually get along the pond path to it?", "could you even get through the yard?": whether the robot
 * can make its way along or through a place, asked as a question on its own — not a request that goes on to a
 * task ("can you get over to the shed and have a look?").
 */
const ROBOT_CAN_PASS =
  /\b(?:can|could)\s+(?:you|u)\s+(?:(?:actually|still|even|really)\s+(?:get|make it|drive)\s+(?:\w+\s+)?(?:to|along|through|thru|across|past|over|up|down)|(?:get|make it|drive)\s+(?:\w+\s+)?(?:along|through|thru|across|past))\b(?![^.?!]*\band\b)[^.?!]*\?/i;
export interface ClassifyInput {
  readonly text: string;
  readonly tokens: readonly Token[];
  /** Something heard or smelled is said ("a racket all night"). */
  readonly sensed?: boolean;
  /** The mission names a way it goes along or through ("along the green lane"). */
  readonly travelsAWay?: boolean;
  readonly purpose: string | undefined;
  readonly subjects: readonly Subject[];
  readonly causes: readonly Subject[];
  readonly unsupported: boolean;
  /** The mission has a verb of moving or of taking and handing over. */
  readonly movesOrCarries: boolean;
  /** It asks whether a movement is fit to make ("ok to drive up", "safe to cross"). */
  readonly fitForMotion: boolean;
  /** How many places the mission names ("in the yard"). */
  readonly places?: number;
  /** It asks whether others can make a movement ("can people walk from … to …?"). */
  readonly othersMove?: boolean;
  /** It asks whether a way (a road, a lane, a path) is fit to use. */
  readonly aboutAWay: boolean;
}

/** Asked to look things over. */
const CHECK_PATTERN = /\b(?:check|inspect|look at|look over)\b/i;
/** Asked to go round a place: "go right round the lake path", "walk around the yard". */
const GO_ROUND =
  /\b(?:go|walk|drive|head|nip)\s+(?:right\s+|all the way\s+)?(?:round|around)\s+(?:the|our|that)\b/i;

/** Asking about every one of a set of things, or which of them are in some state. */
const EACH_OF_A_SET =
  /\b(?:which (?:ones?|of (?:the|them|our|my|those|these|all))|each (?:one|of (?:the|them|our|my|those|these))|every one of)\b/i;

/** "can the van get to the barn", "get up onto the top field": getting somewhere is moving, whatever WordNet's "get" is first. */
const GETS_SOMEWHERE =
  /\b(?:get|gets|getting)\s+(?:\w+\s+)?(?:to|from|into|onto|through|across|along|up|down|over|round|around|past)\b/i;

/**
 * "Can people walk …", "could the pupils get …": asking whether others can make a movement. Group 1 is the words
 * after "can": a subject and then, WordNet says, a verb of motion. Not a request to the robot ("can you …").
 */
export const ASKS_OTHERS_ABILITY =
  /\b(?:can|could)\s+(?!(?:you|u|someone|somebody|anyone|anybody|it)\b)((?:[a-z']+\s+){1,4})[^.?!]*\?/i;

export function classify(input: ClassifyInput): GoalKind {
  const { text, tokens, purpose, subjects, unsupported } = input;
  if (unsupported) return "unclear";
  if (purpose !== undefined) return "find";
  // "a racket all night from across the cut. What is it?": what a sign heard or smelled comes from is a cause to
  // find, however the places it is heard from read.
  if (input.sensed === true && IDENTITY_QUESTION.test(text)) return "explain";
  // "which of the pumps are running", "give each of the chargers a once-over": the state of every one of a set of
  // things, however the rest of the sentence reads ("ok to leave switched on" is no journey, "what's running"
  // no cause) — unless it asks why.
  if (
    EACH_OF_A_SET.test(text) &&
    !/\bwhy\b/i.test(text) &&
    !input.aboutAWay &&
    subjects.some((s) => !s.related && s.concrete && s.sense !== "substance" && s.sense !== "place")
  )
    return "assess";
  // "How did the trellises come through?" asks how they fared: its "through" is no passage.
  const fared = FARED_PATTERN.test(text);
  const access = tokens.some(
    (t, i) => ACCESS_WORDS.has(t.word) && !(fared && t.word === "through" && i > 0),
  );
  // "is there a trolley knocking about I can use?": whether a thing is to be had asks to find it, whatever it is
  // wanted for (moving boxes from one building to another is its use, not a journey to check).
  const exists = EXISTS_QUESTION.exec(text)?.[1]?.toLowerCase();
  if (
    exists !== undefined &&
    /\?/.test(text) &&
    !input.aboutAWay &&
    !input.fitForMotion &&
    subjects.some(
      (s) =>
        !s.related &&
        s.concrete &&
        !["substance", "place", "human"].includes(s.sense) &&
        s.text.split(" ")[0] === exists.replace(/s$/, ""),
    )
  )
    return "find";
  // A destination or an origin, not an infinitive ("need to know", "to fix first").
  const endpoints = tokens.some(
    (t, i) =>
      t.word === "from" ||
      t.word === "between" ||
      (t.word === "to" && tokens[i + 1]?.tags.has("Verb") !== true),
  );
  if (
    (ABILITY_PATTERN.test(text) && (input.movesOrCarries || access || GETS_SOMEWHERE.test(text))) ||
    ROBOT_CAN_PASS.test(text) ||
    input.fitForMotion ||
    WAY_QUESTION_PATTERN.test(text) ||
    tokens.some((t) => MOTION_ADJECTIVES.has(t.word)) ||
    (access && endpoints && /\?/.test(text)) ||
    // "can people walk from the bus stop to the library?": whether others can make a movement between places.
    (input.othersMove === true && endpoints) ||
    // "taking the trailer from the yard to the top field along the lane, is it clear all the way?": a carry
    // between places along a way, and whether the way is fit for it.
    (input.movesOrCarries &&
      endpoints &&
      input.travelsAWay === true &&
      WAY_STATE_WORDS.test(text)) ||
    // "want to walk from the car park over the dam to the lodge, is that doable?": a movement between places,
    // and whether it can be made.
    (input.movesOrCarries && endpoints && MOVE_FEASIBLE.test(text))
  )
    return "route";
  // "Is the pond road ok all the way?": whether a way is fit to use is whether it is open.
  if (input.aboutAWay) return "route";
  // What the mission is about, not its context ("you can hear it from the office": the office is where from).
  // With a cause said and nothing but context to look at, the cause is what the mission is about.
  const own =
    subjects.some((s) => !s.related) || input.causes.length === 0
      ? subjects.filter((s) => !s.related || input.causes.length === 0)
      : [];
  const concrete = own.some((s) => s.concrete);
  // Something a detector can pick out; a substance (diesel, gas) is smelled or seen spilled, not found.
  const detectable = own.some((s) => s.concrete && s.sense !== "substance");
  if (ROUND_PATTERN.test(text)) return "survey";
  // "check the hot tubs and the boilers, I just need to know what's wrong": asked to check a set of things, with
  // nothing said to have failed, "what's wrong" asks which of them are in trouble — not why something happened.
  // (So does going round a place and telling what's wrong: "go right round the lake path … lamps, the lot".)
  // (What failed in a sentence before the check is how things came to need it: "lost a roof sheet in the night.
  // check the machines underneath havent got wet - …" checks the machines; "check it" checks what failed.)
  const checkSaid = text
    .split(/(?<=[.?!])\s+/)
    .find((sentence) => CHECK_PATTERN.test(sentence))
    ?.toLowerCase();
  const failedChecked = subjects.some(
    (s) =>
      s.failed === true &&
      (checkSaid === undefined ||
        saidAt(checkSaid, s.text) !== undefined ||
        /\b(?:check|inspect|look at)\s+(?:it|them|that|this)\b/.test(checkSaid)),
  );
  if (
    (CHECK_PATTERN.test(text) || (GO_ROUND.test(text) && STRONG_EXPLAIN.test(text))) &&
    !/\bwhy\b/i.test(text) &&
    !failedChecked &&
    subjects.some(
      (s) =>
        !s.related &&
        s.concrete &&
        s.quantity === "all" &&
        !["substance", "place", "human"].includes(s.sense),
    )
  )
    return "assess";
  if (STRONG_EXPLAIN.test(text)) return "explain";
  // "the office has no power, can you check it out": a function said to have failed is a symptom to explain,
  // whatever verb asks for the look.
  // So is a supply said to have stopped ("no water at all in there"): water is a substance, but its absence is the
  // symptom, not a thing to find.
  if (
    subjects.some(
      (s) => !s.related && s.failed === true && (!s.concrete || s.sense === "substance"),
    )
  )
    return "explain";
  if (FIND_PATTERN.test(text) && detectable) return "find";
  if (ASSESS_PATTERN.test(text) && subjects.length > 0) return "assess";
  // "is anything damaged in the yard?": the state of whatever is at a place is a survey of it.
  if (
    ASSESS_PATTERN.test(text) &&
    (input.places ?? 0) > 0 &&
    /\b(?:any|every|some)thing\b/i.test(text)
  )
    return "survey";
  // "let me know if anything looks off": a symptom in an if- or whether-clause is supposed, not reported.
  const reported = text.replace(/\b(?:if|whether)\b[^.?!]*/gi, "");
  if (EXPLAIN_PATTERN.test(text) || SYMPTOM_PATTERN.test(reported)) return "explain";
  if (SURVEY_PATTERN.test(text) || HIDDEN_PATTERN.test(text)) return "survey";
  if (FIND_PATTERN.test(text)) return "find";
  if (detectable) return "find";
  if (concrete) return "explain";
  return subjects.length > 0 || input.causes.length > 0 ? "explain" : "unclear";
}

/** "is there a …", "are there any …": group 1 is the first word of what is asked for. */
const EXISTS_QUESTION = /\b(?:is|are)\s+there\s+(?:a|an|any|some)\s+([a-z][a-z-]*)/i;

/** "is that doable?", "is it possible?": whether what was just said can be done. */
const MOVE_FEASIBLE =
  /\b(?:is|isn't|was|would)\s+(?:that|it|this)\s+(?:\w+\s+)?(?:doable|possible|feasible|workable|ok(?:ay)?|alright|all right|fine|safe|on)\b[^.!]*\?/i;

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
      !/\b(?:using|use|via|along|through|thru|across|over|up|down|taking|take|by way of|walk|ride|drive|cycle|follow|hike)\s+(?:the\s+|that\s+|our\s+)?$/.test(
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
function saidAt(lower: string, phrase: string): { at: number; end: number } | undefined {
  const words = phrase.split(" ").map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const match = new RegExp(`\\b${words.join("(?:s|es)?\\s+")}(?:s|es)?\\b`).exec(lower);
  return match === null ? undefined : { at: match.index, end: match.index + match[0].length };
}

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
    // "Is the back lane open?": the question puts the verb first.
    const asked =
      /\b(?:is|are|isn't|aren't)\s+(?:the\s+|our\s+|that\s+|this\s+)?[^.?!,]*$/.test(before) &&
      /^\s+(?:still\s+)?(?:open|closed|shut|blocked|clear|passable|impassable)\b/.test(after);
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
export async function fitForMotion(wordnet: WordNet, text: string): Promise<boolean> {
  const verb = FIT_FOR_PATTERN.exec(text)?.[1]?.toLowerCase();
  return verb !== undefined && (await motionVerbs(wordnet, [{ lemma: verb }]));
}

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
