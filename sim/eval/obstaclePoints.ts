import { cellCenter, distanceM, isOccupiedValue, type Vec2 } from "../../src/geo/index.js";
import type { RobotPort } from "../../src/robot/index.js";

/** Obstacle cells closer than this are the robot's own surroundings; farther ones may be off the local map. */
const RANGE_M = [4, 18] as const;

/**
 * Centres of the occupied cells of the robot's local map 4–18 m away, in grid order: where an LLM's exploration
 * goal "inside an obstacle" lands (a building, a tree, the river). Empty when the robot has no local map.
 */
export function obstaclePoints(port: RobotPort): Vec2[] {
  const grid = port.costmap();
  if (grid === undefined) return [];
  const pose = port.pose();
  const here: Vec2 = [pose.x, pose.y];
  const points: Vec2[] = [];
  for (let row = 0; row < grid.height; row += 1) {
    for (let col = 0; col < grid.width; col += 1) {
      if (!isOccupiedValue(grid.data[row * grid.width + col] ?? -1)) continue;
      const center = cellCenter(grid, { col, row });
      const d = distanceM(center, here);
      if (d >= RANGE_M[0] && d <= RANGE_M[1]) points.push(center);
    }
  }
  return points;
}
