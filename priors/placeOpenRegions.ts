import type { Vec2 } from "../src/geo/index.js";
import type { Grid } from "../sim/raster/index.js";
import type { RegionSet } from "./RegionSet.js";

/** No lattice node within this × spacing of another node. */
const CLEARANCE_FACTOR = 0.6;

/**
 * Regions over open drivable ground on a lattice of `spacingM` blocks: in each block (south to north, west
 * to east) the drivable cell nearest the block centre that is clear of every node so far. A cell counts only
 * when its 3×3 neighbourhood is drivable, so slivers at the edge of a surface don't become isolated nodes.
 */
export function placeOpenRegions({
  regions,
  traversable,
  spacingM,
}: {
  regions: RegionSet;
  traversable: Grid;
  spacingM: number;
}): void {
  const { width, height, resolutionM: res } = traversable;
  const blocked = new Uint8Array(width * height);
  const clearanceM = CLEARANCE_FACTOR * spacingM;
  const stamp = (point: Vec2): void => {
    stampDisc(blocked, traversable, point, clearanceM);
  };
  for (const region of regions.regions) stamp(region.point);

  const cellsPerBlock = spacingM / res;
  const blocksX = Math.ceil(width / cellsPerBlock);
  const blocksY = Math.ceil(height / cellsPerBlock);
  const orders = new Map<string, Int32Array>();
  for (let by = 0; by < blocksY; by += 1) {
    const rowStart = Math.floor(by * cellsPerBlock);
    const rowEnd = Math.min(height, Math.floor((by + 1) * cellsPerBlock));
    for (let bx = 0; bx < blocksX; bx += 1) {
      const colStart = Math.floor(bx * cellsPerBlock);
      const colEnd = Math.min(width, Math.floor((bx + 1) * cellsPerBlock));
      const key = `${colEnd - colStart}x${rowEnd - rowStart}`;
      let order = orders.get(key);
      if (order === undefined) {
        order = centreOutOrder(colEnd - colStart, rowEnd - rowStart);
        orders.set(key, order);
      }
      for (let k = 0; k < order.length; k += 2) {
        const col = colStart + (order[k] as number);
        const row = rowStart + (order[k + 1] as number);
        if (blocked[row * width + col] === 0 && drivableAround(traversable, col, row)) {
          const point = traversable.centerOf(col, row);
          regions.add(point, spacingM);
          stamp(point);
          break;
        }
      }
    }
  }
}

/**
 * Cell offsets of a block as flat (dc, dr) pairs, nearest its centre first; ties broken south to north, west
 * to east.
 */
function centreOutOrder(blockWidth: number, blockHeight: number): Int32Array {
  const offsets: [number, number, number][] = [];
  for (let dr = 0; dr < blockHeight; dr += 1) {
    for (let dc = 0; dc < blockWidth; dc += 1) {
      offsets.push([dc, dr, (dc + 0.5 - blockWidth / 2) ** 2 + (dr + 0.5 - blockHeight / 2) ** 2]);
    }
  }
  offsets.sort((a, b) => a[2] - b[2] || a[1] - b[1] || a[0] - b[0]);
  return Int32Array.from(offsets.flatMap(([dc, dr]) => [dc, dr]));
}

function drivableAround(traversable: Grid, col: number, row: number): boolean {
  const { data, width, height } = traversable;
  if (col < 1 || row < 1 || col >= width - 1 || row >= height - 1) return false;
  for (let dr = -1; dr <= 1; dr += 1) {
    const offset = (row + dr) * width + col;
    if (data[offset - 1] !== 1 || data[offset] !== 1 || data[offset + 1] !== 1) return false;
  }
  return true;
}

function stampDisc(mask: Uint8Array, grid: Grid, center: Vec2, radiusM: number): void {
  const [centerCol, centerRow] = grid.cellOf(center);
  const radiusCells = Math.ceil(radiusM / grid.resolutionM);
  const radiusSq = (radiusM / grid.resolutionM) ** 2;
  for (let dr = -radiusCells; dr <= radiusCells; dr += 1) {
    const row = centerRow + dr;
    if (row < 0 || row >= grid.height) continue;
    const halfSpan = Math.floor(Math.sqrt(Math.max(0, radiusSq - dr * dr)));
    const colStart = Math.max(0, centerCol - halfSpan);
    const colEnd = Math.min(grid.width, centerCol + halfSpan + 1);
    if (colStart < colEnd) mask.fill(1, row * grid.width + colStart, row * grid.width + colEnd);
  }
}
