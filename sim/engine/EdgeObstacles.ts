import type { Vec2 } from "../../src/geo/index.js";
import { traverseCells, type Grid } from "../raster/index.js";

/**
 * The undrivable truth cells each straight region edge crosses, computed once per pair of end points. The truth
 * never changes, so the answer for a segment never does; most edges are clean and cost nothing after the
 * first scan that sees them.
 */
export class EdgeObstacles {
  readonly #traversable: Grid;
  readonly #cache = new Map<string, readonly Vec2[]>();

  constructor(traversable: Grid) {
    this.#traversable = traversable;
  }

  /** Centres of the undrivable cells the segment a→b touches, from a to b. */
  cellsOn(a: Vec2, b: Vec2): readonly Vec2[] {
    const key = `${a[0]},${a[1]},${b[0]},${b[1]}`;
    let cells = this.#cache.get(key);
    if (cells === undefined) {
      const grid = this.#traversable;
      const found: Vec2[] = [];
      traverseCells(grid, a, b, (col, row) => {
        if (grid.get(col, row) === 0) found.push(grid.centerOf(col, row));
        return true;
      });
      cells = found;
      this.#cache.set(key, cells);
    }
    return cells;
  }
}
