import { passableMask } from "../../src/geo/index.js";
import type { OccupancyGrid } from "../../src/robot/index.js";

/**
 * Where the robot's body may be, in grid order (1 = yes): known free cells at least `clearanceM` from every
 * occupied *and* every unknown cell — an unseen cell next to a free one may be the wall the lidar saw end-on.
 * Waypoints, new regions and the connections the agent adds all use this one test.
 */
export function robotPassableMask(grid: OccupancyGrid, clearanceM: number): Uint8Array {
  return passableMask(unknownAsOccupied(grid), clearanceM);
}

/** The grid with every unknown cell marked occupied. */
function unknownAsOccupied(grid: OccupancyGrid): OccupancyGrid {
  return { ...grid, data: Int8Array.from(grid.data, (value) => (value < 0 ? 100 : value)) };
}
