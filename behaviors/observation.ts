import type { SemanticMap } from "../src/map/index.js";

/** Object names now in the map that were not in `before` (what the detector added during a behavior). */
export function newObjects(map: SemanticMap, before: ReadonlySet<string>): string[] {
  return map.objectNames().filter((name) => !before.has(name));
}

/** Non-landmark objects visible from a region (its object edges). */
export function objectsSeenFrom(map: SemanticMap, region: string): string[] {
  return map
    .neighbors(region, "object")
    .filter((name) => map.get(name)?.attributes["landmark"] !== true);
}

/** "a, b and c" — a list for a sentence. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}
