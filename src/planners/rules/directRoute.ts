import { distanceM, distanceToSegmentM, formatVec, type Vec2 } from "../../geo/index.js";
import { formatStep } from "../../plan/index.js";
import { nextGap } from "./gapRoute.js";
import { boxOf } from "./mapQueries.js";
import { allWordsIn } from "./grounding.js";
import { routeAnswered, routeVerdict } from "./routeAnswer.js";
import { answer, round, type Decision, type Situation } from "./tactics.js";

/** The direct way keeps within this share of the straight line's length either side of it… */
const CORRIDOR_SHARE = 0.35;
/** …and never narrower than this: a path jinks round a building or a pond. */
const MIN_CORRIDOR_HALF_WIDTH_M = 40;
/** Map extensions in all before the direct way is given up (each that grew the map is not a failed way). */
const MAX_EXTENSIONS = 10;
/** A landmark's ground: the region nearest its middle, this close. */
const LANDMARK_GROUND_M = 60;
/** Ways across tried before the direct way is called shut. */
const MAX_DIRECT_WAYS = 4;

/**
 * "Can they walk straight across from the bus stop to the library, or must they go round via the ring road?": a way round
 * does not answer it. The route is checked inside a corridor along the straight line between its ends, away from
 * the way set against it: along known ground when the map has it, else by growing the map across the gaps the
 * prior leaves (a new footbridge is not on old imagery). Undefined when this is no direct-way question, or when
 * the destination is reached (the caller answers yes).
 */
export function directRouteTactic(
  situation: Situation,
  destination: string,
  origin: string | undefined,
): Decision | undefined {
  const { map, memory, goal, request, focus } = situation;
  const destinationAt = map.coordsOf(destination);
  if (destinationAt === undefined) return undefined;
  const start =
    origin === undefined
      ? (acrossFrom(situation, destinationAt) ?? request.trail[0])
      : map.coordsOf(origin);
  if (start === undefined) return undefined;
  const within = corridor(situation, start, destinationAt);
  const startRegion = nearestWithin(situation, start, within);
  // Across what the way goes over, the route starts on the far side: the robot goes there first.
  const startKey = `start:${startRegion ?? ""}`;
  if (origin === undefined && focus.crossing !== undefined && startRegion !== undefined) {
    const startAt = map.coordsOf(startRegion);
    if (startAt !== undefined && distanceM(situation.here, startAt) <= 15)
      memory.visited.add(startKey);
    if (!memory.visited.has(startKey) && memory.failedAttempts(startKey) === 0)
      return {
        goal: situation.goalText,
        relevant: [destination, startRegion, focus.crossing],
        reasoning: [
          `The way asked about goes over ${focus.crossing}, so it starts across it from ${destination}: I go to ${startRegion} first.`,
        ],
        plan: [formatStep("goto", [startRegion]), "replan()"],
        intention: { kind: "direct", target: startKey, key: `goto:${startRegion}` },
      };
  }
  const from = within(situation.location) ? situation.location : startRegion;
  if (from === undefined) return undefined;
  // A landmark (a wood) has no region of its own: the way leads to the ground nearest its middle.
  const target = map.isRegion(destination)
    ? destination
    : (map.regionsOfObject(destination)[0] ??
      map.nearestRegions(destinationAt, { count: 1, maxDistanceM: LANDMARK_GROUND_M })[0]);
  if (target === undefined) return undefined;
  const targetAt = map.coordsOf(target) ?? destinationAt;
  // There: close by, and on ground joined to the robot's inside the corridor (not behind the fence beside it).
  if (
    distanceM(situation.here, targetAt) <= 15 &&
    connectedWithin(situation, situation.location, target, () => true)
  )
    return routeAnswered(situation, destination, "reached");
  const why = `The mission asks about the direct way to ${destination} ${formatVec(destinationAt)}${goal.avoid === undefined ? "" : `, not the way round via the ${goal.avoid}`}.`;
  const extensions = request.history.filter((step) => step.startsWith("extend_map")).length;
  if (
    memory.failedAttempts(`direct:${destination}`) >= MAX_DIRECT_WAYS ||
    extensions >= MAX_EXTENSIONS
  )
    return closedAnswer(situation, destination);
  // Known ground all the way inside the corridor: drive it.
  if (connectedWithin(situation, from, target, within)) {
    const key = `direct-goto:${target}`;
    if (!memory.isRetired(`direct:${destination}`, key))
      return {
        goal: situation.goalText,
        relevant: [destination, target],
        reasoning: [
          why,
          `Known ground leads there directly; I drive it and watch for anything blocking it.`,
        ],
        plan: [formatStep("goto", [target]), "replan()"],
        intention: { kind: "direct", target: `direct:${destination}`, key },
      };
  }
  const gap = nextGap(map, from, target, {
    within,
    preferGap: (near, far) => endOfPlace(situation, near) && endOfPlace(situation, far),
    obstacles: memory.obstacles,
    failedDirections: memory.failedDirections,
    walls: memory.walls,
    isRetired: (key) => memory.isRetired(`direct:${destination}`, key),
  });
  if (gap === undefined) return closedAnswer(situation, destination);
  const extend = formatStep("extend_map", [round(gap.goal[0]), round(gap.goal[1])]);
  const nearAt = map.coordsOf(gap.near);
  const atNear = nearAt !== undefined && distanceM(nearAt, situation.here) < 3;
  return {
    goal: situation.goalText,
    relevant: [destination, gap.near, ...(gap.far === undefined ? [] : [gap.far])],
    reasoning: [
      why,
      `The map has no direct way yet; the prior leaves a gap from ${gap.near} toward ${formatVec(gap.goal)}, so I ${atNear ? "" : `go to ${gap.near} and `}look for a way across.`,
    ],
    plan: [...(atNear ? [] : [formatStep("goto", [gap.near])]), extend, "replan()"],
    intention: { kind: "direct", target: `direct:${destination}`, key: gap.key },
  };
}

/** Regions within the corridor along the straight line, and not on the way the mission sets against it. */
function corridor(situation: Situation, start: Vec2, end: Vec2): (region: string) => boolean {
  const { map, goal } = situation;
  const halfWidthM = Math.max(MIN_CORRIDOR_HALF_WIDTH_M, CORRIDOR_SHARE * distanceM(start, end));
  const avoid = goal.avoid;
  return (region) => {
    const at = map.coordsOf(region);
    if (at === undefined || distanceToSegmentM(at, start, end) > halfWidthM) return false;
    const place = map.get(region)?.attributes["place"];
    return avoid === undefined || typeof place !== "string" || !allWordsIn(place, avoid);
  };
}

/** The corridor region nearest the route's start that the robot can drive to. */
function nearestWithin(
  situation: Situation,
  start: Vec2,
  within: (region: string) => boolean,
): string | undefined {
  const { map } = situation;
  const own = map.components.componentOf(situation.location);
  return map.nearestRegions(start, {
    count: 1,
    maxDistanceM: 200,
    filter: (name) => within(name) && map.components.componentOf(name) === own,
  })[0];
}

function connectedWithin(
  situation: Situation,
  from: string,
  to: string,
  within: (region: string) => boolean,
): boolean {
  const { map } = situation;
  const seen = new Set([from]);
  const queue = [from];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (next === to) return true;
    for (const neighbor of map.neighbors(next, "region")) {
      if (seen.has(neighbor) || !within(neighbor)) continue;
      seen.add(neighbor);
      queue.push(neighbor);
    }
  }
  return false;
}

function closedAnswer(situation: Situation, destination: string): Decision {
  const { goal, memory } = situation;
  const tried = memory.failedAttempts(`direct:${destination}`);
  const ways =
    tried > 0 ? ` (${tried} way${tried === 1 ? "" : "s"} across tried, none led through)` : "";
  const goneRound =
    goal.avoid === undefined ? "." : `; the way round via the ${goal.avoid} is what remains.`;
  return answer(
    situation,
    `No: I found no direct way to ${destination}${ways}${goneRound}`,
    undefined,
    routeVerdict(situation, false),
  );
}

/**
 * The last region of a named place that runs on (a path stopping at a stream): it has at most one neighbour of
 * the same place. Two such ends facing each other across a gap are one way the prior shows broken — where a new
 * bridge is likeliest.
 */
function endOfPlace(situation: Situation, region: string): boolean {
  const { map } = situation;
  const place = map.get(region)?.attributes["place"];
  if (typeof place !== "string") return false;
  const same = map
    .neighbors(region, "region")
    .filter((n) => map.get(n)?.attributes["place"] === place).length;
  return same <= 1;
}

/** Beyond what the way goes over, this far: where the route across it starts. */
const ACROSS_M = 40;

/**
 * "Straight over the river to the chapel", said from nowhere in particular: the route starts across
 * the river from the chapel, across from the point of the river nearest the chapel. Undefined when the mission names
 * nothing crossed, or the map has no outline for it.
 */
function acrossFrom(situation: Situation, destinationAt: Vec2): Vec2 | undefined {
  const { map, focus } = situation;
  const crossing = focus.crossing;
  if (crossing === undefined) return undefined;
  const box = boxOf(map, crossing);
  if (box === undefined) return undefined;
  const [minX, minY, maxX, maxY] = box;
  // The river's nearest point to the destination, then as far again beyond it.
  const at: Vec2 = [
    Math.min(maxX, Math.max(minX, destinationAt[0])),
    Math.min(maxY, Math.max(minY, destinationAt[1])),
  ];
  const away = distanceM(at, destinationAt);
  if (away < 1) return undefined;
  const scale = (away + ACROSS_M) / away;
  return [
    destinationAt[0] + (at[0] - destinationAt[0]) * scale,
    destinationAt[1] + (at[1] - destinationAt[1]) * scale,
  ];
}
