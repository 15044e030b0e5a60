import { naturalCompare, type NodeType, type SemanticMap } from "../map/index.js";

/**
 * Up to `limit` existing nodes a mistyped or hallucinated name probably meant: same class prefix first
 * (`dock_4` → `dock_1`, `dock_2`), then names containing the unknown one's words. Only runs on failure.
 */
export function suggestNames(
  map: SemanticMap,
  unknown: string,
  options: { type?: NodeType; limit?: number } = {},
): string[] {
  const { type, limit = 3 } = options;
  const stem = classStem(unknown);
  const words = stem.split("_").filter((word) => word.length >= 3);
  const candidates =
    type === "region"
      ? map.regionNames()
      : type === "object"
        ? map.objectNames()
        : [...map.regionNames(), ...map.objectNames()];
  const sameClass: string[] = [];
  const related: string[] = [];
  for (const name of candidates) {
    const candidateStem = classStem(name);
    if (candidateStem === stem) sameClass.push(name);
    else if (words.some((word) => candidateStem.includes(word))) related.push(name);
  }
  return [...sameClass.sort(naturalCompare), ...related.sort(naturalCompare)].slice(0, limit);
}

/** `radio_tower_2` → `radio_tower`. */
export function classStem(name: string): string {
  return name.toLowerCase().replace(/_?\d+$/, "");
}
