import type { SemanticMap } from "./SemanticMap.js";

/**
 * Landmark classes of the prior graph for what overhead imagery sees instead of the ground: a roof over an
 * interior, tree canopy over a path. Part of the prior-graph contract (priors/ writes them, planners read them):
 * whatever is under them was never in the prior.
 */
export const COVER_CLASSES: readonly string[] = ["roof", "tree_cover"];

/** Whether a node is a landmark of cover (a roof, canopy) that hides the ground from the air. */
export function isCoverLandmark(map: SemanticMap, name: string): boolean {
  const node = map.get(name);
  if (node?.attributes["landmark"] !== true) return false;
  const cls = node.attributes["class"];
  return typeof cls === "string" && COVER_CLASSES.includes(cls);
}
