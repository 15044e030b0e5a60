import {
  cellAt,
  cellCenter,
  cellPath,
  distanceM,
  isOccupiedValue,
  reachFrom,
  simplifyPath,
  formatVec,
  type Vec2,
} from "../../src/geo/index.js";
import type { OccupancyGrid } from "../../src/robot/index.js";
import { robotPassableMask } from "./robotPassable.js";

export interface FitOptions {
  /** Distance kept from occupied cells; the robot's half-width plus a margin. */
  clearanceM?: number;
  /** A fit must bring the robot at least this much closer to the goal. */
  minProgressM?: number;
}

export type FitResult =
  | {
      readonly kind: "fit";
      /** The reachable free point nearest the goal. */
      readonly point: Vec2;
      /** Waypoints from the robot to `point` (robot position first), each leg straight and clear. */
      readonly waypoints: readonly Vec2[];
      readonly distanceToGoalM: number;
      /** The first obstacle on the straight line from `point` toward the goal, inside the local map. */
      readonly obstacle?: Vec2;
      /** The goal itself lies on an occupied cell of the local map. */
      readonly goalInObstacle: boolean;
    }
  | {
      readonly kind: "none";
      readonly reason: "robot-outside-map" | "no-progress";
      readonly message: string;
      readonly obstacle?: Vec2;
      readonly goalInObstacle: boolean;
    };

/**
 * SPINE's spatial validation (Fig. 3): among the cells of the local occupancy map that are known, free and
 * reachable from the robot by a grid search, the one nearest the goal. Everything is in metres; the grid's
 * resolution converts once, at the cell boundary. Unknown cells are never free.
 */
export function bestReachableFit(
  grid: OccupancyGrid,
  robot: Vec2,
  goal: Vec2,
  options: FitOptions = {},
): FitResult {
  const { clearanceM = 0.4, minProgressM = 1 } = options;
  const goalCell = cellAt(grid, goal);
  const goalInObstacle =
    goalCell !== undefined &&
    isOccupiedValue(grid.data[goalCell.row * grid.width + goalCell.col] ?? -1);
  const start = cellAt(grid, robot);
  if (start === undefined) {
    return {
      kind: "none",
      reason: "robot-outside-map",
      message: "the robot is outside its local map",
      goalInObstacle,
    };
  }
  // Unknown cells are not free, and the robot's body must keep its clearance from them as from obstacles: an
  // unseen cell next to a free one may be the wall the lidar saw end-on.
  const passable = robotPassableMask(grid, clearanceM);
  passable[start.row * grid.width + start.col] = 1;
  const reach = reachFrom(grid, start, passable);
  let bestIndex = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let index = 0; index < reach.steps.length; index += 1) {
    if ((reach.steps[index] ?? -1) < 0) continue;
    const col = index % grid.width;
    const center = cellCenter(grid, { col, row: (index - col) / grid.width });
    const d = distanceM(center, goal);
    if (d < bestDistance - 1e-9) {
      bestDistance = d;
      bestIndex = index;
    }
  }
  const currentDistance = distanceM(robot, goal);
  if (bestIndex < 0 || bestDistance > currentDistance - minProgressM) {
    const obstacle = firstObstacle(grid, robot, goal);
    return {
      kind: "none",
      reason: "no-progress",
      message:
        obstacle === undefined
          ? `no known free cell reachable from ${formatVec(robot)} is closer to ${formatVec(goal)}`
          : `an obstacle at ${formatVec(obstacle)} blocks the way from ${formatVec(robot)} toward ${formatVec(goal)}`,
      ...(obstacle === undefined ? {} : { obstacle }),
      goalInObstacle,
    };
  }
  const col = bestIndex % grid.width;
  const cell = { col, row: (bestIndex - col) / grid.width };
  const point = cellCenter(grid, cell);
  const waypoints = simplifyPath(grid, cellPath(reach, cell), passable);
  const obstacle = firstObstacle(grid, point, goal);
  return {
    kind: "fit",
    point,
    waypoints: [robot, ...waypoints.slice(1)],
    distanceToGoalM: bestDistance,
    ...(obstacle === undefined ? {} : { obstacle }),
    goalInObstacle,
  };
}

/** March from `from` toward `to` inside the grid; the centre of the first occupied cell, if any. */
export function firstObstacle(grid: OccupancyGrid, from: Vec2, to: Vec2): Vec2 | undefined {
  // March along the unit direction, scaled first: for a far goal (1e308) the length overflows to Infinity and
  // `travelled / length` stayed 0, so the march never left the robot's cell (the validator hung). A straight line
  // leaves the grid within its diagonal, so no march needs to go further.
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  const scale = Math.max(Math.abs(dx), Math.abs(dy));
  if (!(scale > 0 && Number.isFinite(scale))) return undefined;
  const norm = Math.hypot(dx / scale, dy / scale);
  const [ux, uy] = [dx / scale / norm, dy / scale / norm];
  const diagonalM = Math.hypot(grid.width, grid.height) * grid.resolutionM;
  const length = Math.min(distanceM(from, to), diagonalM);
  const step = grid.resolutionM / 2;
  for (let travelled = step; travelled < length; travelled += step) {
    const cell = cellAt(grid, [from[0] + ux * travelled, from[1] + uy * travelled]);
    if (cell === undefined) return undefined;
    if (isOccupiedValue(grid.data[cell.row * grid.width + cell.col] ?? -1))
      return cellCenter(grid, cell);
  }
  return undefined;
}
