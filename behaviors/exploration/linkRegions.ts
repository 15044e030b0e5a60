import { isFreeValue, segmentClear, distanceM, type Vec2 } from "../../src/geo/index.js";
import type { OccupancyGrid } from "../../src/robot/index.js";
import type { BehaviorContext } from "../context.js";

/**
 * Known regions that a new point can be connected to: within `linkRadiusM`, inside the local map, and joined by
 * a straight segment of known free cells (a region edge means the robot can drive straight between the two).
 */
export function regionsInSight(
  context: BehaviorContext,
  grid: OccupancyGrid,
  point: Vec2,
  options: { exclude?: ReadonlySet<string>; limit?: number } = {},
): string[] {
  const { map, settings } = context;
  const { exclude, limit = 6 } = options;
  const free = (index: number): boolean => isFreeValue(grid.data[index] ?? -1);
  return map
    .nearestRegions(point, { count: 24, maxDistanceM: settings.linkRadiusM })
    .filter((name) => exclude?.has(name) !== true)
    .filter((name) => {
      const coords = map.coordsOf(name);
      return (
        coords !== undefined &&
        distanceM(coords, point) > 0.01 &&
        segmentClear(grid, point, coords, free)
      );
    })
    .slice(0, limit);
}
