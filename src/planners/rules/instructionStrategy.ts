import { distanceM, formatVec } from "../../geo/index.js";
import { formatStep } from "../../plan/index.js";
import type { Instruction } from "../../mission/index.js";
import { inspectionClauses, whereIs } from "./evidence.js";
import { approach, placeCenter, placeLabel, resolvePlace } from "./instructionPlaces.js";
import { findByClass, isLandmark } from "./mapQueries.js";
import { inspectTactic, lookAtCutTactic, type Decision, type Situation } from "./tactics.js";
import { sweepTactic } from "./sweepTactics.js";

/** Decisions spent on one instruction before reporting what happened and handing back to the operator. */
const MAX_STEPS_PER_INSTRUCTION = 10;
const ARRIVED_M = 12;

/** Carry out one explicit instruction; `step` counts the decisions already made for it. */
export function instructionStrategy(
  situation: Situation,
  instruction: Instruction,
  step: number,
): Decision {
  if (instruction.condition !== undefined && !conditionHolds(situation, instruction.condition)) {
    return done(
      situation,
      `The condition "${instruction.condition}" does not hold (nothing blocking was found), so there is nothing to do.`,
    );
  }
  if (step >= MAX_STEPS_PER_INSTRUCTION)
    return done(situation, `I stopped after ${step} steps. ${report(situation)}`);
  switch (instruction.kind) {
    case "detect":
      return detect(situation, instruction.what);
    case "report":
      return done(situation, report(situation));
    case "inspect":
      return inspect(situation, instruction.what, instruction.question);
    case "go":
      return goTo(situation, instruction.place);
    case "explore":
      return explore(situation, instruction.place, instruction.lookFor, instruction.inspectFound);
  }
}

function detect(situation: Situation, what: string): Decision {
  const { request } = situation;
  if (request.history.at(-1)?.startsWith("set_labels(") === true) {
    return done(situation, `The detector is configured for ${what}.`);
  }
  const labels = situation.focus.labels.length > 0 ? [...situation.focus.labels] : [what];
  return {
    goal: `configure the detector for ${what}`,
    relevant: [],
    reasoning: [`The operator wants the detector to look for ${what}.`],
    plan: [formatStep("set_labels", [labels])],
  };
}

function inspect(situation: Situation, what: string, question?: string): Decision {
  const { map, memory } = situation;
  const askingForBlocker = /\bwhat\b.*\bblock/.test(what);
  const targets = askingForBlocker ? blockers(situation) : objectsNamed(situation, what);
  if (targets.length === 0 && askingForBlocker) {
    const cuts = [...memory.blockages.map((b) => b.at), ...memory.obstacles];
    const look = lookAtCutTactic(situation, cuts, `The operator asked what blocks the way.`);
    if (look !== undefined) return look;
  }
  if (targets.length === 0)
    return done(situation, `I found nothing matching "${what}" to inspect. ${report(situation)}`);
  const open = targets.filter(
    (name) => !memory.inspected.has(name) && (memory.inspectFailures.get(name) ?? 0) < 2,
  );
  for (const target of open) {
    const decision = inspectTactic(situation, target, `The operator asked me to inspect ${what}.`);
    if (decision === undefined) continue;
    return question === undefined
      ? decision
      : {
          ...decision,
          plan: decision.plan.map((s) =>
            s.startsWith(`inspect(${target},`) ? formatStep("inspect", [target, question]) : s,
          ),
        };
  }
  const inspected = targets.filter((name) => memory.inspected.has(name));
  if (inspected.length === 0) return done(situation, `I could not inspect ${targets.join(", ")}.`);
  const answers = inspected.map(
    (name) => `${name} ${whereIs(map, name)}: "${memory.inspected.get(name) ?? ""}"`,
  );
  return done(situation, `Inspected ${answers.join("; ")}.`);
}

function goTo(situation: Situation, phrase: string): Decision {
  const place = resolvePlace(situation, phrase);
  if (place === undefined)
    return done(situation, `I could not tell where "${phrase}" is on the map.`);
  const label = placeLabel(place);
  const center = placeCenter(situation, place);
  if (center !== undefined && distanceM(center, situation.here) <= ARRIVED_M) {
    return done(situation, `I am at ${label} ${formatVec(situation.here)}. ${findings(situation)}`);
  }
  return (
    approach(situation, place, `The operator asked me to go ${phrase}.`) ??
    done(situation, `I could not reach ${label}. ${report(situation)}`)
  );
}

function explore(
  situation: Situation,
  phrase: string,
  lookFor: string,
  inspectFound: boolean,
): Decision {
  const wanted = lookFor === "" ? [] : situation.focus.targetClasses;
  const found = wanted.length === 0 ? [] : findByClass(situation.map, wanted, situation.here);
  if (inspectFound) {
    for (const target of found.filter((name) => !situation.memory.inspected.has(name))) {
      const decision = inspectTactic(
        situation,
        target,
        `The operator asked me to inspect every ${lookFor}.`,
      );
      if (decision !== undefined) return decision;
    }
  } else if (found.length > 0) {
    return done(
      situation,
      `I found ${found.map((name) => `${name} ${whereIs(situation.map, name)}`).join(", ")}.`,
    );
  }
  const place = resolvePlace(situation, phrase);
  if (place === undefined)
    return done(situation, `I could not tell where "${phrase}" is. ${findings(situation)}`);
  if (place.kind === "area") {
    const sweep = sweepTactic(situation, place.area, `The operator asked me to explore ${phrase}.`);
    if (sweep !== undefined) return sweep;
    return done(situation, `I explored ${place.label}. ${findings(situation)}`);
  }
  const center = placeCenter(situation, place);
  if (center !== undefined && distanceM(center, situation.here) <= ARRIVED_M) {
    return done(situation, `I explored to ${placeLabel(place)}. ${findings(situation)}`);
  }
  return (
    approach(situation, place, `The operator asked me to explore ${phrase}.`) ??
    done(situation, `I could not get to ${placeLabel(place)}. ${findings(situation)}`)
  );
}

/** Objects a phrase names, by node name or by the classes the mission is about ("radio_tower_2", "every barrel"). */
function objectsNamed(situation: Situation, phrase: string): string[] {
  const { map, here } = situation;
  const named = (phrase.match(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)*_\d+\b/g) ?? []).filter((name) =>
    map.isObject(name),
  );
  if (named.length > 0) return named;
  return findByClass(map, situation.focus.targetClasses, here);
}

/** What most likely blocks the way: the objects closest to where it was found cut (or right by the robot). */
function blockers(situation: Situation): string[] {
  const { map, memory, here } = situation;
  const cuts = [...memory.blockages.map((b) => b.at), ...memory.obstacles, here];
  const closeness = (name: string): number => {
    const coords = map.coordsOf(name);
    return coords === undefined ? Infinity : Math.min(...cuts.map((at) => distanceM(at, coords)));
  };
  return map
    .objectNames()
    .filter((name) => !isLandmark(map, name) && closeness(name) <= 25)
    .sort((a, b) => closeness(a) - closeness(b))
    .slice(0, 2);
}

/** "if the path is blocked" / "if the bridge is not passable": holds when a cut or an obstacle was found. */
function conditionHolds(situation: Situation, condition: string): boolean {
  const { memory, request } = situation;
  if (/\b(?:block|not passable|impassable|closed|cannot|can't|cut)\b/.test(condition)) {
    return (
      memory.blockages.length > 0 ||
      memory.obstacles.length > 0 ||
      request.lastAction?.status === "failed"
    );
  }
  return true;
}

function findings(situation: Situation): string {
  const { memory } = situation;
  return memory.inspected.size === 0
    ? ""
    : `So far: ${inspectionClauses(memory.inspected).join("; ")}.`;
}

/** Everything the robot learned, for "report …" instructions. */
function report(situation: Situation): string {
  const { memory, map } = situation;
  const parts: string[] = [];
  if (memory.inspected.size > 0) {
    parts.push(
      `I inspected ${[...memory.inspected].map(([name, answer]) => `${name} ${whereIs(map, name)}: "${answer}"`).join("; ")}.`,
    );
    const alarming = [...memory.inspected.keys()].filter(
      (name) => memory.conditions.get(name) === "problem",
    );
    if (alarming.length > 0)
      parts.push(
        `${alarming.join(" and ")} ${alarming.length === 1 ? "is" : "are"} damaged, blocking or in trouble.`,
      );
  }
  if (memory.blockages.length > 0 || memory.obstacles.length > 0) {
    const where = [
      ...memory.blockages.map((b) => formatVec(b.at)),
      ...memory.obstacles.map((o) => formatVec(o)),
    ].slice(0, 3);
    parts.push(`The way was blocked near ${where.join(", ")}.`);
  }
  return parts.length === 0 ? "I found nothing of note." : parts.join(" ");
}

function done(situation: Situation, text: string): Decision {
  return {
    goal: situation.goalText,
    relevant: [...situation.memory.inspected.keys()],
    reasoning: ["The instruction is carried out (or cannot be), so I report."],
    plan: [formatStep("answer", [text.trim()])],
    answer: text.trim(),
  };
}
