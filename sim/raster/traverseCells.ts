import type { Vec2 } from "../../src/geo/index.js";
import type { Grid } from "./Grid.js";

/** Called for each cell a segment touches, in order from a to b; return false to stop early. */
export type CellVisitor = (col: number, row: number) => boolean;

/**
 * Visit every cell the segment a→b passes through (Amanatides–Woo grid traversal). Where the segment goes
 * exactly through a cell corner both side cells are visited, so a one-cell-thick diagonal wall cannot be
 * slipped through. Cells may be out of the grid's bounds. Returns false if the visitor stopped the walk.
 */
export function traverseCells(grid: Grid, a: Vec2, b: Vec2, visit: CellVisitor): boolean {
  const { originX, originY, resolutionM: res } = grid;
  let [col, row] = grid.cellOf(a);
  const [endCol, endRow] = grid.cellOf(b);
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const stepX = Math.sign(endCol - col);
  const stepY = Math.sign(endRow - row);
  const tDeltaX = dx === 0 ? Number.POSITIVE_INFINITY : res / Math.abs(dx);
  const tDeltaY = dy === 0 ? Number.POSITIVE_INFINITY : res / Math.abs(dy);
  let tMaxX =
    stepX === 0
      ? Number.POSITIVE_INFINITY
      : (originX + (col + (stepX > 0 ? 1 : 0)) * res - a[0]) / dx;
  let tMaxY =
    stepY === 0
      ? Number.POSITIVE_INFINITY
      : (originY + (row + (stepY > 0 ? 1 : 0)) * res - a[1]) / dy;
  if (!visit(col, row)) return false;
  // Stepping only toward the end cell, one axis at a time, ends in exactly |Δcol| + |Δrow| steps.
  while (col !== endCol || row !== endRow) {
    const moveX = row === endRow || (col !== endCol && tMaxX <= tMaxY);
    const moveY = col === endCol || (row !== endRow && tMaxY <= tMaxX);
    if (moveX && moveY) {
      // Through a corner: touch both neighbours, then continue diagonally.
      if (!visit(col + stepX, row) || !visit(col, row + stepY)) return false;
    }
    if (moveX) {
      col += stepX;
      tMaxX += tDeltaX;
    }
    if (moveY) {
      row += stepY;
      tMaxY += tDeltaY;
    }
    if (!visit(col, row)) return false;
  }
  return true;
}
