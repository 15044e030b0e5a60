import {
  cellAt,
  cellCenter,
  isFreeValue,
  isOccupiedValue,
  type Vec2,
} from "../../src/geo/index.js";
import type { OccupancyGrid } from "../../src/robot/index.js";

/**
 * How far an obstacle that blocked the way extends across it, in the local occupancy map: walk from the blocking
 * cell both ways, perpendicular to the direction of travel, while the cells (or their neighbours along the
 * travel direction) are occupied. Returns the two ends in metres — a wall or a river bank, not just a point.
 */
export function obstacleExtent(
  grid: OccupancyGrid,
  obstacle: Vec2,
  headingRad: number,
): [Vec2, Vec2] {
  const across: Vec2 = [-Math.sin(headingRad), Math.cos(headingRad)];
  const along: Vec2 = [Math.cos(headingRad), Math.sin(headingRad)];
  const step = grid.resolutionM / 2;
  const occupiedNear = (point: Vec2): boolean => {
    for (const offset of [-grid.resolutionM, 0, grid.resolutionM]) {
      const cell = cellAt(grid, [point[0] + along[0] * offset, point[1] + along[1] * offset]);
      if (cell !== undefined && isOccupiedValue(grid.data[cell.row * grid.width + cell.col] ?? -1))
        return true;
    }
    return false;
  };
  const freeNear = (point: Vec2): boolean => {
    const cell = cellAt(grid, point);
    return cell !== undefined && isFreeValue(grid.data[cell.row * grid.width + cell.col] ?? -1);
  };
  const walk = (sign: 1 | -1): Vec2 => {
    let last = obstacle;
    // An opening is seen free ground wider than the robot; unknown cells (seen at a grazing angle, or not at
    // all) do not end a wall, but only occupied cells extend it.
    let open = 0;
    for (let travelled = step; travelled < grid.width * grid.resolutionM; travelled += step) {
      const point: Vec2 = [
        obstacle[0] + across[0] * travelled * sign,
        obstacle[1] + across[1] * travelled * sign,
      ];
      if (cellAt(grid, point) === undefined) break;
      if (occupiedNear(point)) {
        last = point;
        open = 0;
      } else if (freeNear(point) && ++open * step > 0.8) break;
    }
    const cell = cellAt(grid, last);
    return cell === undefined ? last : cellCenter(grid, cell);
  };
  return [walk(-1), walk(1)];
}
