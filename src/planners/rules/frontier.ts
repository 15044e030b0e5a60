import { distanceM, formatVec, type Vec2 } from "../../geo/index.js";
import { formatStep } from "../../plan/index.js";
import type { Compass } from "../../mission/index.js";
import { findByClass } from "./mapQueries.js";
import { DETECTOR_REACH_M, round, visitTactic, type Decision, type Situation } from "./tactics.js";
import { sweepKey } from "./sweepTactics.js";
import { allWordsIn } from "./grounding.js";

/** Memory key of the ways tried past the edge of the map. */
const FRONTIER = "frontier";
/** How far apart the points to grow the map toward lie, along and across the direction. */
const STEP_M = 25;
const SIDE_STEP_M = 20;
const STEPS_OUT = 4;
/** Extensions past the edge of the map before giving up on the direction. */
export const MAX_FRONTIER_STEPS = 8;

const HEADING: Readonly<Record<Compass, Vec2>> = {
  east: [1, 0],
  west: [-1, 0],
  north: [0, 1],
  south: [0, -1],
};

/**
 * Grow the map past its edge in the direction the operator gave ("east of the trails"): from the part of the
 * map it names (else the robot's), toward the nearest point in that direction that the detector has not passed
 * over, a fan of points out to about 100 m. Undefined without a direction, or when every point is done.
 */
/**
 * Whether the operator's direction is given from a place the map names ("east of the main car park"), not from a
 * kind of place ("east of the trails"): the thing lies beyond that one area, so going that way from it comes
 * before sweeping the area itself.
 */
export function fromANamedPlace(situation: Situation): boolean {
  return directionStart(situation).by === "name";
}

/**
 * The nodes a direction is given from: of a kind ("the trails"), else of a place whose name has the words ("east of
 * the main car park" is read as far as "main car"). None when the direction names no place or nothing matches.
 */
function directionStart(situation: Situation): { nodes: string[]; by: "class" | "name" | "none" } {
  const { map, goal, here } = situation;
  const of = goal.direction?.of;
  if (of === undefined) return { nodes: [], by: "none" };
  const byClass = findByClass(map, [of], here, { type: "any", landmarks: true });
  if (byClass.length > 0) return { nodes: byClass, by: "class" };
  const byName = map.regionNames().filter((name) => {
    const place = map.get(name)?.attributes["place"];
    return typeof place === "string" && allWordsIn(of, place);
  });
  return byName.length > 0 ? { nodes: byName, by: "name" } : { nodes: [], by: "none" };
}

export function frontierTactic(situation: Situation, why: string): Decision | undefined {
  const { map, goal, memory, here, request } = situation;
  const direction = goal.direction;
  if (direction === undefined || memory.frontierSteps >= MAX_FRONTIER_STEPS) return undefined;
  const heading = HEADING[direction.compass];
  const across: Vec2 = [-heading[1], heading[0]];
  const along = (point: Vec2): number => point[0] * heading[0] + point[1] * heading[1];
  const named = directionStart(situation).nodes;
  const origins = (named.length > 0 ? named : map.regionNames())
    .map((name) => map.coordsOf(name))
    .filter((at) => at !== undefined);
  if (origins.length === 0) return undefined;
  // Start from the part of the named place (or of the map) farthest in that direction.
  const base = origins.reduce((best, at) => (along(at) > along(best) ? at : best));
  const seen = (point: Vec2): boolean =>
    request.trail.some((at) => distanceM(at, point) <= DETECTOR_REACH_M);
  // Ground already mapped out there but not yet looked at comes first: drive there and map it.
  const ahead = map
    .regionNames()
    .filter((name) => {
      const at = map.coordsOf(name);
      return (
        at !== undefined &&
        along(at) > along(base) + 1 &&
        Math.abs((at[0] - base[0]) * across[0] + (at[1] - base[1]) * across[1]) <=
          STEPS_OUT * STEP_M &&
        !seen(at) &&
        !memory.visited.has(name) &&
        !memory.unreachable.has(name)
      );
    })
    .sort(
      (a, b) => distanceM(here, map.coordsOf(a) ?? here) - distanceM(here, map.coordsOf(b) ?? here),
    );
  const from = named[0] === undefined ? "the known map" : named[0];
  for (const region of ahead) {
    const visit = visitTactic(
      situation,
      region,
      `${why} The search should go ${direction.compass} of ${from}, and ${region} lies there unseen.`,
    );
    if (visit === undefined) {
      memory.unreachable.add(region);
      continue;
    }
    memory.frontierSteps += 1;
    return visit;
  }
  const points: Vec2[] = [];
  for (let out = 1; out <= STEPS_OUT; out += 1) {
    for (const side of [0, SIDE_STEP_M, -SIDE_STEP_M]) {
      points.push([
        base[0] + heading[0] * STEP_M * out + across[0] * side,
        base[1] + heading[1] * STEP_M * out + across[1] * side,
      ]);
    }
  }
  const next = points.find((point) => !seen(point) && !memory.isRetired(FRONTIER, sweepKey(point)));
  if (next === undefined) return undefined;
  memory.frontierSteps += 1;
  return {
    goal: situation.goalText,
    relevant: named.slice(0, 3),
    reasoning: [
      why,
      `No node of the map matches, and the search should go ${direction.compass} of ${from}; I extend the map toward ${formatVec(next)}, which the robot has not seen yet.`,
    ],
    plan: [formatStep("extend_map", [round(next[0]), round(next[1])]), "replan()"],
    intention: { kind: "sweep", target: FRONTIER, key: sweepKey(next) },
  };
}
