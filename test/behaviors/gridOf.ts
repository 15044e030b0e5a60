import type { OccupancyGrid } from "../../src/robot/index.js";

/** A grid from rows of text, north row first: "." free, "#" occupied, "?" unknown. */
export function gridOf(rows: readonly string[], resolutionM: number): OccupancyGrid {
  const height = rows.length;
  const width = rows[0]!.length;
  const data: number[] = [];
  for (let row = 0; row < height; row += 1) {
    for (const char of rows[height - 1 - row]!)
      data.push(char === "." ? 0 : char === "#" ? 100 : -1);
  }
  return { resolutionM, width, height, originX: 0, originY: 0, data, stampSec: 0 };
}
