import type { Vec2 } from "../../src/geo/index.js";
import type { Grid } from "./Grid.js";

/** Receives one run of cells [colStart, colEnd) in a row; runs are clipped to the grid. */
export type SpanVisitor = (row: number, colStart: number, colEnd: number) => void;

interface Edge {
  x0: number;
  y0: number;
  slope: number; // dx/dy
  lastRow: number;
}

/**
 * Scanline fill of one polygon (outer ring and holes, even–odd rule): a cell belongs to the polygon when its
 * centre does. Edges are bucketed by their first row and kept in an active list, so the cost is the number of
 * edge–row crossings plus the cells filled, not rows × edges.
 */
export function scanPolygon(
  grid: Grid,
  rings: readonly (readonly Vec2[])[],
  visit: SpanVisitor,
): void {
  const { originX, originY, resolutionM: res, width, height } = grid;
  // Row r's centre line is y = originY + (r + 0.5)·res. An edge covers rows whose centre y is in [ymin, ymax),
  // the half-open rule that counts a shared vertex once.
  const rowAtOrAbove = (y: number): number => Math.ceil((y - originY) / res - 0.5);
  const buckets = new Map<number, Edge[]>();
  let firstRow = Number.POSITIVE_INFINITY;
  let lastRow = Number.NEGATIVE_INFINITY;
  for (const ring of rings) {
    for (let i = 0; i + 1 < ring.length; i += 1) {
      const a = ring[i];
      const b = ring[i + 1];
      if (a === undefined || b === undefined || a[1] === b[1]) continue;
      const [low, high] = a[1] < b[1] ? [a, b] : [b, a];
      const start = Math.max(0, rowAtOrAbove(low[1]));
      const end = Math.min(height - 1, rowAtOrAbove(high[1]) - 1);
      if (start > end) continue;
      const edge = {
        x0: low[0],
        y0: low[1],
        slope: (high[0] - low[0]) / (high[1] - low[1]),
        lastRow: end,
      };
      const bucket = buckets.get(start);
      if (bucket === undefined) buckets.set(start, [edge]);
      else bucket.push(edge);
      firstRow = Math.min(firstRow, start);
      lastRow = Math.max(lastRow, end);
    }
  }
  let active: Edge[] = [];
  const crossings: number[] = [];
  for (let row = firstRow; row <= lastRow; row += 1) {
    const entering = buckets.get(row);
    if (entering !== undefined) active.push(...entering);
    active = active.filter((edge) => edge.lastRow >= row);
    const y = originY + (row + 0.5) * res;
    crossings.length = 0;
    for (const edge of active) crossings.push(edge.x0 + (y - edge.y0) * edge.slope);
    crossings.sort((p, q) => p - q);
    for (let i = 0; i + 1 < crossings.length; i += 2) {
      // Columns whose centre x lies in [left, right).
      const colStart = Math.max(0, Math.ceil(((crossings[i] ?? 0) - originX) / res - 0.5));
      const colEnd = Math.min(width, Math.ceil(((crossings[i + 1] ?? 0) - originX) / res - 0.5));
      if (colStart < colEnd) visit(row, colStart, colEnd);
    }
  }
}
