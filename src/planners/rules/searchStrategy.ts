import { bearsOnComplaint } from "../../relevance/index.js";
import { distanceM } from "../../geo/index.js";
import { classWords, searchSummary, foundOne } from "./evidence.js";
import { frontierTactic, fromANamedPlace } from "./frontier.js";
import { nextPlace, searchSweep } from "./nextPlace.js";
import { SymptomRooms } from "./symptomRooms.js";
import { inspectTactic, type Decision, type Situation } from "./tactics.js";
import {
  clarifyWhere,
  onlyACode,
  onlyGuesses,
  placeNotOnTheMap,
  supplyUnknown,
} from "./askAndAnswer.js";
import { searchAroundTactic } from "./sweepTactics.js";
import { MAX_SEARCH_AROUND, lastOfARow, searchAroundFound } from "./aroundFound.js";
import { NEAR_ANCHOR_M } from "./focus.js";
import { isDetectable } from "./targetClasses.js";
import { distanceToNodeM, nodeClass } from "./mapQueries.js";
import { leadsFrom } from "./leads.js";
import { complainedOf } from "./complainedOf.js";
import { providerFault, supplyOut, waitingForWord } from "./supplyOut.js";
import { forTheRest, onlyWhereNot } from "./whereNotOrElse.js";
import { statedCount } from "./placedFirst.js";
import { areaRestTactic } from "./areaRest.js";
import { standsElsewhere } from "./elsewhere.js";
import { nearTold, toldPlaceFirst, toldPlaces } from "./toldPlace.js";
import { unaccountedAnywhere, unaccountedAtAPlace } from "./unaccounted.js";
import { MAX_INSPECT_FAILURES, MAX_WAYS_PER_TARGET, worthTrying } from "./worthTrying.js";

/** A candidate this close to a cause found stands beside it. */
const BESIDE_CAUSE_M = 10;
const SAME_KIND_BESIDE_M = 20;

/** Other things looked at when nothing the words point to explains a symptom. */
const MAX_SUSPECTS = 4;

/**
 * Information seeking for find / assess / explain / survey goals: inspect what the map already shows that the
 * mission is about, then look where such things may be (places the mission names or that relate to it, areas the
 * prior cannot see into), ask the operator once when nothing is known, and answer from the evidence.
 */
export function searchStrategy(situation: Situation): Decision {
  const { focus, goal, memory } = situation;
  const candidates = focus.targets;
  // Nothing on the map relates to the mission and it names nothing a detector could look for: searching blindly
  // costs far more than one question.
  // (Things said only as context — "before we open the gates" — are not what to look for.)
  if (
    candidates.length === 0 &&
    !goal.subjects.some((s) => isDetectable(s) && !s.related) &&
    memory.clarifications === 0
  )
    return clarifyWhere(situation);
  if (
    onlyGuesses(situation) ||
    onlyACode(situation) ||
    placeNotOnTheMap(situation) ||
    supplyUnknown(situation)
  )
    return clarifyWhere(situation);
  // Who owns or lost it ("one of the scouts … his compass") does not make a find of one thing a find of many.
  const findOne =
    goal.kind === "find" && goal.subjects.every((s) => s.related || s.quantity === "one");
  // One seen off the places the words put the thing at, taken once those places show nothing better.
  let heldBack: string | undefined;
  if (findOne) {
    // "the red ATV": a green one inspected is not it, and the search goes on. Nor is a broken one when the
    // mission asks for one that works ("is there a sack truck that's usable?").
    // (Nor is one for an activity: "anything they could paddle?" asks for a boat that floats.)
    const forAnActivity = goal.subjects.some((s) => s.sense === "activity" && !s.related);
    const inState = (name: string): boolean =>
      ((goal.expectedStates ?? []).length === 0 && !forAnActivity) ||
      memory.conditions.get(name) !== "problem";
    const fits = candidates.filter(
      (name) => memory.inspected.has(name) && !focus.mismatched.has(name) && inState(name),
    );
    const elsewhere = standsElsewhere(situation);
    const found = fits.find((name) => !elsewhere(name));
    if (found !== undefined) return foundOne(situation, found);
    heldBack = fits[0];
  }
  // An explanation found among the kinds the words point to needs nothing that was taken only for standing
  // where the symptom shows: those were the fallback in case the kinds explained nothing. (The things complained
  // of, showing the symptom, are no such explanation.)
  const explainedByMeaning =
    goal.kind === "explain" &&
    candidates.some(
      (name) =>
        memory.inspected.has(name) &&
        !focus.onlyByPlace.has(nodeClass(situation.map, name)) &&
        !complainedOf(situation, name) &&
        memory.conditions.get(name) === "problem" &&
        namesTheSymptom(situation, name),
    );
  // (What stands right beside the cause is still looked at: the robot is there, and the operator hears which of
  // the units side by side is at fault and which is not.)
  const causes = candidates.filter(
    (name) => memory.inspected.has(name) && memory.conditions.get(name) === "problem",
  );
  const besideACause = (name: string): boolean => {
    const at = situation.map.coordsOf(name);
    const cls = nodeClass(situation.map, name);
    // (Units of one kind in a row — two pumps on their plinths — stand together a little further apart.)
    return (
      at !== undefined &&
      causes.some((cause) => {
        const d = distanceM(at, situation.map.coordsOf(cause) ?? at);
        return (
          d <= BESIDE_CAUSE_M ||
          (d <= SAME_KIND_BESIDE_M && nodeClass(situation.map, cause) === cls)
        );
      })
    );
  };
  // A noise traced to what makes it ("running with a loud grinding whine") is explained, whatever else could
  // make a noise: one din has one source.
  const heardItsSource =
    goal.kind === "explain" &&
    focus.heard &&
    candidates.some(
      (name) =>
        memory.inspected.has(name) &&
        memory.conditions.get(name) === "problem" &&
        namesTheSymptom(situation, name),
    );
  const open = candidates.filter(
    (name) =>
      !(
        (heardItsSource ||
          (explainedByMeaning && focus.onlyByPlace.has(nodeClass(situation.map, name)))) &&
        !besideACause(name)
      ) &&
      !memory.inspected.has(name) &&
      !focus.mismatched.has(name) &&
      (memory.inspectFailures.get(name) ?? 0) < MAX_INSPECT_FAILURES &&
      memory.failedAttempts(name) < MAX_WAYS_PER_TARGET &&
      !memory.unreachable.has(name),
  );
  const rooms = new SymptomRooms(situation);
  // (Once a fault on what provides the failed function, or one that names the symptom, is found, the rest of the candidates are checked, not the rooms.)
  const causeSeen = candidates.some(
    (name) =>
      memory.conditions.get(name) === "problem" &&
      (focus.providers.has(nodeClass(situation.map, name)) ||
        (namesTheSymptom(situation, name) && !complainedOf(situation, name))),
  );
  const waiting = waitingForWord(situation, open);
  const now = open.filter((name) => !waiting.has(name));
  const told = toldPlaceFirst(situation, now);
  if (told !== undefined) return told;
  const atTold = nearTold(situation);
  const ordered = rooms.order(now);
  for (const target of [...ordered.filter(atTold), ...ordered.filter((name) => !atTold(name))]) {
    const inside = rooms.byRoom(target) || causeSeen ? undefined : rooms.searchInside();
    if (inside !== undefined) return inside;
    const decision = inspectTactic(
      situation,
      target,
      `${target} is a ${classWords(situation, target)}, which relates to ${focus.phrases.join(", ") || "the mission"}.`,
    );
    if (decision !== undefined) return decision;
    memory.unreachable.add(target);
  }
  if (waiting.size > 0) return clarifyWhere(situation);
  if (heldBack !== undefined) return toldPlaces(situation) ?? foundOne(situation, heldBack);
  // Every known candidate is settled. In an explanation, what the inspections point to comes next: a lamp with
  // no power points to what powers it.
  const followed =
    goal.kind === "explain" && !heardItsSource
      ? leadsFrom(situation, [...memory.inspected.keys()])
      : [];
  for (const lead of followed) {
    if (!worthTrying(memory, lead)) continue;
    const decision = inspectTactic(
      situation,
      lead,
      `What I inspected points to ${lead} (a ${classWords(situation, lead)}), so I look at it before answering.`,
    );
    if (decision !== undefined) return decision;
    memory.unreachable.add(lead);
  }
  // A cause found answers an explain or assess question.
  const inspected = candidates.filter((name) => memory.inspected.has(name));
  const problem = inspected.some((name) => memory.conditions.get(name) === "problem");
  // (The loop above has inspected every open candidate by now, so none is left waiting.)
  // A cause must bear on the symptom: a problem on a thing taken only for where it stands does not end an
  // explanation, nor does a fault whose description shares nothing with the complaint (a shattered panel for a
  // screeching noise) — unless what it shows does ("reeks of rotten eggs" for an eggy smell).
  const explaining = inspected.some(
    (name) =>
      memory.conditions.get(name) === "problem" &&
      (goal.kind !== "explain" || bearsOnIt(situation, name)),
  );
  if (!explaining) {
    const inside = rooms.searchInside();
    if (inside !== undefined) return inside;
  }
  // A check of a named place ("go over the bus depot yard, tell me if anything's damaged") covers the place
  // first: one damaged thing is not all that is there.
  // An explanation that rests only on words a fault shares with the complaint (a place, a room), with nothing seen
  // that names the symptom and no fault on what provides the failed supply, is a guess: the one question to the
  // operator is worth more than answering with it.
  // (A supply that stopped — "no water in the wash block" — with things on the map that carry it is explained
  // only by a fault on one of them: a swamped boat's description says "water" too.)
  if (
    explaining &&
    goal.kind === "explain" &&
    memory.clarifications === 0 &&
    (supplyOut(situation) || !inspected.some((name) => namesTheSymptom(situation, name))) &&
    !inspected.some((name) => providerFault(situation, name))
  )
    return clarifyWhere(situation);
  // Fewer found than the mission says there are ("there's six of them"): the rest are most likely beside them.
  const wanted = statedCount(goal) ?? 0;
  const short =
    (goal.kind === "find" || goal.kind === "assess") &&
    wanted > candidates.length &&
    inspected.length > 0;
  const { lastFound, rowNext } = lastOfARow(situation, candidates);
  const aroundTheFound = (): Decision | undefined =>
    short ? searchAroundFound(situation, lastFound ?? "", inspected.length, rowNext) : undefined;
  if (explaining && (goal.kind === "explain" || goal.kind === "assess")) {
    // (A check of every one of a kind goes on past the first in trouble: the places still to look at, then round
    // the ones found.)
    const more =
      goal.kind === "assess"
        ? ((focus.overPlace || unaccountedAtAPlace(situation) ? nextPlace(situation) : undefined) ??
          aroundTheFound() ??
          areaRestTactic(situation) ??
          // (Not once as many as the mission says there are have been found.)
          (ofEvery(situation) && (wanted === 0 || short)
            ? (nextPlace(situation) ??
              searchAroundFound(situation, lastFound ?? "", inspected.length))
            : undefined))
        : undefined;
    return (
      more ?? (short ? forTheRest(situation) : undefined) ?? searchSummary(situation, candidates)
    );
  }
  // Things sought in numbers: one of them, in order, is not yet an answer ("one of the pumps" may be any).
  if (goal.kind === "find" && !findOne && (inspected.length > 1 || problem))
    return aroundTheFound() ?? areaRestTactic(situation) ?? searchSummary(situation, candidates);

  // An explanation whose candidates are all looked at and explain nothing: one question to the operator (where
  // is it worst, what else is there) costs less than sweeping the site.
  if (goal.kind === "explain" && !explaining && inspected.length > 0 && memory.clarifications === 0)
    return clarifyWhere(situation);
  // What else stands in a place an assessment names is looked at before going elsewhere — once what the mission
  // names has been found there; a thing it names and nobody has seen yet ("the ladder by the kiln") is looked
  // for first.
  const restFirst =
    candidates.length > 0 || !goal.subjects.some((s) => isDetectable(s) && !s.related);
  const rest = restFirst ? areaRestTactic(situation) : undefined;
  if (rest !== undefined) return rest;
  // Fewer of a set known than the mission says there are (a row of chargers, a stack of drums): the others are
  // most likely beside those found, so look around them before anywhere else.
  const numbered = short && !findOne && goal.kind !== "explain" ? aroundTheFound() : undefined;
  if (numbered !== undefined) return numbered;
  // "East of the main car park": what is sought lies that way from the place, not in it.
  const thatWay =
    goal.direction?.of !== undefined && fromANamedPlace(situation)
      ? frontierTactic(
          situation,
          `The operator puts it ${goal.direction.compass} of ${goal.direction.of}.`,
        )
      : undefined;
  if (thatWay !== undefined) return thatWay;
  const place = nextPlace(situation);
  // A lost thing the mission placed ("somewhere in the copse"), not found where it said: before searching places it
  // did not name, one question (where exactly, what else) costs less than the rest of the site. So does one said
  // only to be gone from where it belongs.
  if (
    place !== undefined &&
    goal.kind === "find" &&
    memory.clarifications === 0 &&
    ((focus.anchors.length > 0 && !nearAnAnchor(situation, place)) || onlyWhereNot(goal))
  )
    return clarifyWhere(situation);
  if (place !== undefined) return place;
  const anchor = focus.anchors[0];
  if (anchor !== undefined && memory.aroundSearches < MAX_SEARCH_AROUND) {
    const around = searchAroundTactic(
      situation,
      anchor,
      NEAR_ANCHOR_M,
      `The mission asks about ${anchor}'s surroundings, so I search around it.`,
    );
    if (around !== undefined) {
      memory.aroundSearches += 1;
      return around;
    }
  }
  // One instance of something that often comes in numbers, and nowhere else to look: search around it.
  // (Not for an explanation: a cause is one thing, and others like a fine one explain nothing.)
  // (Not for one thing named as one: "check the side gate is locked" is about that gate.)
  if (
    inspected.length === 1 &&
    !findOne &&
    goal.kind !== "explain" &&
    goal.subjects.some((s) => !s.related && s.quantity === "all")
  ) {
    const around = searchAroundFound(situation, lastFound ?? "", inspected.length);
    if (around !== undefined) return around;
  }
  // (A find of one thing that reaches here has not found it: what was inspected was something else.)
  if (
    inspected.length === 0 ||
    findOne ||
    (!explaining && goal.kind === "explain") ||
    (!explaining && memory.clarifications === 0 && unaccountedAnywhere(situation))
  ) {
    // Nothing known answers the mission: ask where to look (once), then search where told, then widely.
    if (memory.clarifications === 0) return clarifyWhere(situation);
    const frontier = frontierTactic(situation, `No node of the map answers the mission yet.`);
    if (frontier !== undefined) return frontier;
    if (inspected.length === 0) {
      const search = searchSweep(situation);
      if (search !== undefined) return search;
    }
  }
  // Asked once, and every place to look has been looked at: the other things on the map may explain it.
  const suspect = memory.clarifications > 0 ? suspectTactic(situation) : undefined;
  if (suspect !== undefined) return suspect;
  return areaRestTactic(situation) ?? searchSummary(situation, candidates);
}

/**
 * "which of the cars are sat in it": a check of every thing of a kind is not answered by the first one found in
 * trouble; the places still to look at may hold more of them.
 */
function ofEvery(situation: Situation): boolean {
  return situation.goal.subjects.some(
    (s) => !s.related && s.quantity === "all" && (s.sense === "thing" || s.sense === "unknown"),
  );
}

/**
 * Nothing the words point to explains the symptom: inspect the other things on the map, closest in meaning
 * first (focus.suspects), a few at most.
 */
function suspectTactic(situation: Situation): Decision | undefined {
  const { goal, focus, memory } = situation;
  if (goal.kind !== "explain" || explainedYet(situation)) return undefined;
  for (const suspect of focus.suspects.slice(0, MAX_SUSPECTS)) {
    // A suspect is a guess: one way to it is tried, no more.
    if (memory.inspected.has(suspect) || memory.failedAttempts(suspect) > 0) continue;
    if (!worthTrying(memory, suspect)) continue;
    const decision = inspectTactic(
      situation,
      suspect,
      `Nothing inspected so far explains the symptom; ${suspect} (a ${classWords(situation, suspect)}) may.`,
    );
    if (decision !== undefined) return decision;
    memory.unreachable.add(suspect);
  }
  return undefined;
}

/** Whether some fault found bears on the complaint. */
function explainedYet(situation: Situation): boolean {
  const { memory } = situation;
  return [...memory.inspected.keys()].some(
    (name) => memory.conditions.get(name) === "problem" && bearsOnIt(situation, name),
  );
}

/**
 * What an inspection saw bears on the complaint (PlannerMemory.bearing), or the thing is of the kind that provides
 * what failed (a mast when the radio link is down): a fault on it is the failure.
 */
function bearsOnIt(situation: Situation, name: string): boolean {
  return (
    situation.memory.bearing.get(name) === true ||
    situation.focus.providers.has(nodeClass(situation.map, name))
  );
}

/**
 * Whether what an inspection saw names the symptom itself ("squealing" for a squealing noise): a tie strong enough
 * to stop looking at things taken only for where they stand. Sharing words of the operator's places, or standing
 * for a function that failed, is not.
 */
function namesTheSymptom(situation: Situation, name: string): boolean {
  if (situation.memory.heardMakingIt.has(name)) return true;
  const description = situation.memory.inspected.get(name) ?? "";
  const said = [...situation.goal.subjects, ...situation.goal.causes].filter(
    (s) => !s.related && s.sense !== "human" && s.sense !== "place",
  );
  // What stopped working is the symptom; the rooms and things it stopped in are where ("no internet in the office").
  const failed = said.filter((s) => s.failed === true);
  // ("a whiff of diesel": the diesel is what a cause shows — a split hose dripping diesel — not the whiff.)
  const phrases = (failed.length > 0 ? failed : said).flatMap((s) =>
    s.sense === "abstract" && s.text !== s.head && s.text.endsWith(` ${s.head}`)
      ? [s.text, s.text.slice(0, -s.head.length - 1)]
      : [s.text],
  );
  return bearsOnComplaint({ description, complaint: "", phrases }).bears;
}

/** Whether a decision's target lies at or near a place the mission named. */
function nearAnAnchor(situation: Situation, decision: Decision): boolean {
  const { map, focus } = situation;
  const intention = decision.intention;
  const target = intention !== undefined && "target" in intention ? intention.target : undefined;
  const at = target === undefined ? undefined : map.coordsOf(target);
  if (at === undefined) return true;
  return focus.anchors.some((anchor) => distanceToNodeM(map, anchor, at) <= NEAR_ANCHOR_M);
}
