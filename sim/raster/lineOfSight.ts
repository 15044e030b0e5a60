import type { Vec2 } from "../../src/geo/index.js";
import type { Grid } from "./Grid.js";
import { traverseCells } from "./traverseCells.js";

/**
 * True when no occluding cell lies strictly between a and b. The cells holding a and b themselves don't count:
 * an observer at a forest edge, or a landmark's own boundary, must not hide what is in front of it. Cells
 * off the grid do not occlude.
 */
export function lineOfSight(occluding: Grid, a: Vec2, b: Vec2): boolean {
  const [startCol, startRow] = occluding.cellOf(a);
  const [endCol, endRow] = occluding.cellOf(b);
  return traverseCells(
    occluding,
    a,
    b,
    (col, row) =>
      (col === startCol && row === startRow) ||
      (col === endCol && row === endRow) ||
      occluding.get(col, row) === 0,
  );
}

/**
 * True when every cell the segment touches, ends included, is drivable. This visits every crossed cell, which
 * is stricter than sampling every resolution/2. Cells off the grid are not drivable.
 */
export function segmentTraversable(traversable: Grid, a: Vec2, b: Vec2): boolean {
  return traverseCells(traversable, a, b, (col, row) => traversable.get(col, row) !== 0);
}
