import { distanceM } from "../src/geo/index.js";
import type { SemanticMap } from "../src/map/index.js";

/** Object names now in the map that were not in `before` (what the detector added during a behavior). */
export function newObjects(map: SemanticMap, before: ReadonlySet<string>): string[] {
  return map.objectNames().filter((name) => !before.has(name));
}

/** Non-landmark objects visible from a region (its object edges). */
export function objectsSeenFrom(map: SemanticMap, region: string): string[] {
  // The mapper attaches an object to the region nearest it, which may be a neighbour of the one the robot
  // stands in: those within sight range of this region are in view too.
  const here = map.coordsOf(region);
  const near = (name: string): boolean => {
    const at = map.coordsOf(name);
    return here !== undefined && at !== undefined && distanceM(here, at) <= IN_VIEW_M;
  };
  const attached = map.neighbors(region, "object");
  const next = map
    .neighbors(region, "region")
    .flatMap((neighbor) => map.neighbors(neighbor, "object"))
    .filter(near);
  return [...new Set([...attached, ...next])].filter(
    (name) => map.get(name)?.attributes["landmark"] !== true,
  );
}

/** Objects attached to a neighbouring region count as in view within this distance of the region. */
const IN_VIEW_M = 12;

/** "a, b and c" — a list for a sentence. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}
