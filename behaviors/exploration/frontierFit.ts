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
}

/**
 * Where to go when no reachable free cell is closer to the goal: the edge of what the lidar has seen, along the
 * free ground the robot can reach. Under canopy or between walls the way on is a corridor (a trail through the
 * trees, a passage between sheds) that bends out of sight; following it to where it vanishes shows the next
 * stretch. Only in a corridor: with open ground around (more than `maxOpenAreaM2` reachable) there is none.
 * Among reachable cells within a robot's clearance of a free cell next to an unknown one, at least `minStepM`
 * away, not more than `maxDetourM` farther from the goal than the robot and away from ground already covered,
 * the one whose way there is longest for its distance to the goal. Undefined when there is none.
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
  let best: { index: number; score: number } | undefined;
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
    if (!nearFrontier(grid, frontier, index, ringCells)) continue;
    best = { index, score };
  }
  if (best === undefined) return undefined;
  const col = best.index % grid.width;
  const cell = { col, row: (best.index - col) / grid.width };
  const waypoints = simplifyPath(grid, cellPath(reach, cell), passable);
  return {
    point: cellCenter(grid, cell),
    waypoints: [robot, ...waypoints.slice(1)],
  };
}

/**
 * Free cells with an unknown neighbour: where the lidar's view of open ground ends. An unknown cell behind a
 * wall the lidar saw is no frontier — the wall's cell stands between.
 */
function frontierMask(grid: OccupancyGrid): Uint8Array {
  const mask = new Uint8Array(grid.width * grid.height);
  const unknown = (index: number): boolean => (grid.data[index] ?? 0) < 0;
  for (let index = 0; index < mask.length; index += 1)
    if (grid.data[index] === 0 && anyWithin(grid, index, 1, unknown)) mask[index] = 1;
  return mask;
}

/** Whether a frontier cell lies within `ring` cells of the cell at `index`. */
function nearFrontier(
  grid: OccupancyGrid,
  frontier: Uint8Array,
  index: number,
  ring: number,
): boolean {
  return anyWithin(grid, index, ring, (near) => frontier[near] === 1);
}

/** Whether `test` holds for a cell of the grid within `ring` cells (a square) of the cell at `index`. */
function anyWithin(
  grid: OccupancyGrid,
  index: number,
  ring: number,
  test: (index: number) => boolean,
): boolean {
  const col = index % grid.width;
  const row = (index - col) / grid.width;
  for (let r = Math.max(0, row - ring); r <= Math.min(grid.height - 1, row + ring); r += 1)
    for (let c = Math.max(0, col - ring); c <= Math.min(grid.width - 1, col + ring); c += 1)
      if (test(r * grid.width + c)) return true;
  return false;
}
