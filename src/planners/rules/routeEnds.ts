import { distanceM, type Vec2 } from "../../geo/index.js";
import type { SemanticMap } from "../../map/index.js";
import { isAWay, type MissionGoal, type PlaceQualifier } from "../../mission/index.js";
import type { WordNet } from "../../lexicon/index.js";
import { mentionedPlaces } from "./mentionedPlaces.js";
import type { Relevance } from "../../relevance/index.js";
import { groundPlaces, nameWords, type NodeIndex } from "./grounding.js";
import { LONG_WAY_M, continuations, spanM, subjectWay, wayNamed } from "./wayNames.js";
import { boxOf, isLandmark } from "./mapQueries.js";
import { fromOrigin } from "./wayFromOrigin.js";

/** Prepositions of going over or along a place on the way ("across the bridge", "along the track"). */
const CROSSING = new Set(["across", "over", "through", "on", "via", "along"]);
/** Prepositions of a route's ends. */
const ENDS = new Set(["from", "to", "into", "onto"]);
/** Prepositions of passing through a place on the way to another ("through the wood to the bridge"). */
const VIA = new Set(["through", "thru", "via", "past"]);

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
  readonly wordnet: WordNet;
}): Promise<{
  origin: string | undefined;
  destination: string | undefined;
  crossing: string | undefined;
  /** A long way asked about by name, its regions in order from the start to the far end (wayChain). */
  wayChain: readonly string[];
  /** Places the route passes through on its way, in the mission's order (a landmark, or a named place's middle). */
  via: readonly string[];
}> {
  const { goal, map, relevance, allNodes, placesSaid, phrases, places, from, asked } = options;
  // "up to the chapel", "into the orchard", "onto the top field": where this way leads.
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
  // Else a way the mission asks about as its subject ("is the back lane clear?").
  const saidWay =
    goal.kind !== "route"
      ? []
      : goal.way !== undefined
        ? await wayNamed(relevance, allNodes, goal.way, { context: goal.text })
        : await subjectWay(options.wordnet, relevance, allNodes, goal);
  // A way the mission calls by the site's name for it ("booked on the riverside walk … is it passable?"), when
  // the words read as the way ground on no place of the map.
  const wayRegions =
    goal.kind === "route" && saidWay.length === 0
      ? ((await wayByName(
          options.wordnet,
          allNodes,
          // (Not the way the mission sets aside: "the west road's shut, is there another way?")
          goal.avoid === undefined
            ? goal.text
            : goal.text.toLowerCase().split(goal.avoid).join(" "),
          placesSaid.filter((p) => ENDS.has(p.relation)).map((p) => p.text),
        )) ?? [])
      : saidWay;
  // Along it toward where the mission says it leads ("clear through to the lake"), else away from the robot.
  const towardNodes =
    wayRegions.length >= 2 && toSaid.length > 0
      ? await groundPlaces(relevance, allNodes, toSaid, { byMeaning: false })
      : [];
  const distanceFrom = (at: Vec2, name: string): number => distanceM(at, map.coordsOf(name) ?? at);
  // (A long lane is many regions: the way meets the nearest of them.)
  const nearestToWay = (names: readonly string[]): string | undefined =>
    names.reduce<{ name: string; m: number } | undefined>((best, name) => {
      const at = map.coordsOf(name) ?? [1e9, 1e9];
      const m = Math.min(...wayRegions.map((w) => distanceFrom(at, w)));
      return best === undefined || m < best.m ? { name, m } : best;
    }, undefined)?.name;
  const toward = nearestToWay(towardNodes);
  const towardAt = toward === undefined ? undefined : map.coordsOf(toward);
  const farthestFrom = (at: Vec2): string | undefined =>
    wayRegions.length < 2
      ? undefined
      : wayRegions.reduce((far, name) =>
          distanceFrom(at, name) > distanceFrom(at, far) ? name : far,
        );
  // Else from the end nearest where the mission says the route starts ("from the stile on the lane"; "is the back
  // drive open up from the lane?", with nowhere said that it leads to).
  // (A long lane is many regions: the way starts where it meets the nearest of them.)
  const fromNodes =
    origin === undefined && wayRegions.length >= 2
      ? await groundPlaces(
          relevance,
          allNodes,
          placesSaid.filter((p) => p.relation === "from").map((p) => p.text),
          { byMeaning: false },
        )
      : [];
  const wayFrom = origin ?? nearestToWay(fromNodes);
  const originAt = wayFrom === undefined ? undefined : map.coordsOf(wayFrom);
  const nearestTo = (at: Vec2): string | undefined =>
    wayRegions.length < 2
      ? undefined
      : wayRegions.reduce((near, name) =>
          distanceFrom(at, name) < distanceFrom(at, near) ? name : near,
        );
  const wayStart =
    towardAt !== undefined
      ? farthestFrom(towardAt)
      : originAt !== undefined
        ? nearestTo(originAt)
        : undefined;
  const wayStartAt = wayStart === undefined ? undefined : map.coordsOf(wayStart);
  const wayEnd = farthestFrom(wayStartAt ?? from);
  // Only a way long enough to have a far end is driven from its start (a culvert's few metres of road are not).
  const wayEndAt = wayEnd === undefined ? undefined : map.coordsOf(wayEnd);
  const longWay =
    wayStartAt !== undefined &&
    wayEndAt !== undefined &&
    distanceM(wayStartAt, wayEndAt) >= LONG_WAY_M;
  // "The footpath from the car park over the moss up to the reservoir": the way named is driven, and the route
  // goes on past its end to where the mission says it leads.
  // So is a short one ("over the footbridge and up the path to the picnic field"), passed over on the way (via,
  // below); a short one with nowhere said beyond it — "the road over the culvert" — is the route's end itself.
  const beyond =
    wayEndAt !== undefined && toSaid.length > 0
      ? drivableFirst(await groundPlaces(relevance, allNodes, toSaid, { byMeaning: false })).filter(
          (name) => !wayRegions.includes(name) && distanceFrom(wayEndAt, name) >= LONG_WAY_M,
        )
      : [];
  const [destination] =
    goal.kind !== "route"
      ? [undefined]
      : wayEnd !== undefined
        ? [beyond[0] ?? wayEnd]
        : [
            ...drivableFirst(
              await groundPlaces(relevance, allNodes, leadsTo, { byMeaning: false }),
            ),
            ...(asked
              ? drivableFirst([...(await groundPlaces(relevance, allNodes, leadsTo)), ...places])
              : []),
          ].filter((name) => name !== origin);

  // "From the lay-by through the spinney to the stepping stones": the route passes there on its way.
  const via: string[] = [];
  if (goal.kind === "route" && destination !== undefined) {
    // (Not the way set against the one asked about: "or do I send him round past the gate lodge?")
    for (const place of placesSaid.filter((p) => VIA.has(p.relation) && p.text !== goal.avoid)) {
      const nodes = (
        await groundPlaces(relevance, allNodes, [place.text], { byMeaning: false })
      ).filter((name) => name !== destination && name !== origin && !wayRegions.includes(name));
      const landmark = nodes.find((name) => isLandmark(map, name));
      const pick = landmark ?? middleRegion(map, nodes);
      if (pick !== undefined) via.push(pick);
    }
    // "Is the woods track clear up to the ropes?", "up the woodland track to the landing": a way under trees, which
    // the prior shows only as the canopy over it (an outline named as the way is), is passed through on the way —
    // else the route is checked along whatever ground is shortest, and the way asked about never driven.
    if (goal.way !== undefined) {
      const canopies = allNodes
        .named(goal.way)
        .filter(
          (name) =>
            !map.isRegion(name) &&
            name !== destination &&
            isLandmark(map, name) &&
            boxOf(map, name) !== undefined,
        );
      for (const canopy of canopies) if (!via.includes(canopy)) via.unshift(canopy);
    }
    // "Is the haul road open over the culvert? Need to get up to the reed beds": a short way asked about — by its
    // name, or as what the question is about — with the route going on elsewhere, is passed over on the way
    // (else the nearest way to the place beyond is taken and the one asked about never crossed).
    // (With no way named, saidWay already was the subject's way: asked again it is as empty.)
    const askedWay =
      wayRegions.length > 0 || goal.way === undefined
        ? wayRegions
        : await subjectWay(options.wordnet, relevance, allNodes, goal);
    // Over it to its far end from the robot: its near end or middle may be reached, and left, from one side.
    const farEnd = askedWay
      .filter((name) => map.isRegion(name))
      .reduce<string | undefined>(
        (far, name) =>
          far === undefined || distanceFrom(from, name) > distanceFrom(from, far) ? name : far,
        undefined,
      );
    if (
      farEnd !== undefined &&
      !longWay &&
      spanM(map, askedWay) < LONG_WAY_M &&
      !askedWay.includes(destination) &&
      !via.includes(farEnd)
    )
      via.unshift(farEnd);
  }

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
    wayChain:
      wayEnd === undefined ? [] : fromOrigin(map, wayChain(map, wayRegions, wayEnd), origin),
    via,
  };
}

/**
 * A way's regions in order, from the end far from `end` to `end`: each next the nearest not yet taken, which
 * follows a path's bends and steps over a gap in it (a bridge under another name).
 */
function wayChain(map: SemanticMap, regions: readonly string[], end: string): string[] {
  const at = (name: string): Vec2 => map.coordsOf(name) ?? [0, 0];
  const endAt = at(end);
  const rest = new Set(regions);
  let current = regions.reduce((far, name) =>
    distanceM(at(name), endAt) > distanceM(at(far), endAt) ? name : far,
  );
  if (distanceM(at(current), endAt) < LONG_WAY_M) return [];
  const chain: string[] = [];
  while (rest.size > 0) {
    chain.push(current);
    rest.delete(current);
    let next: string | undefined;
    for (const name of rest)
      if (next === undefined || distanceM(at(current), at(name)) < distanceM(at(current), at(next)))
        next = name;
    if (next === undefined) break;
    current = next;
  }
  return chain;
}

/**
 * The regions of the one way the mission's words name by a place name of the map (a kind of way or path in
 * WordNet: "beech avenue"), with its continuations; undefined unless exactly one such place is named.
 */
async function wayByName(
  wordnet: WordNet,
  allNodes: NodeIndex,
  text: string,
  ends: readonly string[],
): Promise<string[] | undefined> {
  const map = allNodes.map;
  // Where the route starts or leads ("onto the bypass") is no way travelled.
  const endWords = ends.map((end) => ` ${nameWords(end).join(" ")} `);
  const regions = mentionedPlaces(allNodes, text).filter((name) => map.isRegion(name));
  const byPlace = new Map<string, string[]>();
  for (const region of regions) {
    const place = map.get(region)?.attributes["place"];
    if (typeof place !== "string") continue;
    byPlace.set(place, [...(byPlace.get(place) ?? []), region]);
  }
  const ways: string[][] = [];
  for (const [place, nodes] of byPlace) {
    const words = nameWords(place).join(" ");
    if (endWords.some((end) => end.includes(` ${words} `))) continue;
    if (await isAWay(wordnet, place)) ways.push(nodes);
  }
  const [only] = ways;
  return ways.length === 1 && only !== undefined && only.length >= 2
    ? [...only, ...continuations(map, only)]
    : undefined;
}

/** The region of a grounding nearest the middle of its regions: where a named place is passed through. */
function middleRegion(map: SemanticMap, nodes: readonly string[]): string | undefined {
  const regions = nodes.filter((name) => map.isRegion(name));
  const points = regions
    .map((name) => map.coordsOf(name))
    .filter((p): p is Vec2 => p !== undefined);
  if (points.length === 0) return undefined;
  const middle: Vec2 = [
    points.reduce((sum, p) => sum + p[0], 0) / points.length,
    points.reduce((sum, p) => sum + p[1], 0) / points.length,
  ];
  return regions.reduce((best, name) =>
    distanceM(map.coordsOf(name) ?? middle, middle) <
    distanceM(map.coordsOf(best) ?? middle, middle)
      ? name
      : best,
  );
}
