import { distanceM, formatVec, type Vec2 } from "../../geo/index.js";
import { formatStep } from "../../plan/index.js";
import { isCoverLandmark } from "../../map/index.js";
import {
  compassIn,
  destinationPhrase,
  nounPhrases,
  tokenize,
  type Compass,
} from "../../mission/index.js";
import { boxOf, findByClass, isLandmark, nodeClass } from "./mapQueries.js";
import { connectTactic, reachable, viewpoint, type Decision, type Situation } from "./tactics.js";
import type { SweepArea } from "./sweepTactics.js";
import { unmappedAreas } from "./unmappedAreas.js";

const COMPASS: Readonly<Record<Compass, Vec2>> = {
  east: [1, 0],
  west: [-1, 0],
  north: [0, 1],
  south: [0, -1],
};

/** What a place phrase names: a node, an area to sweep, or a point to extend the map toward. */
export type Place =
  | { readonly kind: "node"; readonly name: string }
  | { readonly kind: "area"; readonly area: SweepArea; readonly label: string }
  | { readonly kind: "point"; readonly point: Vec2; readonly label: string };

/** Drive to a place: along the known map when it is reachable, else by growing the map toward it. */
export function approach(situation: Situation, place: Place, why: string): Decision | undefined {
  const { map } = situation;
  if (place.kind === "point") {
    return {
      goal: situation.goalText,
      relevant: [],
      reasoning: [why, `I extend the map toward ${place.label} ${formatVec(place.point)}.`],
      plan: [formatStep("extend_map", [round(place.point[0]), round(place.point[1])]), "replan()"],
      intention: { kind: "visit", target: place.label, key: `point:${place.label}` },
    };
  }
  const name = place.kind === "node" ? place.name : (place.area.node ?? place.area.id);
  const region = map.isRegion(name) ? name : viewpoint(situation, name);
  if (region !== undefined && reachable(situation, region)) {
    return {
      goal: situation.goalText,
      relevant: [name, region],
      reasoning: [why, `A known route leads to ${region}; I drive there.`],
      plan: [formatStep("goto", [region]), "replan()"],
      intention: { kind: "route", target: name, key: `goto:${region}` },
    };
  }
  const goalCoords =
    place.kind === "area" && place.area.node === undefined ? place.area.center : undefined;
  return connectTactic(situation, name, why, {
    kind: "connect",
    ...(goalCoords === undefined ? {} : { goalCoords }),
  });
}

/** Find what a place phrase names: a node by name, the edge of the map in a direction, an area, a class. */
export function resolvePlace(situation: Situation, phrase: string): Place | undefined {
  const { map, here } = situation;
  const destination = destinationPhrase(phrase);
  const compass = compassIn(phrase);
  // The destination phrase decides ("to the bridge toward supply_depot_1" is the bridge); names first.
  const namedIn = (text: string): string | undefined =>
    (text.match(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)*_\d+\b/g) ?? []).find((name) => map.has(name));
  const namedDestination = namedIn(destination);
  if (namedDestination !== undefined) return { kind: "node", name: namedDestination };
  if (/\b(?:edge|end|limit|boundary)\b.*\b(?:known|map)\b/.test(phrase) && compass !== undefined) {
    const home = map.components.componentOf(situation.location);
    const [dx, dy] = COMPASS[compass];
    const farthest = map
      .regionNames()
      .filter((name) => map.components.componentOf(name) === home)
      .sort((a, b) => score(b) - score(a))[0];
    function score(name: string): number {
      const [x, y] = map.coordsOf(name) ?? here;
      return x * dx + y * dy;
    }
    if (farthest !== undefined) return { kind: "node", name: farthest };
  }
  const nouns = nounPhrases(tokenize(`the ${destination}`))
    .map((np) => np.head)
    .filter((noun) => !GENERIC_PLACE_WORDS.has(noun));
  for (const noun of nouns) {
    const matches = findByClass(map, [noun], here, { type: "any", landmarks: true });
    const match = matches[0];
    if (match === undefined) continue;
    if (/\b(?:inside|into|under)\b/.test(phrase) && isLandmark(map, match)) {
      const area = areaOf(situation, match);
      if (area !== undefined) return { kind: "area", area, label: match };
    }
    return { kind: "node", name: match };
  }
  // "under the trees", "inside": what overhead imagery cannot see is under cover the prior marks.
  if (/\b(?:under|beneath|inside|into)\b/.test(phrase)) {
    const area = nearestArea(situation);
    if (area !== undefined) return area;
  }
  const namedAnywhere = namedIn(phrase);
  if (namedAnywhere !== undefined) return { kind: "node", name: namedAnywhere };
  if (compass !== undefined) {
    const [dx, dy] = COMPASS[compass];
    return {
      kind: "point",
      point: [here[0] + dx * 40, here[1] + dy * 40],
      label: `40 m ${compass}`,
    };
  }
  return undefined;
}

/** Words that say where on something rather than what: "the start of the path" names the path. */
const GENERIC_PLACE_WORDS = new Set([
  "start",
  "end",
  "edge",
  "side",
  "middle",
  "entrance",
  "door",
  "beginning",
  "map",
]);

function nearestArea(situation: Situation): Place | undefined {
  const { map, here } = situation;
  const landmark = map
    .objectNames()
    .filter((name) => isCoverLandmark(map, name))
    .sort(
      (a, b) => distanceM(here, map.coordsOf(a) ?? here) - distanceM(here, map.coordsOf(b) ?? here),
    )[0];
  if (landmark !== undefined) {
    const area = areaOf(situation, landmark);
    if (area !== undefined) return { kind: "area", area, label: landmark };
  }
  const hole = unmappedAreas(situation.map).sort(
    (a, b) => distanceM(a.center, situation.here) - distanceM(b.center, situation.here),
  )[0];
  return hole === undefined
    ? undefined
    : {
        kind: "area",
        area: { id: hole.id, center: hole.center, box: hole.box },
        label: "the unmapped area",
      };
}

/** A landmark's area; for a building, the roof over its interior when the prior marks one. */
function areaOf(situation: Situation, landmark: string): SweepArea | undefined {
  const { map } = situation;
  const box = boxOf(map, landmark);
  const center = map.coordsOf(landmark);
  if (box === undefined || center === undefined) return undefined;
  const area: SweepArea = {
    id: landmark,
    node: landmark,
    center,
    box: [...box],
  };
  if (nodeClass(map, landmark) !== "building") return area;
  const roof = map
    .objectNames()
    .filter((name) => isCoverLandmark(map, name))
    .find((name) => {
      const c = map.coordsOf(name);
      return (
        c !== undefined &&
        c[0] >= area.box[0] &&
        c[0] <= area.box[2] &&
        c[1] >= area.box[1] &&
        c[1] <= area.box[3]
      );
    });
  return roof === undefined ? area : (areaOf(situation, roof) ?? area);
}

export function placeLabel(place: Place): string {
  return place.kind === "node" ? place.name : place.label;
}

export function placeCenter(situation: Situation, place: Place): Vec2 | undefined {
  if (place.kind === "node") return situation.map.coordsOf(place.name);
  return place.kind === "area" ? place.area.center : place.point;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
