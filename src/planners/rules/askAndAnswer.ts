import { formatStep } from "../../plan/index.js";
import { regExpText } from "../../mission/index.js";
import { searchSummary } from "./evidence.js";
import { askedAbout } from "./askedAbout.js";
import { answer, type Decision, type Situation } from "./tactics.js";

/** Nothing the mission is about is on the map, and no place left where it may be: ask the operator once. */
export function clarifyWhere(situation: Situation): Decision {
  const { memory } = situation;
  const about = askedAbout(situation).slice(0, 2).join(" or ");
  const checked = [...memory.looked(), ...memory.inspected.keys()];
  const what =
    about === "" ? `explains "${situation.goal.text.trim()}"` : `explains or matches "${about}"`;
  const question = `I have found nothing yet that ${what}${
    checked.length > 0 ? ` (I checked ${checked.slice(0, 4).join(", ")})` : ""
  }. What should I look for, and where?`;
  return {
    goal: situation.goalText,
    relevant: checked.slice(0, 4),
    reasoning: [
      "No node of the map answers the mission, and I have no better place to look, so I ask the operator once before searching blindly.",
    ],
    plan: [formatStep("clarify", [question])],
    intention: { kind: "clarify" },
  };
}

/**
 * A symptom whose things and places the map names nowhere ("the café freezers are off", and no café on the map),
 * with nothing that provides what failed, before anything is looked at: every candidate is a guess by meaning, and
 * one question first is cheaper than driving the site to guesses.
 */
export function onlyGuesses(situation: Situation): boolean {
  const { goal, focus, memory } = situation;
  // (So is a lost thing no place is given for and nothing on the map is like: "it has walked off somewhere".)
  const lostNowhere = goal.kind === "find" && focus.targets.length === 0;
  return (
    (goal.kind === "explain" || lostNowhere) &&
    memory.clarifications === 0 &&
    memory.inspected.size === 0 &&
    focus.named.size === 0 &&
    focus.providers.size === 0 &&
    (focus.anchors.length === 0 || onlyGuessedPlaces(situation)) &&
    focus.mentioned.length === 0 &&
    focus.hinted.length === 0
  );
}

/**
 * "Tearoom's dead: no lights, no coffee machine, fridges off": things that stopped working, and nothing on the map
 * that WordNet says carries what they run on, before anything is looked at. Where their supply comes from (a board
 * in a plant room, a pillar behind the café) the operator knows and the satellite seldom shows: one question first
 * costs less than a tour of kinds only like the mission's words — unless the mission says where to look.
 */
export function supplyUnknown(situation: Situation): boolean {
  const { goal, focus, memory } = situation;
  return (
    goal.kind === "explain" &&
    memory.clarifications === 0 &&
    memory.inspected.size === 0 &&
    focus.carriers.size === 0 &&
    goal.subjects.some((s) => s.failed === true && !s.related) &&
    !saysWhereToLook(goal)
  );
}

/** "Plant room's behind the café": the mission says where something of it stands, so where to look is said. */
function saysWhereToLook(goal: Situation["goal"]): boolean {
  const text = goal.text.toLowerCase().replace(/[’]/g, "'");
  return goal.subjects.some(
    (s) =>
      s.failed !== true &&
      !s.related &&
      s.sense === "thing" &&
      new RegExp(
        String.raw`\b${regExpText(s.text)}s?(?:'s|\s+is|\s+are)\s+(?:just\s+)?(?:behind|beside|next\s+to|past|opposite|inside|in|at|on|by|under)\b`,
      ).test(text),
  );
}

/**
 * "a racket up the pit end": every place said is a name the map does not have, and none grounds by the map's names
 * or words, so where it lies was only guessed by meaning — no better than no place at all. ("the crem" grounds
 * by its words: the crematorium.)
 */
function onlyGuessedPlaces(situation: Situation): boolean {
  const { goal, focus } = situation;
  return (
    focus.placesGuessed &&
    goal.places.length > 0 &&
    goal.places.every((p) => focus.placeNames.includes(p.text))
  );
}

/**
 * "PT14 has gone walkabout": a code names one thing to those who know it, and nothing a detector could see. With
 * nothing on the map it could be, ask what it is before searching.
 */
export function onlyACode(situation: Situation): boolean {
  const { goal, focus, memory } = situation;
  return (
    goal.kind === "find" &&
    focus.targets.length === 0 &&
    memory.clarifications === 0 &&
    goal.subjects.some((s) => !s.related && s.sense === "unknown" && /\d/.test(s.text))
  );
}

/**
 * "have a look over the reedbeds": a check of a place named by a name the map does not have, with nothing else said
 * of where, and only things related by meaning to go on: where it is costs one question, not a tour of them.
 */
export function placeNotOnTheMap(situation: Situation): boolean {
  const { goal, focus, memory } = situation;
  return (
    goal.kind === "assess" &&
    memory.clarifications === 0 &&
    memory.inspected.size === 0 &&
    focus.placeNames.length > 0 &&
    focus.targets.length > 0 &&
    focus.named.size === 0 &&
    focus.anchors.length === 0 &&
    focus.hinted.length === 0 &&
    focus.mentioned.length === 0
  );
}

/** The mission is unclear: ask once, then say honestly what the robot can and cannot do. */
export function unclearStrategy(situation: Situation): Decision {
  const text = situation.goal.text.trim();
  if (situation.memory.clarifications === 0) {
    const question = situation.goal.unsupported
      ? `I can drive, map, search and inspect things outdoors, but I cannot "${text}". What should I look for or check, and where?`
      : `I don't recognise anything to look for or check in "${text}". What should I look for, and where?`;
    return {
      goal: "understand the mission",
      relevant: [],
      reasoning: [
        "The mission names nothing the robot can find, inspect or reach, so I ask the operator once.",
      ],
      plan: [formatStep("clarify", [question])],
      intention: { kind: "clarify" },
    };
  }
  const replies = situation.memory.operatorReplies.filter((r) => r.trim() !== "");
  return answer(
    situation,
    `I could not act on "${text}": it names nothing I can search for, inspect or drive to${
      replies.length > 0 ? `, nor did what the operator replied ("${replies.join('", "')}")` : ""
    }. I did not move. Give me something to find or check (for example "look at the pumps").`,
    "understand the mission",
  );
}

/** Wrap up: an answer with the evidence so far, saying plainly that time ran out. */
export function wrapUp(situation: Situation, reason: string): Decision {
  return searchSummary(situation, situation.focus.targets, reason);
}
