import { distanceM, type Vec2 } from "../../geo/index.js";
import { shortestRegionPath } from "../../map/index.js";
import { isLandmark } from "./mapQueries.js";
import { MAX_INSPECT_FAILURES } from "./worthTrying.js";
import { inspectTactic, type Decision, type Situation } from "./tactics.js";

/**
 * A thing the route question names this close to the way the robot will drive is on that way: "worried about
 * the ford", "the little gate by the bridge was jammed". Region nodes stand ~10 m apart; a gate or a grid beside
 * the way is within a few metres of one of them.
 */
const ON_THE_WAY_M = 20;

/**
 * The things a route question names, on the way still to drive (or beside the way already driven): the mission
 * says they are what might make the way unfit, so the robot looks at each as it passes and the answer says how
 * each was. Nearest first: the robot meets them in the order it drives. Not the destination itself, and not a
 * landmark (a wood is ground the way crosses, not a thing to look at).
 */
export function routeConcerns(situation: Situation, destination: string): string[] {
  const { map, focus, memory, location, here } = situation;
  const goalRegion = map.isRegion(destination) ? destination : map.regionsOfObject(destination)[0];
  const path = goalRegion === undefined ? undefined : shortestRegionPath(map, location, goalRegion);
  const points: Vec2[] = [
    ...(path?.regions ?? []).map((name) => map.coordsOf(name)).filter((at) => at !== undefined),
    ...situation.request.trail,
    // The way the mission asks about, end to end: what it names stands on that way, whichever way is shortest.
    ...focus.wayChain.map((name) => map.coordsOf(name)).filter((at) => at !== undefined),
  ];
  if (points.length === 0) return [];
  const near = (name: string): number => {
    const at = map.coordsOf(name);
    // (A loop, not Math.min(...): a long mission's trail has more points than a call may take arguments.)
    let nearest = Infinity;
    if (at !== undefined)
      for (const point of points) nearest = Math.min(nearest, distanceM(point, at));
    return nearest;
  };
  // ("water coming off the hill at that culvert": a thing the question names as a place is one to look at too.)
  const namedAsPlaces = focus.anchors.filter((name) => map.isObject(name));
  return [...new Set([...focus.targets, ...namedAsPlaces, ...atNamedFeatures(situation)])]
    .filter(
      (name) =>
        name !== destination &&
        map.isObject(name) &&
        !isLandmark(map, name) &&
        !memory.inspected.has(name) &&
        !memory.unreachable.has(name) &&
        (memory.inspectFailures.get(name) ?? 0) < MAX_INSPECT_FAILURES &&
        near(name) <= ON_THE_WAY_M,
    )
    .sort(
      (a, b) => distanceM(here, map.coordsOf(a) ?? here) - distanceM(here, map.coordsOf(b) ?? here),
    );
}

/** Look at the next thing the route question names on the way, if any is left. */
export function concernTactic(situation: Situation, destination: string): Decision | undefined {
  for (const concern of routeConcerns(situation, destination)) {
    const decision = inspectTactic(
      situation,
      concern,
      `The mission names ${concern} on the way to ${destination}, so I look at it as I pass.`,
    );
    if (decision !== undefined) return decision;
    situation.memory.unreachable.add(concern);
  }
  return undefined;
}

/** A feature small enough that what stands on it is what tells its state: a ford, a stile, a footbridge. */
const SMALL_FEATURE_REGIONS = 6;
/** An object this close to a feature's ground stands at it (a ford's depth post). */
const AT_FEATURE_M = 10;

/**
 * "worried about the ford": a thing the mission names that the map has as a small named place of that kind (the
 * place's name ends in the word: "track ford") is judged by what stands at it.
 */
function atNamedFeatures(situation: Situation): string[] {
  const { map, goal } = situation;
  const heads = new Set(
    goal.subjects.filter((s) => !s.related && s.text !== goal.way).map((s) => s.head.toLowerCase()),
  );

  if (heads.size === 0) return [];
  const byPlace = new Map<string, string[]>();
  for (const region of map.regionNames()) {
    const place = map.get(region)?.attributes["place"];
    if (typeof place !== "string") continue;
    const last =
      place
        .toLowerCase()
        .split(/[\s_]+/)
        .at(-1) ?? "";
    if (!heads.has(last)) continue;
    byPlace.set(place, [...(byPlace.get(place) ?? []), region]);
  }
  const grounds = [...byPlace.values()]
    .filter((regions) => regions.length <= SMALL_FEATURE_REGIONS)
    .flat()
    .map((region) => map.coordsOf(region))
    .filter((at) => at !== undefined);

  if (grounds.length === 0) return [];
  return map.objectNames().filter((name) => {
    const at = map.coordsOf(name);
    return at !== undefined && grounds.some((ground) => distanceM(ground, at) <= AT_FEATURE_M);
  });
}
