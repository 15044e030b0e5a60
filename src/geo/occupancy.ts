import type { OccupancyGrid } from "../robot/index.js";
import { distanceM, type Vec2 } from "./vec2.js";

/** A cell of an occupancy grid. */
export interface Cell {
  readonly col: number;
  readonly row: number;
}

/** Cost at or above which a cell counts as an obstacle (nav_msgs: 0 free … 100 occupied, −1 unknown). */
export const OCCUPIED_THRESHOLD = 50;

/** The cell containing an ENU point, or undefined outside the grid. Metres in, cells out — never mixed. */
export function cellAt(grid: OccupancyGrid, point: Vec2): Cell | undefined {
  const col = Math.floor((point[0] - grid.originX) / grid.resolutionM);
  const row = Math.floor((point[1] - grid.originY) / grid.resolutionM);
  if (col < 0 || row < 0 || col >= grid.width || row >= grid.height) return undefined;
  return { col, row };
}

/** ENU centre of a cell. */
export function cellCenter(grid: OccupancyGrid, cell: Cell): Vec2 {
  return [
    grid.originX + (cell.col + 0.5) * grid.resolutionM,
    grid.originY + (cell.row + 0.5) * grid.resolutionM,
  ];
}

export function cellValue(grid: OccupancyGrid, cell: Cell): number {
  return grid.data[cell.row * grid.width + cell.col] ?? -1;
}

/** Known and free. Unknown cells are never free: the robot must not plan through what it has not seen. */
export function isFreeValue(value: number): boolean {
  return value >= 0 && value < OCCUPIED_THRESHOLD;
}

export function isOccupiedValue(value: number): boolean {
  return value >= OCCUPIED_THRESHOLD;
}

/**
 * Which cells the robot may stand on: known, free, and at least `clearanceM` from every occupied cell (the robot
 * has a body). Returned as a 0/1 mask in grid order.
 */
export function passableMask(grid: OccupancyGrid, clearanceM: number): Uint8Array {
  const { width, height } = grid;
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i += 1) mask[i] = isFreeValue(grid.data[i] ?? -1) ? 1 : 0;
  const radius = Math.ceil(clearanceM / grid.resolutionM - 1e-9);
  if (radius <= 0) return mask;
  const inflated = mask.slice();
  const offsets: [number, number][] = [];
  for (let dr = -radius; dr <= radius; dr += 1) {
    for (let dc = -radius; dc <= radius; dc += 1) {
      if (dr * dr + dc * dc <= radius * radius) offsets.push([dc, dr]);
    }
  }
  for (let row = 0; row < height; row += 1) {
    for (let col = 0; col < width; col += 1) {
      if (!isOccupiedValue(grid.data[row * width + col] ?? -1)) continue;
      for (const [dc, dr] of offsets) {
        const c = col + dc;
        const r = row + dr;
        if (c >= 0 && r >= 0 && c < width && r < height) inflated[r * width + c] = 0;
      }
    }
  }
  return inflated;
}

/** Result of a breadth-first search over passable cells: steps from the start (−1 unreached) and parents. */
export interface GridReach {
  readonly grid: OccupancyGrid;
  readonly start: Cell;
  readonly steps: Int32Array;
  readonly parent: Int32Array;
}

/**
 * Grid search from `start` over passable cells (8-connected, no corner cutting). The start cell itself is
 * always usable: the robot is standing there even if inflation marks it tight.
 */
export function reachFrom(grid: OccupancyGrid, start: Cell, passable: Uint8Array): GridReach {
  const { width, height } = grid;
  const steps = new Int32Array(width * height).fill(-1);
  const parent = new Int32Array(width * height).fill(-1);
  const startIndex = start.row * width + start.col;
  steps[startIndex] = 0;
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  queue[tail++] = startIndex;
  while (head < tail) {
    const index = queue[head++] ?? 0;
    const col = index % width;
    const row = (index - col) / width;
    for (let dr = -1; dr <= 1; dr += 1) {
      for (let dc = -1; dc <= 1; dc += 1) {
        if (dr === 0 && dc === 0) continue;
        const c = col + dc;
        const r = row + dr;
        if (c < 0 || r < 0 || c >= width || r >= height) continue;
        const next = r * width + c;
        if (steps[next] !== -1 || passable[next] !== 1) continue;
        // No squeezing diagonally between two blocked cells.
        if (
          dr !== 0 &&
          dc !== 0 &&
          (passable[row * width + c] !== 1 || passable[r * width + col] !== 1)
        )
          continue;
        steps[next] = (steps[index] ?? 0) + 1;
        parent[next] = index;
        queue[tail++] = next;
      }
    }
  }
  return { grid, start, steps, parent };
}

/** The cell path from the search start to `target`, start first; empty if unreached. */
export function cellPath(reach: GridReach, target: Cell): Cell[] {
  const { width } = reach.grid;
  let index = target.row * width + target.col;
  if ((reach.steps[index] ?? -1) < 0) return [];
  const path: Cell[] = [];
  while (index !== -1) {
    const col = index % width;
    path.push({ col, row: (index - col) / width });
    index = reach.parent[index] ?? -1;
  }
  return path.reverse();
}

/**
 * Whether the straight segment a→b stays on cells that pass `test` (sampled at a quarter cell, so thin walls
 * are not skipped). Points outside the grid fail.
 */
export function segmentClear(
  grid: OccupancyGrid,
  a: Vec2,
  b: Vec2,
  test: (index: number) => boolean,
): boolean {
  const samples = Math.max(1, Math.ceil(distanceM(a, b) / (grid.resolutionM / 4)));
  for (let i = 0; i <= samples; i += 1) {
    const t = i / samples;
    const cell = cellAt(grid, [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    if (cell === undefined || !test(cell.row * grid.width + cell.col)) return false;
  }
  return true;
}

/**
 * Turn a cell path into a few waypoints: keep a point only where the straight line from the previous kept point
 * would leave passable cells. Metres in the result.
 */
export function simplifyPath(
  grid: OccupancyGrid,
  path: readonly Cell[],
  passable: Uint8Array,
): Vec2[] {
  if (path.length === 0) return [];
  const points = path.map((cell) => cellCenter(grid, cell));
  const first = points[0];
  if (first === undefined) return [];
  const kept: Vec2[] = [first];
  let anchor = 0;
  for (let i = 2; i < points.length; i += 1) {
    const from = points[anchor];
    const to = points[i];
    if (from === undefined || to === undefined) continue;
    if (!segmentClear(grid, from, to, (index) => passable[index] === 1)) {
      const previous = points[i - 1];
      if (previous !== undefined) kept.push(previous);
      anchor = i - 1;
    }
  }
  const last = points.at(-1);
  if (last !== undefined && points.length > 1) kept.push(last);
  return kept;
}
