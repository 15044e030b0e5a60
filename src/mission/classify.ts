/**
 * What kind of question a mission is (find, assess, explain, route, survey), from its words; which way a route
 * question is about is read in `ways.ts`.
 */
import { WAY_STATE_WORDS, saidAt } from "./ways.js";
import {
  ABILITY_PATTERN,
  ACCESS_WORDS,
  ASSESS_PATTERN,
  EXPLAIN_PATTERN,
  FARED_PATTERN,
  FIND_PATTERN,
  HIDDEN_PATTERN,
  MOTION_ADJECTIVES,
  ROUND_PATTERN,
  SURVEY_PATTERN,
  SYMPTOM_PATTERN,
  WAY_QUESTION_PATTERN,
} from "./cues.js";
import type { GoalKind, Subject } from "./MissionGoal.js";
import type { Token } from "./phrases.js";

/** Asking for a cause outright, even alongside "find": "find out why", "what is wrong", "where's it getting in". */
const STRONG_EXPLAIN =
  /\b(?:why|find out|figure out|(?:find|locate|trace|track down)\s+(?:the\s+|its\s+)?(?:source|cause|origin|culprit)|what(?:'s| has) happened|what(?:'s| is) wrong|went wrong|cause of|causing|what(?:'s| is) up with|what(?:'s| is) (?:going on|the matter|the problem|the trouble)|the matter with)\b|\bwhat(?:'s| is| was| are)\s+(?!missing\b)\w+ing\b|\bwhere(?:'s| is| does| did)?\s+(?:it|its|it's|that|that's|this|all that|the\s+(?:water|\w+)(?=\s+(?:(?:is|'s|was)\s+coming|getting\s+in\b|coming\s+in\b)))\s+(?:(?:is|does|did)\s+)?(?:\w+\s+)?(?:(?:coming|come|comes)\s+from|(?:getting|gets?|coming|comes?|leaking|leaks?)\s+in)\b/i;
/** Asking what a thing perceived is: "what is it?", "what's that?". */
/** "what it's done", "what the wind has done": asking what a happening did. */
const EFFECT_QUESTION =
  /\bwhat\s+(?:(?:it|that|this|(?:the|that|last)\s+[a-z]+)(?:'s|\s+has|\s+have|\s+had)?\s+(?:done|did)|(?:has|have|had|did)\s+(?:it|that|the\s+[a-z]+)\s+(?:done|do))\b/i;
/** "tell me what's been ruined", "what got soaked": which things a happening left in a state, a look over them. */
const LEFT_IN_A_STATE = /\bwhat(?:'s|\s+has|\s+have)?\s+(?:been|got|gotten)\s+[a-z]+(?:ed|en)\b/i;
const IDENTITY_QUESTION =
  /\bwhat(?:(?:'s|\s+is|\s+was)\s+(?:it|that|this)\s*\?|\s+(?:it|that|this)\s+(?:is|was)\b)/i;
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
/** "look them over", "check them over", "give them a once-over": things pointed back to, to be looked over. */
const LOOK_THEM_OVER =
  /\b(?:look|check|go)\s+(?:them|those|these|it)\s+over\b|\bgive\s+(?:them|those|it)\s+a\s+once-?over\b/i;
const CHECK_PATTERN = /\b(?:check|inspect|look at|look over)\b/i;
/** Asked to confirm a state ("make sure every door's still locked"): a check, unless asked to find first. */
const CONFIRM_PATTERN = /\b(?:make sure|ensure|confirm)\b/i;
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

/** "which pits can we use", "which bays are free": a plural noun right after "which", then a verb of the question. */
const WHICH_PLURAL =
  /\bwhich\s+([a-z]+s)\s+(?:can|could|are|were|have|has|need|needs|want|wants|should|will|would|do)\b/i;

/** "is it the arm or the box?", "was it the sensor or the display": a choice between two things, as a question. */
const WHICH_OF_TWO =
  /\b(?:is|was|'s)\s+it\s+(?:the|its|their|our|a|an)\s+[a-z][a-z -]{0,30}?\s+or\s+(?:the|its|their|our|a|an)\s+[a-z][a-z -]{0,30}\?/i;

export function classify(input: ClassifyInput): GoalKind {
  const { text, tokens, purpose, subjects, unsupported } = input;
  if (unsupported) return "unclear";
  if (purpose !== undefined) return "find";
  // "a racket all night from across the cut. What is it?": what a sign heard or smelled comes from is a cause to
  // find, however the places it is heard from read ("… a loud beeping. Can your robot go and see what it is?").
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
  // "which pits can we use this morning?": which of a set of things (said in the plural) are fit asks the state of
  // each — a pit, a bay or a pen is looked at as a thing, whatever WordNet files its first sense under.
  const which = WHICH_PLURAL.exec(text)?.[1]?.toLowerCase();
  if (
    which !== undefined &&
    !/\bwhy\b/i.test(text) &&
    !input.aboutAWay &&
    subjects.some(
      (s) =>
        !s.related &&
        s.concrete &&
        s.quantity === "all" &&
        !["substance", "human"].includes(s.sense) &&
        which.startsWith(s.head),
    )
  )
    return "assess";
  // "won't go up. Is it the arm or the box?": which of two things is at fault asks the state of each.
  if (
    WHICH_OF_TWO.test(text) &&
    subjects.filter((s) => s.concrete && s.sense === "thing").length >= 2
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
    !OBSTRUCTION.test(text) &&
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
    (access && endpoints && (/\?/.test(text) || COPULA_FIRST.test(text))) ||
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
  // ("tell me if the flights came through the storm ok" asks how things fared, whatever else "flight" names.)
  if (input.aboutAWay && !fared) return "route";
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
  // (A state to confirm is asked of its own clause: "make sure every door's still locked, the alarm was off"
  // checks the doors; "check the heaters, the sauna's gone cold, what's wrong with it?" still asks of the sauna.)
  const checkSaid = (
    text.split(/(?<=[.?!])\s+/).find((sentence) => CHECK_PATTERN.test(sentence)) ??
    text.split(/(?<=[.?!;,])\s+/).find((clause) => CONFIRM_PATTERN.test(clause))
  )?.toLowerCase();
  const failedChecked = subjects.some(
    (s) =>
      s.failed === true &&
      (checkSaid === undefined ||
        saidAt(checkSaid, s.text) !== undefined ||
        /\b(?:check|inspect|look at)\s+(?:it|them|that|this)\b/.test(checkSaid)),
  );
  if (
    (CHECK_PATTERN.test(text) ||
      (CONFIRM_PATTERN.test(text) && !FIND_PATTERN.test(text)) ||
      (GO_ROUND.test(text) && STRONG_EXPLAIN.test(text))) &&
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
  // "go and see what it's done on the terrace", "what has the gale done to the sheds": what a happening did is
  // damage to look over — the things named, or whatever stands at the place — not a cause to find.
  // ("we've had water through the roof …, tell me what's been ruined": what a happening left in a state is looked
  // over, not explained; a round said as one is a survey all the same, below.)
  const leftInAState = LEFT_IN_A_STATE.test(text) && !SURVEY_PATTERN.test(text);
  if ((EFFECT_QUESTION.test(text) || leftInAState) && !/\bwhy\b/i.test(text))
    return detectable ? "assess" : (input.places ?? 0) > 0 ? "survey" : "assess";
  // "we've four parked up on the overflow. Go and look them over": things not named, but placed, and asked to be
  // looked over — whatever stands at the place is gone over.
  if (
    LOOK_THEM_OVER.test(text) &&
    !/\bwhy\b/i.test(text) &&
    (input.places ?? 0) > 0 &&
    !subjects.some((s) => !s.related && s.concrete)
  )
    return "survey";
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
  // "walk the fences …, want to know if theyre all raceable": whether things are in a state is a check of them.
  // ("plots 5 to 8 … which ones have gone flat": things said with their count or numbers are things one can go and
  // look at, whatever WordNet's first sense of the word — a plot of ground, not a story's.)
  const counted = own.some((s) => s.count !== undefined && s.sense !== "human");
  if ((detectable || counted) && stateAsked(text, tokens)) return "assess";
  // "is anything damaged in the yard?": the state of whatever is at a place is a survey of it.
  if (
    ASSESS_PATTERN.test(text) &&
    (input.places ?? 0) > 0 &&
    /\b(?:any|every|some)thing\b/i.test(text)
  )
    return "survey";
  // "let me know if anything looks off": a symptom in an if- or whether-clause is supposed, not reported.
  const reported = text.replace(/\b(?:if|whether)\b[^.?!]*/gi, "");
  // ("we've had water through the roof …, tell me what's been ruined": what a happening left in a state is looked
  // over, not explained.)
  if (EXPLAIN_PATTERN.test(text) || SYMPTOM_PATTERN.test(reported)) return "explain";
  if (SURVEY_PATTERN.test(text) || HIDDEN_PATTERN.test(text)) return "survey";
  if (FIND_PATTERN.test(text)) return "find";
  if (detectable) return "find";
  if (concrete) return "explain";
  return subjects.length > 0 || input.causes.length > 0 ? "explain" : "unclear";
}

/** "if they're all …", "whether the gates are still …": group 1 is the word said of them. */
const STATE_IN_QUESTION =
  /\b(?:if|whether)\s+(?:(?:they|theyre|they're|it|its|it's|both|all)\s+(?:(?:are|is|were|was)\s+)?|the\s+(?:[a-z]+\s+){1,3}?(?:are|is|were|was)\s+)(?:(?:all|both|still)\s+)?([a-z]+)\b/i;

/** "Are the changing rooms usable?": a question that opens on "is"/"are" and ends on the state asked. */
const STATE_ASKED_OUTRIGHT =
  /(?:^|[.!?;:]\s*)(?:is|are)\s+(?:the|our|that|this|those|these|both|all\s+the)\s+(?:[a-z-]+\s+){1,3}?([a-z]+)\s*\?/i;

/** "tell me which ones have gone flat", "which of them are empty": asking which things are in a state. */
const WHICH_IN_A_STATE =
  /\bwhich(?:\s+ones|\s+of\s+(?:them|the\s+[a-z]+))?\s+(?:(?:have|has|'ve)\s+)?(?:gone|got|come|are|is|were|was|been)\s+(?:(?:all|still)\s+)?([a-z]+)\b/i;

/** Whether an if- or whether-clause asks if things are in a state: the word said of them is an adjective. */
function stateAsked(text: string, tokens: readonly Token[]): boolean {
  const adjective = (word: string | undefined): boolean =>
    word !== undefined &&
    tokens.some(
      (t) => t.word === word.toLowerCase() && t.tags.has("Adjective") && !t.tags.has("Noun"),
    );
  return (
    adjective(STATE_IN_QUESTION.exec(text)?.[1]) ||
    adjective(WHICH_IN_A_STATE.exec(text)?.[1]) ||
    adjective(STATE_ASKED_OUTRIGHT.exec(text)?.[1]) ||
    SWITCHED_IN_QUESTION.test(text) ||
    STILL_AT_IT.test(text)
  );
}

/** "see if both heat lamps came back on", "whether the pumps are still off": on or off is a state too. */
/** "tell me if the genny's still running", "whether the pumps are still going": a thing still at it is in a state. */
const STILL_AT_IT =
  /\b(?:if|whether)\s+(?:(?:the|both|all|each|every|they|it)\s+)?(?:[a-z]+\s+){0,3}?(?:[a-z]+'s|are|is|were|was|'re)\s+still\s+[a-z]+ing\b/i;
const SWITCHED_IN_QUESTION =
  /\b(?:if|whether)\s+(?:(?:the|both|all|each|every|they|it)\s+)?(?:[a-z]+\s+){0,3}?(?:came|come|comes|went|go|goes|got|stayed|stay|are|is|were|was|'s|'re)\s+(?:still\s+|back\s+|all\s+)*(?:on|off)\b(?!\s+(?:the|a|an|my|our|his|her|their|your|this|that|its)\b)/i;

/**
 * "For the show saturday - is the drove clear from the pens through to the showfield so we can …": a clause that
 * opens on "is"/"are" and an article asks a question, with or without its question mark.
 */
const COPULA_FIRST = /(?:^|[.!?;:]\s*|\s[-–]\s+)(?:is|are)\s+(?:the|our|that|this)\s/i;

/** "is there a …", "are there any …": group 1 is the first word of what is asked for. */
const EXISTS_QUESTION = /\b(?:is|are)\s+there\s+(?:a|an|any|some)\s+([a-z][a-z-]*)/i;
/**
 * "or is there a tree across it?": a thing asked after as lying across or blocking the way is what would close
 * it — the question is whether the way is open, not where the thing is.
 */
const OBSTRUCTION =
  /\b(?:is|are)\s+there\s+(?:a|an|any|some)\s+(?:[a-z-]+\s+){1,2}(?:across|blocking|obstructing|in the way)\b/i;

/** "is that doable?", "is it possible?": whether what was just said can be done. */
const MOVE_FEASIBLE =
  /\b(?:is|isn't|was|would)\s+(?:that|it|this)\s+(?:\w+\s+)?(?:doable|possible|feasible|workable|ok(?:ay)?|alright|all right|fine|safe|on)\b[^.!]*\?/i;
