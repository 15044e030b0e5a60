import type { PlanRequest } from "../../agent/index.js";
import { distanceM, formatVec, type Vec2 } from "../../geo/index.js";
import { isReachable, type SemanticMap } from "../../map/index.js";
import { formatStep } from "../../plan/index.js";
import { nextGap, type Connection } from "./gapRoute.js";
import { boxOf, isLandmark, nodeClass } from "./mapQueries.js";
import type { Intention, PlannerMemory } from "./PlannerMemory.js";
import type { MissionGoal, MissionVerdict } from "../../mission/index.js";
import type { Focus } from "./focus.js";

/** One planning decision: the plan (only its first step runs) and the chain of thought behind it. */
export interface Decision {
  readonly goal: string;
  readonly relevant: readonly string[];
  readonly reasoning: readonly string[];
  readonly plan: readonly string[];
  readonly intention?: Intention;
  /** What an answer concludes, as data (sent next to the answer step). */
  readonly verdict?: MissionVerdict;
  /** The answer's text, when the plan is an answer. */
  readonly answer?: string;
}

/** What every tactic needs to know. */
export interface Situation {
  readonly request: PlanRequest;
  readonly map: SemanticMap;
  readonly goal: MissionGoal;
  readonly focus: Focus;
  readonly memory: PlannerMemory;
  readonly here: Vec2;
  readonly location: string;
  /** The goal in words, for the reply's primary_goal. */
  readonly goalText: string;
  /** The goal is one of several steps the operator set out: it is about what the step names, nothing more. */
  readonly oneOfSteps?: boolean;
}

type WayKind = "connect" | "visit" | "sweep";

/** How far the detector is assumed to see when sizing sweeps (the simulator's is 15 m; stay conservative). */
export const DETECTOR_REACH_M = 12;
const CLOSE_IN_M = 8;

/** The question for the vision-language model, from the goal's template, about this object's kind. */
export function queryFor(situation: Situation, object: string): string {
  const thing = nodeClass(situation.map, object).replace(/_/g, " ");
  return situation.goal.query.replace("{thing}", thing);
}

export function reachable(situation: Situation, target: string): boolean {
  return isReachable(situation.map, situation.location, target);
}

/**
 * Inspect an object: directly when it is reachable on the known map (inspect drives there itself); after a
 * failed inspection, close in first; when unreachable, connect the map toward it.
 */
export function inspectTactic(
  situation: Situation,
  object: string,
  why: string,
): Decision | undefined {
  const { memory, map } = situation;
  const inspect = formatStep("inspect", [object, queryFor(situation, object)]);
  if (!reachable(situation, object))
    return connectTactic(situation, object, why, { followUp: inspect });
  const coords = map.coordsOf(object);
  const approachKey = `approach:${object}`;
  if (
    (memory.inspectFailures.get(object) ?? 0) > 0 &&
    coords !== undefined &&
    distanceM(situation.here, coords) > CLOSE_IN_M &&
    !memory.isRetired(object, approachKey)
  ) {
    return {
      goal: situation.goalText,
      relevant: [object],
      reasoning: [
        why,
        `The last inspection of ${object} failed, so I close in on it first and then inspect it again.`,
      ],
      plan: [formatStep("extend_map", [round(coords[0]), round(coords[1])]), inspect, "replan()"],
      intention: { kind: "connect", target: object, key: approachKey },
    };
  }
  const key = `inspect:${object}`;
  if (memory.isRetired(object, key)) return undefined;
  return {
    goal: situation.goalText,
    relevant: [object, ...map.regionsOfObject(object).slice(0, 2)],
    reasoning: [
      why,
      `${object} is reachable on the known map, so I inspect it (the robot drives to where it is visible).`,
    ],
    plan: [inspect, "replan()"],
    intention: { kind: "inspect", target: object, key },
  };
}

/**
 * The next gap on the cheapest way from the robot to a target, skipping ways already retired and judging gaps
 * by what exploration has run into so far. Undefined when no way is left.
 */
export function nextWayTo(
  situation: Situation,
  target: string,
  aimAt?: Vec2,
): Connection | undefined {
  // A route search costs tens of milliseconds on a few hundred regions; one decision may ask twice (is the cut on
  // the way? then: take the way). Memory does not change while a decision is made, so the answer is kept.
  const key = `${target}@${aimAt === undefined ? "" : aimAt.join(",")}`;
  let ways = WAYS_BY_SITUATION.get(situation);
  if (ways === undefined) {
    ways = new Map();
    WAYS_BY_SITUATION.set(situation, ways);
  }
  if (!ways.has(key)) ways.set(key, searchWay(situation, target, aimAt));
  return ways.get(key);
}

const WAYS_BY_SITUATION = new WeakMap<Situation, Map<string, Connection | undefined>>();

function searchWay(situation: Situation, target: string, aimAt?: Vec2): Connection | undefined {
  const { map, memory, location } = situation;
  const targetClass = nodeClass(map, target);
  // A building's interior is likelier in the middle of its outline than at the point that labels it.
  const goalCoords = aimAt ?? (targetClass === "building" ? boxCenter(map, target) : undefined);
  return nextGap(map, location, target, {
    ...(goalCoords === undefined ? {} : { goalCoords }),
    obstacles: memory.obstacles,
    failedDirections: memory.failedDirections,
    walls: memory.walls,
    isRetired: (key, near) => memory.isRetired(target, key) || memory.isStartRetired(target, near),
  });
}

/**
 * Reach a node by growing the map: drive to the region of the robot's part of the map from which the way is
 * cheapest, then extend the map toward it (toward a known region on its side when there is one). Ways already
 * retired are skipped; undefined when none is left.
 */
export function connectTactic(
  situation: Situation,
  target: string,
  why: string,
  options: { followUp?: string; kind?: WayKind; goalCoords?: Vec2 } = {},
): Decision | undefined {
  const { map, location } = situation;
  const kind = options.kind ?? "connect";
  const option = nextWayTo(situation, target, options.goalCoords);
  if (option === undefined) return undefined;
  const extend = formatStep("extend_map", [round(option.goal[0]), round(option.goal[1])]);
  const situationText = reachable(situation, target)
    ? `I need to get into ${target}`
    : `${target} is not connected to the robot's part of the map`;
  const through =
    option.far === undefined
      ? `toward ${target} ${formatVec(option.goal)}`
      : `toward ${option.far} ${formatVec(option.goal)} on ${target}'s side`;
  const nearCoords = map.coordsOf(option.near);
  const atNear =
    option.near === location ||
    (nearCoords !== undefined && distanceM(nearCoords, situation.here) < 3);
  const relevant = [target, option.near, ...(option.far === undefined ? [] : [option.far])];
  const intention: Intention = { kind, target, key: option.key };
  if (atNear) {
    return {
      goal: situation.goalText,
      relevant,
      reasoning: [
        why,
        `${situationText}; from ${option.near}, where the robot is, I extend the map ${through}.`,
      ],
      plan: [extend, ...(options.followUp === undefined ? [] : [options.followUp]), "replan()"],
      intention,
    };
  }
  return {
    goal: situation.goalText,
    relevant,
    reasoning: [
      why,
      `${situationText}. The cheapest way is from ${option.near}: I go there, then extend the map ${through}.`,
    ],
    plan: [formatStep("goto", [option.near]), extend, "replan()"],
    intention,
  };
}

/** Look around a place where targets are usually found (a dock, a hill): map it, or connect toward it. */
export function visitTactic(
  situation: Situation,
  place: string,
  why: string,
): Decision | undefined {
  const { map, memory } = situation;
  if (isLandmark(map, place) || !reachable(situation, place))
    return connectTactic(situation, place, why, { kind: "visit" });
  const region = map.isRegion(place)
    ? lookout(situation, place)
    : (lookout(situation, place) ?? viewpoint(situation, place));
  if (region === undefined) return undefined;
  const key = `map:${region}`;
  if (memory.isRetired(place, key)) return connectTactic(situation, place, why, { kind: "visit" });
  return {
    goal: situation.goalText,
    relevant: [place, region],
    reasoning: [
      why,
      `${place} is reachable; I map ${region} to look for what the mission is about.`,
    ],
    plan: [formatStep("map_region", [region]), "replan()"],
    intention: { kind: "visit", target: place, key },
  };
}

/**
 * A reachable region close enough to a place to see around it (within 12 m), nearest the robot: looking at a
 * dock from its landing saves driving onto the dock and back.
 */
function lookout(situation: Situation, place: string): string | undefined {
  const { map, here } = situation;
  const coords = map.coordsOf(place);
  if (coords === undefined) return undefined;
  const home = map.components.componentOf(situation.location);
  const candidates = map.nearestRegions(coords, {
    count: 12,
    maxDistanceM: 12,
    filter: (name) => map.components.componentOf(name) === home,
  });
  const distance = (name: string): number => distanceM(here, map.coordsOf(name) ?? here);
  return candidates.sort((a, b) => distance(a) - distance(b))[0];
}

/** The region an object is best seen from: connected to it, reachable, nearest the robot. */
export function viewpoint(situation: Situation, object: string): string | undefined {
  const { map, here } = situation;
  const regions = map
    .regionsOfObject(object)
    .filter((region) => isReachable(map, situation.location, region));
  const distance = (name: string): number => distanceM(here, map.coordsOf(name) ?? here);
  return regions.sort((a, b) => distance(a) - distance(b))[0];
}

function boxCenter(map: SemanticMap, name: string): Vec2 | undefined {
  const raw = boxOf(map, name);
  if (raw === undefined) return undefined;
  const [minX, minY, maxX, maxY] = raw;
  return [(minX + maxX) / 2, (minY + maxY) / 2];
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Go and look at the cut in the way, when nothing seen explains it yet: the mapper removes a blocked
 * connection from further away than the detector can name what blocks it. Undefined when every cut has been
 * looked at (the robot passed within `LOOKED_AT_M`) or is out of reach.
 */
export function lookAtCutTactic(
  situation: Situation,
  cuts: readonly Vec2[],
  why: string,
): Decision | undefined {
  const { map, memory, request, here } = situation;
  const home = map.components.componentOf(situation.location);
  for (const cut of [...cuts].sort((a, b) => distanceM(a, here) - distanceM(b, here))) {
    const key = `cut:${Math.round(cut[0])},${Math.round(cut[1])}`;
    if (memory.isRetired(key, key)) continue;
    if (
      request.trail.some((point) => distanceM(point, cut) <= LOOKED_AT_M) ||
      distanceM(here, cut) <= LOOKED_AT_M
    )
      continue;
    const near = map.nearestRegions(cut, {
      count: 1,
      maxDistanceM: LOOKED_AT_M,
      filter: (name) => map.components.componentOf(name) === home,
    })[0];
    const step =
      near !== undefined && near !== situation.location
        ? formatStep("goto", [near])
        : formatStep("extend_map", [round(cut[0]), round(cut[1])]);
    return {
      goal: situation.goalText,
      relevant: near === undefined ? [] : [near],
      reasoning: [
        why,
        `The way was found cut near ${formatVec(cut)} but nothing seen explains it, so I go and look.`,
      ],
      plan: [step, "replan()"],
      intention: { kind: "visit", target: key, key },
    };
  }
  return undefined;
}

/** Close enough to a cut for the detector to name what blocks it. */
const LOOKED_AT_M = 8;

/** End the mission with an answer: the evidence the mission needs, or all there is to find within reach. */
export function answer(
  situation: Situation,
  text: string,
  goal = situation.goalText,
  verdict?: MissionVerdict,
): Decision {
  return {
    goal,
    relevant: [...situation.memory.inspected.keys()],
    reasoning: [
      "I have the evidence the mission needs (or all there is to find within reach), so I report it.",
    ],
    plan: [formatStep("answer", [text])],
    answer: text,
    ...(verdict === undefined ? {} : { verdict }),
  };
}
