import { distanceM, formatVec, type Vec2 } from "../../geo/index.js";
import { isCoverLandmark } from "../../map/index.js";
import { formatStep } from "../../plan/index.js";
import { boxLattice } from "./coverage.js";
import { classWords } from "./evidence.js";
import { allWordsIn, namePart, sameWords } from "./grounding.js";
import { boxOf, insideBox, isLandmark, isWalled, nodeClass } from "./mapQueries.js";
import { DETECTOR_REACH_M, visitTactic, type Decision, type Situation } from "./tactics.js";
import { sweepTactic, type SweepArea } from "./sweepTactics.js";
import { unmappedAreas } from "./unmappedAreas.js";
import { shoreSearch } from "./shoreTactic.js";
import { aroundLocators, namedOnlyToLocate } from "./locatorPlaces.js";

/** Ways into a place tried before giving up on it. */
const MAX_WAYS_PER_PLACE = 3;
/** A building the mission or the operator names is worth more tries: its door may be on the far side. */
const MAX_WAYS_INTO_NAMED = 6;
/** Unnamed places of one class looked at because they relate to the mission by meaning. */
const MAX_PLACES_PER_CLASS = 3;
const MAX_SEARCH_VIEWPOINTS = 4;
/** Holes in the prior swept for a mission, largest first: small ones are more often lost nodes than canopy. */
const MAX_HOLES_SWEPT = 3;
/** The prior graph's landmark class for open water (part of the prior-graph contract, as in mapQueries). */
const WATER_CLASS = "water";
/** An area counts as searched when the detector has passed over this share of it. */
const AREA_COVERED_SHARE = 0.75;
/** Open areas are swept in rows, a drive each: the last row costs one iteration, so it is driven too. */
const OPEN_AREA_COVERED_SHARE = 0.9;
/** A find's places grounded by meaning are gone over whole when there are this many or fewer. */
const MAX_MEANT_PLACES = 2;
/** Regions of a named place measured for its spacing. */
const SPACING_SAMPLE = 24;

/** The next place to look in: places the mission names or that relate to it, then areas hidden from the air. */
export function nextPlace(situation: Situation): Decision | undefined {
  const { map, focus, goal, memory } = situation;
  const told = new Set([...focus.hinted, ...focus.anchors, ...focus.mentioned]);
  const open = (name: string): boolean =>
    !memory.visited.has(name) && stillToTry(memory, name, told.has(name) && isWalled(map, name));
  const why = (place: string): string =>
    `${place} (${classWords(situation, place)}) is where what the mission is about may be.`;
  const hidden = goal.constraints.hiddenFromAir || goal.kind === "survey";
  const covers = map.objectNames().filter((name) => isCoverLandmark(map, name));
  // Where the operator said, then where the mission says, then the cover the prior shows, then related places.
  // One visit per named place: a boatyard of twenty regions is looked at once, not twenty times; a landmark
  // over it (the shed itself) goes first — within each kind of place, so what was said still comes first.
  // (A thing said as the place, "at the baler", stands with the landmarks, in the order said.)
  const over = (name: string): boolean => isLandmark(map, name) || map.isObject(name);
  const landmarksFirst = (names: readonly string[]): string[] => [
    ...names.filter(over),
    ...names.filter((name) => !over(name)),
  ];
  const candidates = [
    ...landmarksFirst([
      ...byDistance(situation, focus.hinted),
      ...focus.anchors,
      ...focus.mentioned,
    ]),
    ...landmarksFirst([...(hidden ? byDistance(situation, covers) : []), ...focus.places]),
  ].filter((name, index, all) => all.indexOf(name) === index);
  // A building said only to locate what is sought is searched round, later, never gone into.
  const locators = new Set(candidates.filter((name) => namedOnlyToLocate(goal, map, name)));
  const places = candidates.filter((name) => !locators.has(name));
  const seenWords = new Set<string>();
  const perClass = new Map<string, number>();
  const distinct = places.filter((name) => {
    // Only a named place is one place; three docks of one class are three places to look — but not thirty
    // floors found by meaning alone: a few of a kind, unless the mission or the operator named them.
    const place = map.get(name)?.attributes["place"];
    if (typeof place !== "string" || isLandmark(map, name)) {
      if (isLandmark(map, name) || told.has(name)) return true;
      const cls = nodeClass(map, name);
      perClass.set(cls, (perClass.get(cls) ?? 0) + 1);
      return (perClass.get(cls) ?? 0) <= MAX_PLACES_PER_CLASS;
    }
    if (seenWords.has(place)) return false;
    seenWords.add(place);
    return true;
  });
  // A place the mission or the operator names by its name ("up in the north block") is searched all over, not
  // at one spot. (Places named by their kind, "any of the docks", are looked at one by one.)
  // ("a cow on the football pitch" grounded by meaning on the sports field: the one or two places the mission
  // means are gone over as a whole like a place named by its name.)
  const anchorPlaces = new Set(
    focus.anchors
      .map((name) => map.get(name)?.attributes["place"])
      .filter((place) => typeof place === "string"),
  );
  const fewMeant = goal.kind === "find" && anchorPlaces.size <= MAX_MEANT_PLACES;
  const said = new Set(
    [...focus.hinted, ...focus.anchors, ...focus.mentioned].filter((name) => {
      const place = map.get(name)?.attributes["place"];
      if (fewMeant && typeof place === "string" && focus.anchors.includes(name)) return true;
      // "on Sandpiper" names the place called "Sandpiper field" as well as one called just so.
      // So is a place named as the thing to go over ("do a sweep of the bus depot yard").
      return (
        typeof place === "string" &&
        (focus.mentioned.includes(name) ||
          goal.places.some(
            (p) =>
              sameWords(p.text, place) ||
              (focus.placeNames.includes(p.text) && namePart(p.text, place)) ||
              // (An anchor the phrase grounded on by words of its name: "on the apron", the dock apron.)
              (focus.anchors.includes(name) && allWordsIn(p.text, place)),
          ) ||
          goal.subjects.some((s) => s.sense === "place" && sameWords(s.text, place)))
      );
    }),
  );

  // A place the mission or the operator names is where the thing sought should be: once every place has been
  // looked over for the most part, those are looked over again to their corners ("on the shelf at the back
  // of the hall").
  const named = (place: string): boolean =>
    focus.hinted.includes(place) || focus.anchors.includes(place);
  for (const thorough of goal.kind === "find" ? [false, true] : [false]) {
    for (const place of distinct.filter(open)) {
      if (thorough && !named(place)) continue;
      // Water is searched from its shore, never swept: the robot cannot go into it.
      const water = nodeClass(map, place) === WATER_CLASS;
      if (water && boxOf(map, place) !== undefined) {
        const shore = shoreSearch(situation, place, why(place), { glance: !told.has(place) });
        if (shore.decision !== undefined) return shore.decision;
        if (shore.known) continue;
      }
      const area = water
        ? undefined
        : boxOf(map, place) !== undefined
          ? landmarkArea(situation, place)
          : said.has(place)
            ? namedPlaceArea(situation, place)
            : undefined;
      // A walled place the mission or the operator names is searched to its corners while the robot is in it:
      // coming back for the corner it skipped costs the drive there again.
      if (
        area !== undefined
          ? isAreaCovered(situation, area, {
              thorough: thorough || (goal.kind === "find" && named(place)),
            })
          : isCovered(situation, place)
      )
        continue;
      const decision =
        area !== undefined
          ? sweepTactic(situation, area, why(place))
          : visitTactic(situation, place, why(place));
      if (decision !== undefined) return decision;
      memory.unreachable.add(place);
    }
  }
  // A building said only to locate what is sought: once the places said are done, the ground round it.
  const around = aroundLocators(
    situation,
    [...told].filter((name) => locators.has(name)),
  );
  if (around !== undefined) return around;
  if (!hidden) return undefined;
  // Holes in the prior are where overhead imagery saw nothing: after the areas it names, sweep those too.
  const known = covers.map((place) => landmarkArea(situation, place));
  memory.priorHoles ??= unmappedAreas(map)
    .sort((a, b) => b.areaM2 - a.areaM2)
    .slice(0, MAX_HOLES_SWEPT);
  for (const hole of memory.priorHoles) {
    const area: SweepArea = { id: hole.id, center: hole.center, box: hole.box };
    if (!open(area.id) || isAreaCovered(situation, area)) continue;
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

/**
 * Search inside a walled place (a building, a roof) until nearly all of it has been seen: what stands inside is not on
 * a prior made from the air. Undefined when it has been, or cannot be, searched.
 */
export function sweepWalledPlace(
  situation: Situation,
  place: string,
  why: string,
): Decision | undefined {
  const { map, memory } = situation;
  if (!isWalled(map, place) || !stillToTry(memory, place, true)) return undefined;
  const area = landmarkArea(situation, place);
  // To its corners: the one thing that matters may stand in the last room.
  if (area === undefined || isAreaCovered(situation, area, { thorough: true })) return undefined;
  const decision = sweepTactic(situation, area, why);
  if (decision === undefined) memory.unreachable.add(place);
  return decision;
}

/** A place not yet swept, not found out of reach, and with ways into it left to try. */
function stillToTry(memory: Situation["memory"], name: string, named = false): boolean {
  return (
    !memory.swept.has(name) &&
    !memory.unreachable.has(name) &&
    memory.failedAttempts(name) < (named ? MAX_WAYS_INTO_NAMED : MAX_WAYS_PER_PLACE)
  );
}

function landmarkArea(situation: Situation, name: string): SweepArea | undefined {
  const { map } = situation;
  const raw = boxOf(map, name);
  const center = map.coordsOf(name);
  if (raw === undefined || center === undefined) return undefined;
  return {
    id: name,
    node: name,
    center,
    box: [...raw],
    walled: isWalled(map, name),
  };
}

/**
 * The area of a named place the prior splits into several regions (a vineyard block, a yard): the box around
 * its regions' middles, widened by half their spacing. Undefined for a place of one region.
 */
function namedPlaceArea(situation: Situation, name: string): SweepArea | undefined {
  const { map } = situation;
  const place = map.get(name)?.attributes["place"];
  if (typeof place !== "string") return undefined;
  const points = map
    .regionNames()
    .filter((region) => map.get(region)?.attributes["place"] === place)
    .map((region) => map.coordsOf(region))
    .filter((point): point is Vec2 => point !== undefined);
  if (points.length < 2) return undefined;
  // The regions' spacing, from a sample: a large place has thousands of regions, and this runs every turn.
  const sample = points.slice(0, SPACING_SAMPLE);
  const spacing = sample
    .map((a) => Math.min(...points.filter((b) => b !== a).map((b) => distanceM(a, b))))
    .sort((a, b) => a - b)[Math.floor(sample.length / 2)];
  const pad = (spacing ?? 0) / 2;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const box: [number, number, number, number] = [
    Math.min(...xs) - pad,
    Math.min(...ys) - pad,
    Math.max(...xs) + pad,
    Math.max(...ys) + pad,
  ];
  return {
    id: `place:${place}`,
    node: name,
    center: [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2],
    box,
    filled: true,
  };
}

function isAreaCovered(
  situation: Situation,
  area: SweepArea,
  options: { thorough?: boolean } = {},
): boolean {
  const { seen, unseen } = boxLattice(
    area.box,
    situation.memory.lookingTrail(situation.request.trail),
    DETECTOR_REACH_M,
    { walled: area.walled === true, filled: area.filled === true },
  );
  // Behind walls, room by room, most of it is enough; in the open the rows go to the area's edges.
  const share =
    area.walled === true && options.thorough !== true
      ? AREA_COVERED_SHARE
      : OPEN_AREA_COVERED_SHARE;
  return seen.length + unseen.length > 0 && seen.length >= share * (seen.length + unseen.length);
}

/** A point place is covered when the robot drove within 8 m of it. */
function isCovered(situation: Situation, place: string): boolean {
  const coords = situation.map.coordsOf(place);
  return (
    coords !== undefined &&
    situation.memory
      .lookingTrail(situation.request.trail)
      .some((point) => distanceM(point, coords) <= 8)
  );
}

/**
 * Drive to the reachable region farthest from everywhere the robot has been: a new vantage point when every
 * exploration from here was refused. Undefined when nothing reachable lies 20 m or more from the trail.
 */
export function relocate(situation: Situation): Decision | undefined {
  const best = leastSeenRegion(situation, () => true);
  if (best === undefined) return undefined;
  return {
    goal: situation.goalText,
    relevant: [best],
    reasoning: [
      `Every exploration from here was refused, so I drive to ${best}, the part of the known map farthest from where the robot has been, and look again.`,
    ],
    plan: [formatStep("goto", [best]), "replan()"],
  };
}

/**
 * The region of the robot's part of the map farthest from everywhere the robot has been (the least covered
 * place), among those `allowed`; undefined when none lies 20 m or more from the trail.
 */
function leastSeenRegion(
  situation: Situation,
  allowed: (name: string) => boolean,
): string | undefined {
  const { map, memory } = situation;
  const home = map.components.componentOf(situation.location);
  let best: { name: string; d: number } | undefined;
  for (const name of map.regionNames()) {
    const coords = map.coordsOf(name);
    if (coords === undefined || map.components.componentOf(name) !== home || !allowed(name))
      continue;
    const d = Math.min(...memory.trail.map((point) => distanceM(point, coords)));
    if (best === undefined || d > best.d) best = { name, d };
  }
  return best === undefined || best.d < 20 ? undefined : best.name;
}

/** No candidate and no telling place: look around a few spread-out known places, then give up honestly. */
export function searchSweep(situation: Situation): Decision | undefined {
  const { memory } = situation;
  if (memory.visited.size >= MAX_SEARCH_VIEWPOINTS) return undefined;
  const best = leastSeenRegion(situation, (name) => !memory.visited.has(name));
  if (best === undefined) return undefined;
  return visitTactic(
    situation,
    best,
    "Nothing known matches the mission; I search the least-explored part of the map.",
  );
}

function byDistance(situation: Situation, names: readonly string[]): string[] {
  const { map, here } = situation;
  return [...names].sort(
    (a, b) => distanceM(here, map.coordsOf(a) ?? here) - distanceM(here, map.coordsOf(b) ?? here),
  );
}
