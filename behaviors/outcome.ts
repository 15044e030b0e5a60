import type { Vec2 } from "../src/geo/index.js";

/**
 * What an executed action found, as data, next to the sentences the planner and the operator read. Planners
 * consume these; none parses feedback sentences.
 */
export type ActionOutcome =
  /** Exploration was stopped by something in the local map; `extent` when it spans 2 m or more (a wall, a bank). */
  | { readonly kind: "obstacle"; readonly at: Vec2; readonly extent?: readonly [Vec2, Vec2] }
  /** The operator answered a clarifying question. */
  | { readonly kind: "operator-reply"; readonly question: string; readonly reply: string }
  /** The vision-language model described an object. */
  | { readonly kind: "inspected"; readonly object: string; readonly answer: string }
  /** Regions the action added to the map. */
  | { readonly kind: "regions-added"; readonly names: readonly string[] }
  /** Objects the detector reported while the action ran. */
  | { readonly kind: "objects-detected"; readonly names: readonly string[] };

/** The obstacle outcome of an exploration that ended at one. */
export function obstacleOutcome(result: {
  readonly obstacle?: Vec2;
  readonly extent?: readonly [Vec2, Vec2];
}): ActionOutcome[] {
  if (result.obstacle === undefined) return [];
  return [
    {
      kind: "obstacle",
      at: result.obstacle,
      ...(result.extent === undefined ? {} : { extent: result.extent }),
    },
  ];
}
