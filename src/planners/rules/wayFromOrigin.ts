import type { SemanticMap } from "../../map/index.js";
import { distanceToNodeM } from "./mapQueries.js";

/** An origin this close to a way is on it: the way is checked from there on. */
const ORIGIN_ON_WAY_M = 30;

/**
 * "Is the main drive clear from the gate lodge down to the lane?": only the part of the way from the place it is
 * asked from is in question, not the drive's far end beyond the lodge.
 */
export function fromOrigin(
  map: SemanticMap,
  chain: readonly string[],
  origin: string | undefined,
): readonly string[] {
  if (origin === undefined || chain.length < 2) return chain;
  let nearest = -1;
  let nearestM = ORIGIN_ON_WAY_M;
  chain.forEach((name, index) => {
    // (From a building's outline, not its middle.)
    const m = distanceToNodeM(map, origin, map.coordsOf(name) ?? [1e9, 1e9]);
    if (m <= nearestM) [nearest, nearestM] = [index, m];
  });
  // (Its last region or beyond: a way of one region is no way to follow.)
  return nearest < 0 || nearest >= chain.length - 1 ? chain : chain.slice(nearest);
}
