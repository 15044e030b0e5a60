import type { PlanRequest } from "../../agent/index.js";
import { distanceM, formatVec, type Vec2 } from "../../geo/index.js";
import { isReachable, type SemanticMap } from "../../map/index.js";
import { formatStep } from "../../plan/index.js";
import { connectionOptions, isLandmark, nodeClass } from "./mapQueries.js";
import type { Intention, PlannerMemory } from "./PlannerMemory.js";
import type { MissionIntent } from "./understandMission.js";

/** One planning decision: the plan (only its first step runs) and the chain of thought behind it. */
export interface Decision {
  readonly goal: string;
  readonly relevant: readonly string[];
  readonly reasoning: readonly string[];
  readonly plan: readonly string[];
  readonly intention?: Intention;
}

/** What every tactic needs to know. */
export interface Situation {
  readonly request: PlanRequest;
  readonly map: SemanticMap;
  readonly intent: MissionIntent;
  readonly memory: PlannerMemory;
  readonly here: Vec2;
  readonly location: string;
  readonly goal: string;
}

const AREA_RADIUS_RANGE_M = [8, 25] as const;

/** The VLM question for an object, from the concept's template. */
export function queryFor(situation: Situation, object: string): string {
  const cls = nodeClass(situation.map, object).replace(/_/g, " ");
  return (situation.intent.query || "Describe this {class} and its condition.").replace(
    "{class}",
    cls,
  );
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
  if (reachable(situation, object)) {
    const coords = map.coordsOf(object);
    if (
      (memory.inspectFailures.get(object) ?? 0) > 0 &&
      coords !== undefined &&
      distanceM(situation.here, coords) > 8
    ) {
      return {
        goal: situation.goal,
        relevant: [object],
        reasoning: [
          why,
          `The last inspection of ${object} failed, so I close in on it first and then inspect it again.`,
        ],
        plan: [formatStep("extend_map", [round(coords[0]), round(coords[1])]), inspect, "replan()"],
        intention: { kind: "connect", target: object, key: `approach:${object}` },
      };
    }
    return {
      goal: situation.goal,
      relevant: [object, ...map.regionsOfObject(object).slice(0, 2)],
      reasoning: [
        why,
        `${object} is reachable on the known map, so I inspect it (the robot drives to where it is visible).`,
      ],
      plan: [inspect, "replan()"],
      intention: { kind: "inspect", target: object },
    };
  }
  return connectTactic(situation, object, why, inspect);
}

/**
 * Reach an unreachable node: drive to the region of the robot's part of the map from which the gap is cheapest to
 * cross, then extend the map toward the other side. Ways in that already failed are skipped; undefined when none
 * is left.
 */
export function connectTactic(
  situation: Situation,
  target: string,
  why: string,
  followUp?: string,
): Decision | undefined {
  const { map, memory, location } = situation;
  const failed = memory.failedConnections.get(target) ?? new Set<string>();
  const option = connectionOptions(map, location, target).find(
    (candidate) => !failed.has(candidate.key),
  );
  if (option === undefined) return undefined;
  const extend = formatStep("extend_map", [round(option.goal[0]), round(option.goal[1])]);
  const gap = `${target} is not connected to the robot's part of the map`;
  const through =
    option.far === undefined
      ? `toward ${target} ${formatVec(option.goal)}`
      : `toward ${option.far} ${formatVec(option.goal)} on ${target}'s side`;
  const nearCoords = map.coordsOf(option.near);
  const atNear =
    option.near === location ||
    (nearCoords !== undefined && distanceM(nearCoords, situation.here) < 3);
  if (atNear) {
    return {
      goal: situation.goal,
      relevant: [target, option.near, ...(option.far === undefined ? [] : [option.far])],
      reasoning: [
        why,
        `${gap}; from ${option.near}, where the robot is, I extend the map ${through}.`,
      ],
      plan: [extend, ...(followUp === undefined ? [] : [followUp]), "replan()"],
      intention: { kind: "connect", target, key: option.key },
    };
  }
  return {
    goal: situation.goal,
    relevant: [target, option.near, ...(option.far === undefined ? [] : [option.far])],
    reasoning: [
      why,
      `${gap}. The cheapest way in is from ${option.near}: I go there, then extend the map ${through}.`,
    ],
    plan: [formatStep("goto", [option.near]), extend, "replan()"],
    intention: { kind: "connect", target, key: option.key },
  };
}

/** Look around a place where targets are usually found (a dock, a hill): map it, or connect toward it. */
export function visitTactic(
  situation: Situation,
  place: string,
  why: string,
): Decision | undefined {
  const { map } = situation;
  if (isLandmark(map, place) || !reachable(situation, place)) {
    if (!reachable(situation, place)) return connectTactic(situation, place, why);
    const coords = map.coordsOf(place);
    if (coords === undefined) return undefined;
    return {
      goal: situation.goal,
      relevant: [place],
      reasoning: [why, `I extend the map to ${place} to look around it.`],
      plan: [formatStep("extend_map", [round(coords[0]), round(coords[1])]), "replan()"],
      intention: { kind: "visit", target: place },
    };
  }
  const region = map.isRegion(place) ? place : viewpoint(situation, place);
  if (region === undefined) return undefined;
  return {
    goal: situation.goal,
    relevant: [place, region],
    reasoning: [
      why,
      `${place} is reachable; I map ${region} to look for what the mission is about.`,
    ],
    plan: [formatStep("map_region", [region]), "replan()"],
    intention: { kind: "visit", target: place },
  };
}

/**
 * Sweep an area the prior cannot see into (tree canopy, a roofed building): enter it by extending the map to its
 * middle, then explore around with a radius that fits its size.
 */
export function sweepTactic(situation: Situation, area: string, why: string): Decision | undefined {
  const { map, memory } = situation;
  const coords = map.coordsOf(area);
  if (coords === undefined) return undefined;
  if (!memory.entered.has(area) && distanceM(coords, situation.here) > 12) {
    if (!reachable(situation, area)) return connectTactic(situation, area, why);
    return {
      goal: situation.goal,
      relevant: [area, ...map.regionsOfObject(area).slice(0, 1)],
      reasoning: [
        why,
        `${area} hides the ground from the air; I extend the map into it, toward ${formatVec(coords)}.`,
      ],
      plan: [formatStep("extend_map", [round(coords[0]), round(coords[1])]), "replan()"],
      intention: { kind: "sweep", target: area },
    };
  }
  const radius = areaRadiusM(map, area);
  return {
    goal: situation.goal,
    relevant: [area, situation.location],
    reasoning: [
      why,
      `The robot is inside ${area}; I explore ${radius} m around ${situation.location} to see everything under it.`,
    ],
    plan: [formatStep("explore_region", [situation.location, radius]), "replan()"],
    intention: { kind: "sweep", target: area },
  };
}

/** The region an object is best seen from: connected to it, reachable, nearest the robot. */
export function viewpoint(situation: Situation, object: string): string | undefined {
  const { map } = situation;
  const regions = map
    .regionsOfObject(object)
    .filter((region) => isReachable(map, situation.location, region));
  return regions.sort(
    (a, b) =>
      distanceM(situation.here, map.coordsOf(a) ?? situation.here) -
      distanceM(situation.here, map.coordsOf(b) ?? situation.here),
  )[0];
}

/** Half the footprint of an area landmark when the prior recorded it, else a default. */
function areaRadiusM(map: SemanticMap, area: string): number {
  const size = map.get(area)?.attributes["size_m"];
  const extent = Array.isArray(size)
    ? Math.max(...size.filter((v): v is number => typeof v === "number"))
    : 20;
  return Math.round(Math.min(AREA_RADIUS_RANGE_M[1], Math.max(AREA_RADIUS_RANGE_M[0], extent / 2)));
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
