import { segmentClear, distanceM, type Vec2 } from "../../src/geo/index.js";
import type { OccupancyGrid } from "../../src/robot/index.js";
import type { BehaviorContext } from "../context.js";
import { robotPassableMask } from "./robotPassable.js";

/**
 * Known regions that a new point can be connected to: within `linkRadiusM`, inside the local map, and joined by
 * a straight segment the robot's body fits along (a region edge means the robot can drive straight between them).
 */
export function regionsInSight(
  context: BehaviorContext,
  grid: OccupancyGrid,
  point: Vec2,
  options: { exclude?: ReadonlySet<string>; limit?: number } = {},
): string[] {
  const { map, settings } = context;
  const { exclude, limit = 6 } = options;
  // The robot's body has to fit along the connection, as along its waypoints.
  const passable = robotPassableMask(grid, settings.extend.clearanceM);
  const free = (index: number): boolean => passable[index] === 1;
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
