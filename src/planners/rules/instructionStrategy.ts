import { distanceM, formatVec, type Vec2 } from "../../geo/index.js";
import { formatStep } from "../../plan/index.js";
import { isCoverLandmark } from "../../map/index.js";
import {
  compassIn,
  destinationPhrase,
  nounPhrases,
  tokenize,
  type Compass,
  type Instruction,
} from "../../mission/index.js";
import { inspectionClauses, whereIs } from "./evidence.js";
import { findByClass, isLandmark, nodeClass, unmappedAreas } from "./mapQueries.js";
import {
  connectTactic,
  inspectTactic,
  lookAtCutTactic,
  reachable,
  viewpoint,
  type Decision,
  type Situation,
} from "./tactics.js";
import { sweepTactic, type SweepArea } from "./sweepTactics.js";

/** Decisions spent on one instruction before reporting what happened and handing back to the operator. */
const MAX_STEPS_PER_INSTRUCTION = 10;
const ARRIVED_M = 12;
const COMPASS: Readonly<Record<Compass, Vec2>> = {
  east: [1, 0],
  west: [-1, 0],
  north: [0, 1],
  south: [0, -1],
};

type Place =
  | { readonly kind: "node"; readonly name: string }
  | { readonly kind: "area"; readonly area: SweepArea; readonly label: string }
  | { readonly kind: "point"; readonly point: Vec2; readonly label: string };

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

/** Drive to a place: along the known map when it is reachable, else by growing the map toward it. */
function approach(situation: Situation, place: Place, why: string): Decision | undefined {
  const { map } = situation;
  if (place.kind === "point") {
    return {
      goal: situation.goalText,
      relevant: [],
      reasoning: [why, `I extend the map toward ${place.label} ${formatVec(place.point)}.`],
      plan: [formatStep("extend_map", [round(place.point[0]), round(place.point[1])]), "replan()"],
      intention: { kind: "visit", target: place.label, key: `point:${place.label}` },
    };
  }
  const name = place.kind === "node" ? place.name : (place.area.node ?? place.area.id);
  const region = map.isRegion(name) ? name : viewpoint(situation, name);
  if (region !== undefined && reachable(situation, region)) {
    return {
      goal: situation.goalText,
      relevant: [name, region],
      reasoning: [why, `A known route leads to ${region}; I drive there.`],
      plan: [formatStep("goto", [region]), "replan()"],
      intention: { kind: "route", target: name, key: `goto:${region}` },
    };
  }
  const goalCoords =
    place.kind === "area" && place.area.node === undefined ? place.area.center : undefined;
  return connectTactic(situation, name, why, {
    kind: "connect",
    ...(goalCoords === undefined ? {} : { goalCoords }),
  });
}

/** Find what a place phrase names: a node by name, the edge of the map in a direction, an area, a class. */
function resolvePlace(situation: Situation, phrase: string): Place | undefined {
  const { map, here } = situation;
  const destination = destinationPhrase(phrase);
  const compass = compassIn(phrase);
  // The destination phrase decides ("to the bridge toward supply_depot_1" is the bridge); names first.
  const namedIn = (text: string): string | undefined =>
    (text.match(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)*_\d+\b/g) ?? []).find((name) => map.has(name));
  const namedDestination = namedIn(destination);
  if (namedDestination !== undefined) return { kind: "node", name: namedDestination };
  if (/\b(?:edge|end|limit|boundary)\b.*\b(?:known|map)\b/.test(phrase) && compass !== undefined) {
    const home = map.components.componentOf(situation.location);
    const [dx, dy] = COMPASS[compass];
    const farthest = map
      .regionNames()
      .filter((name) => map.components.componentOf(name) === home)
      .sort((a, b) => score(b) - score(a))[0];
    function score(name: string): number {
      const [x, y] = map.coordsOf(name) ?? here;
      return x * dx + y * dy;
    }
    if (farthest !== undefined) return { kind: "node", name: farthest };
  }
  const nouns = nounPhrases(tokenize(`the ${destination}`))
    .map((np) => np.head)
    .filter((noun) => !GENERIC_PLACE_WORDS.has(noun));
  for (const noun of nouns) {
    const matches = findByClass(map, [noun], here, { type: "any", landmarks: true });
    const match = matches[0];
    if (match === undefined) continue;
    if (/\b(?:inside|into|under)\b/.test(phrase) && isLandmark(map, match)) {
      const area = areaOf(situation, match);
      if (area !== undefined) return { kind: "area", area, label: match };
    }
    return { kind: "node", name: match };
  }
  // "under the trees", "inside": what overhead imagery cannot see is under cover the prior marks.
  if (/\b(?:under|beneath|inside|into)\b/.test(phrase)) {
    const area = nearestArea(situation);
    if (area !== undefined) return area;
  }
  const namedAnywhere = namedIn(phrase);
  if (namedAnywhere !== undefined) return { kind: "node", name: namedAnywhere };
  if (compass !== undefined) {
    const [dx, dy] = COMPASS[compass];
    return {
      kind: "point",
      point: [here[0] + dx * 40, here[1] + dy * 40],
      label: `40 m ${compass}`,
    };
  }
  return undefined;
}

/** Words that say where on something rather than what: "the start of the path" names the path. */
const GENERIC_PLACE_WORDS = new Set([
  "start",
  "end",
  "edge",
  "side",
  "middle",
  "entrance",
  "door",
  "beginning",
  "map",
]);

function nearestArea(situation: Situation): Place | undefined {
  const { map, here } = situation;
  const landmark = map
    .objectNames()
    .filter((name) => isCoverLandmark(map, name))
    .sort(
      (a, b) => distanceM(here, map.coordsOf(a) ?? here) - distanceM(here, map.coordsOf(b) ?? here),
    )[0];
  if (landmark !== undefined) {
    const area = areaOf(situation, landmark);
    if (area !== undefined) return { kind: "area", area, label: landmark };
  }
  const hole = unmappedAreas(situation.map).sort(
    (a, b) => distanceM(a.center, situation.here) - distanceM(b.center, situation.here),
  )[0];
  return hole === undefined
    ? undefined
    : {
        kind: "area",
        area: { id: hole.id, center: hole.center, box: hole.box },
        label: "the unmapped area",
      };
}

/** A landmark's area; for a building, the roof over its interior when the prior marks one. */
function areaOf(situation: Situation, landmark: string): SweepArea | undefined {
  const { map } = situation;
  const box = map.get(landmark)?.attributes["bbox_m"];
  const center = map.coordsOf(landmark);
  if (!Array.isArray(box) || box.length !== 4 || center === undefined) return undefined;
  const area: SweepArea = {
    id: landmark,
    node: landmark,
    center,
    box: box as [number, number, number, number],
  };
  if (nodeClass(map, landmark) !== "building") return area;
  const roof = map
    .objectNames()
    .filter((name) => isCoverLandmark(map, name))
    .find((name) => {
      const c = map.coordsOf(name);
      return (
        c !== undefined &&
        c[0] >= area.box[0] &&
        c[0] <= area.box[2] &&
        c[1] >= area.box[1] &&
        c[1] <= area.box[3]
      );
    });
  return roof === undefined ? area : (areaOf(situation, roof) ?? area);
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
  };
}

function placeLabel(place: Place): string {
  return place.kind === "node" ? place.name : place.label;
}

function placeCenter(situation: Situation, place: Place): Vec2 | undefined {
  if (place.kind === "node") return situation.map.coordsOf(place.name);
  return place.kind === "area" ? place.area.center : place.point;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
