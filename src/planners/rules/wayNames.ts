/* The ways a route question names: by the way's place name, or as the question's subject (routeEnds). */
import { distanceM, type Vec2 } from "../../geo/index.js";
import type { SemanticMap } from "../../map/index.js";
import { isAWay, type MissionGoal } from "../../mission/index.js";
import type { WordNet } from "../../lexicon/index.js";
import type { Relevance } from "../../relevance/index.js";
import { allWordsIn, groundPlaces, nameWords, type NodeIndex } from "./grounding.js";
import { nodeClass } from "./mapQueries.js";

/** A named way at least this long is checked from its start to its end. */
export const LONG_WAY_M = 80;

/**
 * The regions of the one place a way's name grounds on: named so exactly, else by its words ("the tunnel": the
 * course tunnel) when they name a single place — "the lane" on a site of many lanes names none of them.
 */
export async function wayNamed(
  relevance: Relevance,
  allNodes: NodeIndex,
  way: string,
  options: {
    byAllWords?: boolean;
    /** The mission's words, which may tell apart several ways of that name by their other words. */
    context?: string;
  } = {},
): Promise<string[]> {
  const map = allNodes.map;
  const exact = allNodes.named(way).filter((name) => map.isRegion(name));
  // A long way goes on under a longer name ("the towpath" and "towpath north", past a lock bridge); a
  // short one named so is that stretch itself (the few metres of road over a culvert) — unless it goes on under
  // longer names that make it long ("wood track", then "wood track top" past the trees that hide its middle).
  if (exact.length > 0) {
    const whole = [...exact, ...continuations(map, exact)];
    return spanM(map, whole) >= LONG_WAY_M ? whole : exact;
  }
  const regions = (await groundPlaces(relevance, allNodes, [way], { byMeaning: false })).filter(
    (name) => map.isRegion(name),
  );
  const placeOf = (name: string): unknown => map.get(name)?.attributes["place"];
  const places = new Set(regions.map(placeOf));
  if (places.size === 1 && !places.has(undefined)) return regions;
  if (options.byAllWords !== true && options.context === undefined) return [];
  // Of several, the one whose name has every word said ("the haul road": the east haul road, not every road).
  const named = regions.filter((name) => {
    const place = placeOf(name);
    return typeof place === "string" && allWordsIn(way, place);
  });
  if (options.byAllWords === true && new Set(named.map(placeOf)).size === 1) return named;
  // Else the one whose name's other words the mission says too ("the fence road … all along the north side": of
  // the fence roads north, south, east and west, the north one).
  const context = options.context;
  if (context === undefined) return [];
  const said = new Set(nameWords(context));
  const wayWords = new Set(nameWords(way));
  const fits = named.filter((name) => {
    const place = placeOf(name);
    if (typeof place !== "string") return false;
    const more = nameWords(place).filter((word) => !wayWords.has(word));
    return more.length > 0 && more.every((word) => said.has(word));
  });
  return new Set(fits.map(placeOf)).size === 1 ? fits : [];
}

/** The regions of the one place a subject of the mission that is a kind of way names (wayNamed), if one does. */
export async function subjectWay(
  wordnet: WordNet,
  relevance: Relevance,
  allNodes: NodeIndex,
  goal: MissionGoal,
): Promise<string[]> {
  for (const subject of goal.subjects) {
    // (Not the way the mission sets aside: "the west lane's blocked, can it get round another way?")
    if (goal.kind === "route" && goal.avoid !== undefined && goal.avoid.includes(subject.text))
      continue;
    // ("down the Zigzag": WordNet's zigzag is a shape, but a place the map calls so, all of a way's ground, is
    // that way.)
    if (
      !(await isAWay(wordnet, subject.text)) &&
      !(await namesAWayOnTheMap(wordnet, allNodes, subject.text))
    )
      continue;
    const regions = await wayNamed(relevance, allNodes, subject.text, { byAllWords: true });
    if (regions.length > 0) return regions;
  }
  return [];
}

/** Whether the map calls some regions by exactly these words, and every one of them is ground of a kind of way. */
async function namesAWayOnTheMap(
  wordnet: WordNet,
  allNodes: NodeIndex,
  words: string,
): Promise<boolean> {
  const regions = allNodes.named(words).filter((name) => allNodes.map.isRegion(name));
  if (regions.length === 0) return false;
  for (const cls of new Set(regions.map((name) => nodeClass(allNodes.map, name))))
    if (!(await isAWay(wordnet, cls))) return false;
  return true;
}

/** Regions of places whose names begin with the way's name and say more ("towpath north"). */
export function continuations(map: SemanticMap, way: readonly string[]): string[] {
  const names = new Set(way.map((name) => map.get(name)?.attributes["place"]));
  const leads = [...names]
    .filter((name): name is string => typeof name === "string")
    .map((name) => nameWords(name).join(" "));
  return map.regionNames().filter((region) => {
    const place = map.get(region)?.attributes["place"];
    if (typeof place !== "string" || names.has(place)) return false;
    const words = nameWords(place).join(" ");
    return leads.some((lead) => words.startsWith(`${lead} `));
  });
}

/** The largest distance between two of the regions. */
export function spanM(map: SemanticMap, regions: readonly string[]): number {
  const points = regions
    .map((name) => map.coordsOf(name))
    .filter((p): p is Vec2 => p !== undefined);
  let span = 0;
  for (const a of points) for (const b of points) span = Math.max(span, distanceM(a, b));
  return span;
}
