import { distanceM } from "../../geo/index.js";
import { nodeClass } from "./mapQueries.js";
import type { Situation } from "./tactics.js";

/**
 * Where the route leads: the first node of the most telling destination class (the boat itself once it is on
 * the map, else a dock). A place made of several regions — a pier, a quay — is reached at its far end, where
 * boats are moored, not at its first plank. Kept while it stays on the map and nothing more telling appears,
 * so that a cut splitting the place does not turn its near end into the destination.
 */
export function routeDestination(situation: Situation): string | undefined {
  const { map, focus, memory } = situation;
  const first = focus.destination;
  const kept = memory.destination;
  if (
    kept !== undefined &&
    map.has(kept) &&
    (first === undefined || memory.destinationFrom === first)
  )
    return kept;
  if (first === undefined) return undefined;
  memory.destinationFrom = first;
  memory.destination = map.isRegion(first) ? farEndOf(situation, first) : first;
  return memory.destination;
}

/** The region of a same-class stretch of connected regions (a pier) farthest from the robot. */
function farEndOf(situation: Situation, region: string): string {
  const { map, here } = situation;
  // A named place (the paddock) is its own stretch; otherwise the stretch is ground of the same class.
  const placeOf = (name: string): unknown => map.get(name)?.attributes["place"];
  const place = placeOf(region);
  const cls = place === undefined ? nodeClass(map, region) : undefined;
  const group = new Set([region]);
  const queue = [region];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const neighbor of map.neighbors(next, "region")) {
      const same =
        place === undefined ? nodeClass(map, neighbor) === cls : placeOf(neighbor) === place;
      if (group.has(neighbor) || !same) continue;
      group.add(neighbor);
      queue.push(neighbor);
    }
  }
  const distance = (name: string): number => distanceM(here, map.coordsOf(name) ?? here);
  return [...group].reduce((far, name) => (distance(name) > distance(far) ? name : far));
}
