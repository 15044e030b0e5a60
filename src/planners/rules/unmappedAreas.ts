import { boundsOf, type Vec2 } from "../../geo/index.js";
import type { SemanticMap } from "../../map/index.js";
import { obstacleBoxes } from "./mapQueries.js";

/** A patch of the map's extent that the prior has no regions in and no landmark explains. */
export interface UnmappedArea {
  /** `unmapped_<x>_<y>`, from its centre: stable while the area is unexplored. */
  readonly id: string;
  readonly center: Vec2;
  readonly box: readonly [number, number, number, number];
  readonly areaM2: number;
}

/**
 * Holes in the prior: lattice cells (`cellM`) inside the regions' extent that are farther than `clearanceM` from
 * every region and inside no undrivable landmark's box, grouped into connected patches of at least `minAreaM2`.
 * A satellite-derived prior has no ground where canopy or roofs hide it, so these are where to look for what
 * cannot be seen from the air — even when the prior names no canopy.
 */
export function unmappedAreas(
  map: SemanticMap,
  options: { cellM?: number; clearanceM?: number; minAreaM2?: number } = {},
): UnmappedArea[] {
  const { cellM = 10, clearanceM = 15, minAreaM2 = 800 } = options;
  const extent = boundsOf(map.regionNames().map((name) => map.coordsOf(name) ?? [0, 0]));
  if (extent === undefined) return [];
  const [minX, minY, maxX, maxY] = extent;
  const boxes = obstacleBoxes(map);
  const cols = Math.max(1, Math.ceil((maxX - minX) / cellM));
  const rows = Math.max(1, Math.ceil((maxY - minY) / cellM));
  const center = (col: number, row: number): Vec2 => [
    minX + (col + 0.5) * cellM,
    minY + (row + 0.5) * cellM,
  ];
  const hole = new Uint8Array(cols * rows);
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const point = center(col, row);
      if (map.nearestRegions(point, { count: 1, maxDistanceM: clearanceM }).length > 0) continue;
      if (
        boxes.some(
          ({ box }) =>
            point[0] > box[0] && point[0] < box[2] && point[1] > box[1] && point[1] < box[3],
        )
      )
        continue;
      hole[row * cols + col] = 1;
    }
  }
  const areas: UnmappedArea[] = [];
  const seen = new Uint8Array(cols * rows);
  for (let start = 0; start < hole.length; start += 1) {
    if (hole[start] !== 1 || seen[start] === 1) continue;
    const cells: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const index = stack.pop() ?? 0;
      cells.push(index);
      const col = index % cols;
      const row = (index - col) / cols;
      for (const [dc, dr] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const c = col + dc;
        const r = row + dr;
        const next = r * cols + c;
        if (c < 0 || r < 0 || c >= cols || r >= rows || hole[next] !== 1 || seen[next] === 1)
          continue;
        seen[next] = 1;
        stack.push(next);
      }
    }
    const areaM2 = cells.length * cellM * cellM;
    if (areaM2 < minAreaM2) continue;
    const points = cells.map((index) => center(index % cols, Math.floor(index / cols)));
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const mid: Vec2 = [
      xs.reduce((a, b) => a + b, 0) / xs.length,
      ys.reduce((a, b) => a + b, 0) / ys.length,
    ];
    const half = cellM / 2;
    areas.push({
      id: `unmapped_${Math.round(mid[0])}_${Math.round(mid[1])}`,
      center: mid,
      box: [
        Math.min(...xs) - half,
        Math.min(...ys) - half,
        Math.max(...xs) + half,
        Math.max(...ys) + half,
      ],
      areaM2,
    });
  }
  return areas;
}
