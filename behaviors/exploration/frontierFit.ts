import {
  cellCenter,
  cellPath,
  cellAt,
  distanceM,
  reachFrom,
  simplifyPath,
  type Vec2,
} from "../../src/geo/index.js";
import type { OccupancyGrid } from "../../src/robot/index.js";
import { robotPassableMask } from "./robotPassable.js";

export interface FrontierFitOptions {
  clearanceM?: number;
  /** A frontier nearer the robot than this is no step at all. */
  minStepM?: number;
  /** How much farther from the goal than the robot a frontier may lie: a trail bends away before it comes back. */
  maxDetourM?: number;
  /** Places already stood on in this exploration: a frontier this close to one of them leads back. */
  avoid?: readonly Vec2[];
  avoidM?: number;
  /**
   * Ground the robot can reach in its local map above which it is in the open, not in a corridor: there an
   * obstacle across the way is reported, not skirted (a river bank is news to the planner).
   */
  maxOpenAreaM2?: number;
}

export interface FrontierStep {
  readonly point: Vec2;
  /** Waypoints from the robot to `point` (robot position first), each leg straight and clear. */
  readonly waypoints: readonly Vec2[];
  readonly distanceToGoalM: number;
}

/**
 * Where to go when no reachable free cell is closer to the goal: the edge of what the lidar has seen, along the
 * free ground the robot can reach. Under canopy or between walls the way on is a corridor (a trail through the
 * trees, a passage between sheds) that bends out of sight; following it to where it vanishes shows the next
 * stretch. Only in a corridor: with open ground around (more than `maxOpenAreaM2` reachable) there is none. Among reachable cells within a robot's clearance of a free cell next to an unknown one, at least
 * `minStepM` away, not more than `maxDetourM` farther from the goal than the robot and away from ground already
 * covered, the one whose way there is longest for its distance to the goal. Undefined when there is none.
 */
export function frontierFit(
  grid: OccupancyGrid,
  robot: Vec2,
  goal: Vec2,
  options: FrontierFitOptions = {},
): FrontierStep | undefined {
  const {
    clearanceM = 0.4,
    minStepM = 2.5,
    maxDetourM = 15,
    avoid = [],
    avoidM = 2.5,
    maxOpenAreaM2 = 400,
  } = options;
  const start = cellAt(grid, robot);
  if (start === undefined) return undefined;
  const passable = robotPassableMask(grid, clearanceM);
  passable[start.row * grid.width + start.col] = 1;
  const reach = reachFrom(grid, start, passable);
  let reachable = 0;
  for (const steps of reach.steps) if (steps >= 0) reachable += 1;
  if (reachable * grid.resolutionM * grid.resolutionM > maxOpenAreaM2) return undefined;
  // A passable cell keeps its clearance from unknown cells too, so the unseen ground lies just past that margin.
  const ringCells = Math.ceil(clearanceM / grid.resolutionM) + 1;
  const frontier = frontierMask(grid);
  const limitM = distanceM(robot, goal) + maxDetourM;
  // The edge farthest along the free ground for what it costs in distance to the goal: round a bend, not a step
  // along the wall the lidar grazed.
  let best: { index: number; distanceM: number; score: number } | undefined;
  for (let index = 0; index < reach.steps.length; index += 1) {
    const steps = reach.steps[index] ?? -1;
    if (steps < 0) continue;
    const col = index % grid.width;
    const row = (index - col) / grid.width;
    const center = cellCenter(grid, { col, row });
    const toGoalM = distanceM(center, goal);
    if (toGoalM > limitM) continue;
    const score = steps * grid.resolutionM - toGoalM;
    if (best !== undefined && score <= best.score) continue;
    if (distanceM(center, robot) < minStepM) continue;
    if (avoid.some((point) => distanceM(point, center) < avoidM)) continue;
    if (!nearFrontier(grid, frontier, col, row, ringCells)) continue;
    best = { index, distanceM: toGoalM, score };
  }
  if (best === undefined) return undefined;
  const col = best.index % grid.width;
  const cell = { col, row: (best.index - col) / grid.width };
  const waypoints = simplifyPath(grid, cellPath(reach, cell), passable);
  return {
    point: cellCenter(grid, cell),
    waypoints: [robot, ...waypoints.slice(1)],
    distanceToGoalM: best.distanceM,
  };
}

/**
 * Free cells with an unknown neighbour: where the lidar's view of open ground ends. An unknown cell behind a
 * wall the lidar saw is no frontier — the wall's cell stands between.
 */
function frontierMask(grid: OccupancyGrid): Uint8Array {
  const mask = new Uint8Array(grid.width * grid.height);
  for (let row = 0; row < grid.height; row += 1) {
    for (let col = 0; col < grid.width; col += 1) {
      if ((grid.data[row * grid.width + col] ?? -1) !== 0) continue;
      let edge = false;
      for (let dr = -1; dr <= 1 && !edge; dr += 1)
        for (let dc = -1; dc <= 1 && !edge; dc += 1) {
          const c = col + dc;
          const r = row + dr;
          if (c < 0 || r < 0 || c >= grid.width || r >= grid.height) continue;
          if ((grid.data[r * grid.width + c] ?? 0) < 0) edge = true;
        }
      if (edge) mask[row * grid.width + col] = 1;
    }
  }
  return mask;
}

/** Whether a frontier cell lies within `ring` cells of (col, row). */
function nearFrontier(
  grid: OccupancyGrid,
  frontier: Uint8Array,
  col: number,
  row: number,
  ring: number,
): boolean {
  for (let dr = -ring; dr <= ring; dr += 1) {
    for (let dc = -ring; dc <= ring; dc += 1) {
      const c = col + dc;
      const r = row + dr;
      if (c < 0 || r < 0 || c >= grid.width || r >= grid.height) continue;
      if (frontier[r * grid.width + c] === 1) return true;
    }
  }
  return false;
}
