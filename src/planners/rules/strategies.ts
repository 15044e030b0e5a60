import { distanceM, formatVec, type Vec2 } from "../../geo/index.js";
import { formatStep } from "../../plan/index.js";
import { inspectionClauses, soundsAlarming, whereIs } from "./evidence.js";
import { frontierTactic } from "./frontier.js";
import { boxLattice, findByClass, nodeClass, unmappedAreas } from "./mapQueries.js";
import {
  DETECTOR_REACH_M,
  answer,
  inspectTactic,
  searchAroundTactic,
  sweepTactic,
  visitTactic,
  type Decision,
  type Situation,
  type SweepArea,
} from "./tactics.js";

/** Inspections of one object that may fail before it is given up. */
export const MAX_INSPECT_FAILURES = 2;
/** Ways toward a target to inspect tried before it counts as out of reach. */
const MAX_WAYS_PER_TARGET = 4;
/** How close to a place a find must be to count as "near" it. */
const NEAR_ANCHOR_M = 40;
const MAX_SEARCH_VIEWPOINTS = 4;
/** Ways into a place tried before giving up on it. */
const MAX_WAYS_PER_PLACE = 3;
/** Holes in the prior swept for a mission, largest first: small ones are more often lost nodes than canopy. */
const MAX_HOLES_SWEPT = 3;
/** Searching around a lone find: the box's half-size and the most drives spent on it. */
const SEARCH_AROUND_M = 60;
const MAX_SEARCH_AROUND = 5;
/** An area counts as searched when the detector has passed over this share of it. */
const AREA_COVERED_SHARE = 0.75;

/** Find and inspect targets (all of them, or until the first when one find answers the mission). */
export function targetsStrategy(situation: Situation): Decision {
  const { map, intent, memory, here } = situation;
  // "A tractor near the barn": only finds near a known barn count; a qualifier naming nothing on the map is
  // no filter.
  const anchors =
    intent.near.length === 0
      ? []
      : findByClass(map, intent.near, here, { type: "any", landmarks: true });
  const nearAnchor = (name: string): boolean => {
    const at = map.coordsOf(name);
    return anchors.some((anchor) => {
      const center = map.coordsOf(anchor);
      return at !== undefined && center !== undefined && distanceM(at, center) <= NEAR_ANCHOR_M;
    });
  };
  const candidates = findByClass(map, intent.targets, here).filter(
    (name) => anchors.length === 0 || nearAnchor(name),
  );
  if (intent.find === "one") {
    const found = candidates.find((name) => memory.inspected.has(name));
    if (found !== undefined) return answer(situation, foundOne(situation, found));
  }
  const open = candidates.filter(
    (name) =>
      !memory.inspected.has(name) &&
      (memory.inspectFailures.get(name) ?? 0) < MAX_INSPECT_FAILURES &&
      memory.failedAttempts(name) < MAX_WAYS_PER_TARGET &&
      !memory.unreachable.has(name),
  );
  for (const target of byDriveOrder(situation, open)) {
    const decision = inspectTactic(
      situation,
      target,
      `${target} is a ${classWords(situation, target)}: ${intent.why[0] ?? "relevant to the mission"}.`,
    );
    if (decision !== undefined) return decision;
    memory.unreachable.add(target);
  }
  const anchor = anchors[0];
  const anchorAt = anchor === undefined ? undefined : map.coordsOf(anchor);
  const place = nextPlace(situation, (at) =>
    anchorAt === undefined ? true : distanceM(at, anchorAt) <= NEAR_ANCHOR_M,
  );
  if (place !== undefined) return place;
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

  // One instance of something that usually comes in numbers, and nowhere else to look: search around it.
  const found = candidates.filter((name) => memory.inspected.has(name));
  if (
    intent.find === "all" &&
    found.length === 1 &&
    intent.areas.length === 0 &&
    memory.aroundSearches < MAX_SEARCH_AROUND
  ) {
    const only = found[0] ?? "";
    const why = `Only one ${classWords(situation, only)} is known; others may be near it.`;
    const around = searchAroundTactic(situation, only, SEARCH_AROUND_M, why);
    if (around !== undefined) {
      memory.aroundSearches += 1;
      return around;
    }
  }
  if (candidates.length === 0) {
    // Nothing known and nowhere telling left: ask where to look (once), then search where told, then widely.
    if (memory.clarifications === 0) return clarifyWhere(situation);
    const frontier = frontierTactic(
      situation,
      `No ${classWords(situation, intent.targets[0] ?? "")} is on the map yet.`,
    );
    if (frontier !== undefined) return frontier;
    const search = searchSweep(situation);
    if (search !== undefined) return search;
  }
  return answer(situation, summary(situation, candidates));
}

/** Nothing the mission is about is on the map, and no place where it usually is: ask the operator once. */
function clarifyWhere(situation: Situation): Decision {
  const { intent, memory } = situation;
  const things = intent.targets.slice(0, 2).join(" or ").replace(/_/g, " ");
  const checked = [...memory.visited, ...memory.swept];
  const question = `I know of no ${things} on the map${
    checked.length > 0 ? `, and found none at ${checked.slice(0, 4).join(", ")}` : ""
  }. Where should I look?`;
  return {
    goal: situation.goal,
    relevant: checked.slice(0, 4),
    reasoning: [
      `Nothing on the map is a ${things}, and there is no place left where one usually is, so I ask the operator once before searching blindly.`,
    ],
    plan: [formatStep("clarify", [question])],
    intention: { kind: "clarify" },
  };
}

/** The mission is unclear: ask once, then say honestly what the robot can and cannot do. */
export function unclearStrategy(situation: Situation, missionText: string): Decision {
  if (situation.memory.clarifications === 0) {
    const question = situation.intent.unsupported
      ? `I can drive, map, search and inspect things outdoors, but I cannot "${missionText.trim()}". What should I look for or check, and where?`
      : `I don't recognise anything to look for or check in "${missionText.trim()}". What should I look for, and where?`;
    return {
      goal: "understand the mission",
      relevant: [],
      reasoning: [
        "Nothing in the mission names something the robot can find, inspect or reach, so I ask the operator once.",
      ],
      plan: [formatStep("clarify", [question])],
      intention: { kind: "clarify" },
    };
  }
  const replies = situation.memory.operatorReplies.filter((r) => r.trim() !== "");
  return answer(
    situation,
    `I could not act on "${missionText.trim()}": it names nothing I can search for, inspect or drive to${
      replies.length > 0
        ? `, and the operator's reply ("${replies.join('", "')}") did not either`
        : ""
    }. I did not move. Give me something to find or check (for example "inspect the radio towers").`,
    "understand the mission",
  );
}

/** Wrap up: an answer with the evidence so far, saying plainly that time ran out. */
export function wrapUp(situation: Situation, reason: string): Decision {
  const candidates = findByClass(situation.map, situation.intent.targets, situation.here);
  return answer(situation, `${summary(situation, candidates)} (I stopped here because ${reason}.)`);
}

/** The next place to look in; `within` limits places (and holes) to those around a point of interest. */
function nextPlace(
  situation: Situation,
  within: (at: Vec2) => boolean = () => true,
): Decision | undefined {
  const { map, intent, memory, here } = situation;
  // Other nouns of the mission ("near the docks") name places only when map nodes are exactly of that class.
  const nounPlaces = intent.otherNouns.filter((noun) =>
    [...map.objectNames(), ...map.regionNames()].some((name) => nodeClass(map, name) === noun),
  );
  // Without roofs marked in the prior, any building may hide an interior from the air: check them last.
  const roofsKnown = findByClass(map, ["roof"], here, { landmarks: true }).length > 0;
  const areas = [
    ...intent.areas,
    ...(intent.areas.includes("roof") && !roofsKnown ? ["building"] : []),
  ];
  const classes = [...areas, ...nounPlaces, ...intent.places.filter((p) => !areas.includes(p))];
  const areaSet = new Set(findByClass(map, areas, here, { type: "any", landmarks: true }));
  const open = (name: string): boolean =>
    within(map.coordsOf(name) ?? here) &&
    !memory.visited.has(name) &&
    !memory.swept.has(name) &&
    !memory.unreachable.has(name) &&
    memory.failedAttempts(name) < MAX_WAYS_PER_PLACE;
  const why = (place: string): string =>
    `${place} is a place where ${intent.targets.slice(0, 2).join(" or ").replace(/_/g, " ")} may be found: ${intent.why.at(-1) ?? ""}`;
  // findByClass orders by how telling the class is, then by distance: canopy before the building fallback.
  const places =
    classes.length === 0 ? [] : findByClass(map, classes, here, { type: "any", landmarks: true });
  for (const place of places.filter(open)) {
    const area = areaSet.has(place) ? landmarkArea(situation, place) : undefined;
    if (area !== undefined ? isAreaCovered(situation, area) : isCovered(situation, place)) continue;
    const decision =
      area !== undefined
        ? sweepTactic(situation, area, why(place))
        : visitTactic(situation, place, why(place));
    if (decision !== undefined) return decision;
    memory.unreachable.add(place);
  }
  // Holes in the prior are where overhead imagery saw nothing: after the areas it names, sweep those too.
  if (intent.areas.length === 0) return undefined;
  const known = places
    .filter((place) => areaSet.has(place))
    .map((place) => landmarkArea(situation, place));
  // Holes of the prior as first seen: mapping one fills it with regions long before the detector has covered it.
  memory.priorHoles ??= unmappedAreas(map)
    .sort((a, b) => b.areaM2 - a.areaM2)
    .slice(0, MAX_HOLES_SWEPT);
  for (const hole of memory.priorHoles) {
    const area: SweepArea = { id: hole.id, center: hole.center, box: hole.box };
    if (!open(area.id) || !within(area.center) || isAreaCovered(situation, area)) continue;
    if (known.some((k) => k !== undefined && insideBox(k.box, hole.center))) continue;
    const decision = sweepTactic(
      situation,
      area,
      `The prior shows no ground around ${formatVec(hole.center)} (about ${Math.round(hole.areaM2)} m² unmapped), as under canopy or a roof.`,
    );
    if (decision !== undefined) return decision;
    memory.unreachable.add(area.id);
  }
  return undefined;
}

function landmarkArea(situation: Situation, name: string): SweepArea | undefined {
  const { map } = situation;
  const raw = map.get(name)?.attributes["bbox_m"];
  const center = map.coordsOf(name);
  if (!Array.isArray(raw) || raw.length !== 4 || center === undefined) return undefined;
  return { id: name, node: name, center, box: raw as [number, number, number, number] };
}

function isAreaCovered(situation: Situation, area: SweepArea): boolean {
  const { seen, unseen } = boxLattice(area.box, situation.request.trail, DETECTOR_REACH_M);
  return (
    seen.length + unseen.length > 0 &&
    seen.length >= AREA_COVERED_SHARE * (seen.length + unseen.length)
  );
}

function insideBox(
  box: readonly [number, number, number, number],
  point: readonly [number, number],
): boolean {
  return point[0] >= box[0] && point[0] <= box[2] && point[1] >= box[1] && point[1] <= box[3];
}

/** A point place is covered when the robot drove within 8 m of it. */
function isCovered(situation: Situation, place: string): boolean {
  const coords = situation.map.coordsOf(place);
  return (
    coords !== undefined && situation.request.trail.some((point) => distanceM(point, coords) <= 8)
  );
}

/** No candidate and no telling place: look around a few spread-out known places, then give up honestly. */
function searchSweep(situation: Situation): Decision | undefined {
  const { map, memory } = situation;
  if (memory.visited.size >= MAX_SEARCH_VIEWPOINTS) return undefined;
  const regions = map
    .regionNames()
    .filter(
      (name) =>
        !memory.visited.has(name) &&
        situation.request.map.components.componentOf(name) ===
          map.components.componentOf(situation.location),
    );
  // Farthest from everywhere the robot has been: the least covered place.
  let best: { name: string; d: number } | undefined;
  for (const name of regions) {
    const coords = map.coordsOf(name);
    if (coords === undefined) continue;
    const d = Math.min(...memory.trail.map((point) => distanceM(point, coords)));
    if (best === undefined || d > best.d) best = { name, d };
  }
  if (best === undefined || best.d < 20) return undefined;
  return visitTactic(
    situation,
    best.name,
    `Nothing known matches ${situation.intent.targets.join(", ")}; I search the least-explored part of the map.`,
  );
}

function foundOne(situation: Situation, name: string): string {
  const description = situation.memory.inspected.get(name) ?? "";
  return `I found ${name} ${whereIs(situation.map, name)}. It looks like this: "${description}".${soundsAlarming(description) ? " It appears to be in trouble." : ""}`;
}

function summary(situation: Situation, candidates: readonly string[]): string {
  const { memory, intent } = situation;
  const inspected = new Map(
    [...memory.inspected].filter(([name]) => candidates.includes(name) || !intent.hazards.length),
  );
  const alarming = [...inspected].filter(([, text]) => soundsAlarming(text)).map(([name]) => name);
  const parts: string[] = [];
  if (inspected.size === 0) {
    const looked = [...memory.visited, ...memory.swept].slice(0, 6);
    const where = intent.near.length > 0 ? ` near the ${intent.near.join(" or ")}` : "";
    parts.push(
      `Not found: I found no ${intent.targets.slice(0, 3).join(", ").replace(/_/g, " ") || "match"}${where}${
        looked.length > 0 ? ` after checking ${looked.join(", ")}.` : "."
      }`,
    );
  } else {
    parts.push(`I inspected ${inspectionClauses(inspected).join("; ")}.`);
    if (alarming.length > 0) {
      parts.push(
        `${alarming.join(" and ")} ${alarming.length === 1 ? "appears" : "appear"} damaged or in trouble${intent.why[0] === undefined ? "" : `, which explains the mission (${intent.why[0]})`}.`,
      );
    } else {
      parts.push("None of them shows obvious damage.");
    }
  }
  const unreached = candidates.filter((name) => !memory.inspected.has(name));
  if (unreached.length > 0)
    parts.push(`I could not inspect ${unreached.join(", ")}${problems(situation, unreached)}.`);
  return parts.join(" ");
}

function problems(situation: Situation, names: readonly string[]): string {
  const reasons = names
    .map((name) => situation.memory.inspectProblems.get(name))
    .filter((r) => r !== undefined);
  return reasons.length > 0 ? ` (${reasons.join("; ")})` : " (no way to reach them was found)";
}

function classWords(situation: Situation, name: string): string {
  const cls = situation.map.get(name)?.attributes["class"];
  return (typeof cls === "string" ? cls : name.replace(/_\d+$/, "")).replace(/_/g, " ");
}

/** Reachable targets first (by distance driven), then the rest by straight-line distance. */
function byDriveOrder(situation: Situation, names: readonly string[]): string[] {
  return byDistance(situation, names);
}

function byDistance(situation: Situation, names: readonly string[]): string[] {
  const { map, here } = situation;
  return [...names].sort(
    (a, b) => distanceM(here, map.coordsOf(a) ?? here) - distanceM(here, map.coordsOf(b) ?? here),
  );
}
