import { distanceM, type Vec2 } from "../../geo/index.js";
import type { SemanticMap } from "../../map/index.js";
import type { MissionGoal, PlaceQualifier } from "../../mission/index.js";
import type { Relevance } from "../../relevance/index.js";
import { groundPlaces, type NodeIndex } from "./grounding.js";
import { boxOf } from "./mapQueries.js";

/** Prepositions of going over or along a place on the way ("across the bridge", "along the track"). */
const CROSSING = new Set(["across", "over", "through", "on", "via", "along"]);

/** A named way at least this long is checked from its start to its end. */
const LONG_WAY_M = 80;

/** Where a route question's route starts (when the mission names it) and where it leads. */
export async function routeEnds(options: {
  readonly goal: MissionGoal;
  readonly map: SemanticMap;
  readonly relevance: Relevance;
  readonly allNodes: NodeIndex;
  readonly placesSaid: readonly PlaceQualifier[];
  readonly phrases: readonly string[];
  readonly places: readonly string[];
  readonly from: Vec2;
  readonly asked: boolean;
}): Promise<{
  origin: string | undefined;
  destination: string | undefined;
  crossing: string | undefined;
}> {
  const { goal, map, relevance, allNodes, placesSaid, phrases, places, from, asked } = options;
  // "up to the chapel", "into the orchard", "onto the top field": where the way leads.
  const toSaid = placesSaid
    .filter((p) => p.relation === "to" || p.relation === "into" || p.relation === "onto")
    .map((p) => p.text);
  // "from A to B" starts at A; "supplies from my boat" alone names where to go.
  const [origin] =
    toSaid.length === 0
      ? [undefined]
      : await groundPlaces(
          relevance,
          allNodes,
          placesSaid.filter((p) => p.relation === "from").map((p) => p.text),
        );
  // Where a route leads: a place the mission names outright — where it goes to, else what it crosses ("across
  // the river on the road bridge": the bridge, driven to its far end), else any place or thing it names. What
  // its words only resemble is a guess, made once the operator has been asked. Ground the robot can drive on
  // comes before landmarks it cannot (the river itself).
  const crossed = placesSaid.filter((p) => CROSSING.has(p.relation)).map((p) => p.text);
  const leadsTo =
    toSaid.length > 0 ? toSaid : [...crossed, ...placesSaid.map((p) => p.text), ...phrases];
  const drivableFirst = (names: string[]): string[] => [
    ...names.filter((n) => map.isRegion(n)),
    ...names.filter((n) => !map.isRegion(n)),
  ];
  // "Is the back road passable?": the route runs along the road named, to its end far from where the mission
  // started.
  const wayRegions =
    goal.kind === "route" && goal.way !== undefined
      ? await wayNamed(relevance, allNodes, goal.way)
      : [];
  // Along it toward where the mission says it leads ("clear through to the lake"), else away from the robot.
  const [toward] =
    wayRegions.length >= 2 && toSaid.length > 0
      ? await groundPlaces(relevance, allNodes, toSaid, { byMeaning: false })
      : [];
  const towardAt = toward === undefined ? undefined : map.coordsOf(toward);
  const distanceFrom = (at: Vec2, name: string): number => distanceM(at, map.coordsOf(name) ?? at);
  const farthestFrom = (at: Vec2): string | undefined =>
    wayRegions.length < 2
      ? undefined
      : wayRegions.reduce((far, name) =>
          distanceFrom(at, name) > distanceFrom(at, far) ? name : far,
        );
  const wayStart = towardAt === undefined ? undefined : farthestFrom(towardAt);
  const wayStartAt = wayStart === undefined ? undefined : map.coordsOf(wayStart);
  const wayEnd = farthestFrom(wayStartAt ?? from);
  // Only a way long enough to have a far end is driven from its start (a culvert's few metres of road are not).
  const wayEndAt = wayEnd === undefined ? undefined : map.coordsOf(wayEnd);
  const longWay =
    wayStartAt !== undefined &&
    wayEndAt !== undefined &&
    distanceM(wayStartAt, wayEndAt) >= LONG_WAY_M;
  const [destination] =
    goal.kind !== "route"
      ? [undefined]
      : wayEnd !== undefined
        ? [wayEnd]
        : [
            ...drivableFirst(
              await groundPlaces(relevance, allNodes, leadsTo, { byMeaning: false }),
            ),
            ...(asked
              ? drivableFirst([...(await groundPlaces(relevance, allNodes, leadsTo)), ...places])
              : []),
          ].filter((name) => name !== origin);

  // A way asked about by name is checked end to end: from its start, when the mission says which end it leads to.
  // What the way goes over ("straight over the river"): the route starts on its other side from the destination.
  // (The stream itself, with an outline, not a bridge named after it.)
  const crossings =
    goal.kind === "route"
      ? await groundPlaces(
          relevance,
          allNodes,
          placesSaid
            .filter((p) => p.relation === "over" || p.relation === "across")
            .map((p) => p.text),
          { byMeaning: false },
        )
      : [];
  return {
    origin: origin ?? (longWay ? wayStart : undefined),
    destination,
    crossing: crossings.find((name) => name !== destination && boxOf(map, name) !== undefined),
  };
}

/**
 * The regions of the one place a way's name grounds on: named so exactly, else by its words ("the tunnel": the
 * course tunnel) when they name a single place — "the lane" on a site of many lanes names none of them.
 */
async function wayNamed(relevance: Relevance, allNodes: NodeIndex, way: string): Promise<string[]> {
  const map = allNodes.map;
  const exact = allNodes.named(way).filter((name) => map.isRegion(name));
  if (exact.length > 0) return exact;
  const regions = (await groundPlaces(relevance, allNodes, [way], { byMeaning: false })).filter(
    (name) => map.isRegion(name),
  );
  const places = new Set(regions.map((name) => map.get(name)?.attributes["place"]));
  return places.size === 1 && !places.has(undefined) ? regions : [];
}
