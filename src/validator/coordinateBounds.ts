import type { SemanticMap } from "../map/index.js";

/**
 * How far beyond the map's regions a goal coordinate may lie. `extend_map` exists to reach past the map, so
 * the margin is generous; a goal further out is a planner's mistake (1e308 once drove 106 m "toward" Infinity).
 */
export const COORDINATE_MARGIN_M = 2_000;

/** Coordinate params: the validator bounds these by the map's extent. */
const AXIS_OF_PARAM: Readonly<Record<string, "x" | "y">> = { x_m: "x", y_m: "y" };

/**
 * Check one coordinate argument against the map's extent plus {@link COORDINATE_MARGIN_M}. Returns a message
 * naming the allowed range, or undefined when the value is fine (or the param is not a coordinate, or the map
 * has no regions to measure).
 */
export function coordinateOutOfBounds(
  param: string,
  value: number,
  map: SemanticMap,
): string | undefined {
  const axis = AXIS_OF_PARAM[param];
  if (axis === undefined) return undefined;
  const extent = map.regionIndex.extent();
  if (extent === undefined) return undefined;
  const low = (axis === "x" ? extent.minX : extent.minY) - COORDINATE_MARGIN_M;
  const high = (axis === "x" ? extent.maxX : extent.maxY) + COORDINATE_MARGIN_M;
  if (value >= low && value <= high) return undefined;
  return (
    `${param} must lie within the map's extent plus ${COORDINATE_MARGIN_M} m, ` +
    `${Math.round(low)}…${Math.round(high)} m, got ${value}.`
  );
}
