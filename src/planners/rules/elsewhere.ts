import type { Vec2 } from "../../geo/index.js";
import { distanceToNodeM } from "./mapQueries.js";
import type { Situation } from "./tactics.js";

/** A thing this close to a place the mission puts it at stands there (about one cell of the region grid). */
export const AT_THE_PLACE_M = 15;

/**
 * "I left the long hose reel out on Heron Field": one of the kind seen on the shower block wall, off the field, is
 * likely another one. In a find of one thing, a candidate farther than {@link AT_THE_PLACE_M} from every place the
 * mission or the operator's reply puts the thing at is taken only once those places have been searched and showed
 * nothing better (the caller's fallback): it is still reported as found then, since places may be misread. Always
 * false when the words put the thing nowhere on the map, and in one of several steps.
 */
export function standsElsewhere(situation: Situation): (name: string) => boolean {
  const { focus, map } = situation;
  const places = [...new Set([...focus.anchors, ...focus.hinted])];
  // (Not in one of several steps: the reply's places are for all of them — "the weighbridge by the main gate, the
  // skip at the press shed" — and say too little of any one thing to pass it by.)
  if (places.length === 0 || situation.oneOfSteps === true) return () => false;
  const atAPlace = (at: Vec2): boolean =>
    places.some((place) => distanceToNodeM(map, place, at) <= AT_THE_PLACE_M);
  return (name: string): boolean => {
    const at = map.coordsOf(name);
    return at !== undefined && !atAPlace(at);
  };
}
