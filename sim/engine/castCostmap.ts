import type { Vec2 } from "../../src/geo/index.js";
import type { OccupancyGrid } from "../../src/robot/index.js";
import { traverseCells, type WorldRasters } from "../raster/index.js";

const UNKNOWN = -1;
const FREE = 0;
const OCCUPIED = 100;
const RAYS_PER_CELL = 2;

export interface CostmapOptions {
  /** Side of the square map; it is centred on the robot's cell. */
  sizeM: number;
  /** Lidar range: cells further than this from the robot stay unknown. */
  rangeM: number;
  stampSec: number;
}

/**
 * A local occupancy grid as the robot's lidar would build it, on the truth rasters' lattice (same resolution,
 * cells aligned, so costmap cells are truth cells). Rays go from the robot to every border cell of the map;
 * along a ray, drivable cells are free and undrivable ones occupied, up to the lidar range; the first occluding
 * cell is marked occupied and ends the ray (water is occupied but the lidar sees across it). Whatever no ray
 * reaches stays unknown (−1): beyond range, behind buildings, off the world.
 */
export function castCostmap(
  rasters: WorldRasters,
  position: Vec2,
  { sizeM, rangeM, stampSec }: CostmapOptions,
): OccupancyGrid {
  const { traversable, occluding } = rasters;
  const res = traversable.resolutionM;
  const size = Math.max(1, Math.round(sizeM / res));
  const [robotCol, robotRow] = traversable.cellOf(position);
  const col0 = robotCol - Math.floor(size / 2);
  const row0 = robotRow - Math.floor(size / 2);
  const data = new Int8Array(size * size).fill(UNKNOWN);
  const rangeSq = rangeM * rangeM;

  const drivable = traversable.data;
  const blocksSight = occluding.data;
  const worldWidth = traversable.width;
  const worldHeight = traversable.height;
  const centreX0 = traversable.originX + res / 2 - position[0];
  const centreY0 = traversable.originY + res / 2 - position[1];
  // Called for every cell of every ray, so it allocates nothing and reads the typed arrays directly.
  const visit = (col: number, row: number): boolean => {
    const localCol = col - col0;
    const localRow = row - row0;
    if (localCol < 0 || localRow < 0 || localCol >= size || localRow >= size) return false;
    if (col < 0 || row < 0 || col >= worldWidth || row >= worldHeight) return false;
    const dx = centreX0 + col * res;
    const dy = centreY0 + row * res;
    if (dx * dx + dy * dy > rangeSq) return false;
    const index = localRow * size + localCol;
    const cell = row * worldWidth + col;
    if (blocksSight[cell] !== 0 && (col !== robotCol || row !== robotRow)) {
      data[index] = OCCUPIED;
      return false;
    }
    data[index] = drivable[cell] !== 0 ? FREE : OCCUPIED;
    return true;
  };
  const castTo = (target: Vec2): void => {
    traverseCells(traversable, position, target, visit);
  };
  const originX = traversable.originX + col0 * res;
  const originY = traversable.originY + row0 * res;
  const sideM = size * res;
  const inset = res / 2;
  // RAYS_PER_CELL rays toward each border cell keep neighbouring rays less than a cell apart out to the border,
  // so every cell in range on a clear line of sight is reached.
  const stepM = res / RAYS_PER_CELL;
  for (let i = 0; i < size * RAYS_PER_CELL; i += 1) {
    const along = (i + 0.5) * stepM;
    castTo([originX + along, originY + inset]);
    castTo([originX + along, originY + sideM - inset]);
    castTo([originX + inset, originY + along]);
    castTo([originX + sideM - inset, originY + along]);
  }
  return {
    resolutionM: res,
    width: size,
    height: size,
    originX,
    originY,
    data,
    stampSec,
  };
}
