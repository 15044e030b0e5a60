import type { Vec2 } from "../../src/geo/index.js";
import type { Grid } from "../raster/index.js";

/**
 * Whether a disk-shaped robot at `center` touches only drivable cells: every cell the disk overlaps (not just
 * cells whose centre it covers) must be drivable. Radius 0 tests the one cell under the centre.
 */
export function footprintClear(traversable: Grid, center: Vec2, radiusM: number): boolean {
  if (radiusM <= 0) return traversable.valueAt(center) !== 0;
  const { originX, originY, resolutionM: res } = traversable;
  const [colMin, rowMin] = traversable.cellOf([center[0] - radiusM, center[1] - radiusM]);
  const [colMax, rowMax] = traversable.cellOf([center[0] + radiusM, center[1] + radiusM]);
  const radiusSq = radiusM * radiusM;
  for (let row = rowMin; row <= rowMax; row += 1) {
    const y0 = originY + row * res;
    const dy = center[1] < y0 ? y0 - center[1] : center[1] > y0 + res ? center[1] - y0 - res : 0;
    for (let col = colMin; col <= colMax; col += 1) {
      const x0 = originX + col * res;
      const dx = center[0] < x0 ? x0 - center[0] : center[0] > x0 + res ? center[0] - x0 - res : 0;
      if (dx * dx + dy * dy < radiusSq && traversable.get(col, row) === 0) return false;
    }
  }
  return true;
}

/**
 * Whether the robot's disk can drive the straight segment a→b: the footprint is clear at every sample (a
 * quarter cell apart). A line a point could follow may still clip a door frame with the robot's body.
 */
export function segmentClearForRobot(
  traversable: Grid,
  a: Vec2,
  b: Vec2,
  radiusM: number,
): boolean {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const steps = Math.max(1, Math.ceil(length / (traversable.resolutionM / 4)));
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    if (!footprintClear(traversable, [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], radiusM))
      return false;
  }
  return true;
}
