import type { Vec2 } from "../src/geo/index.js";
import type { Grid } from "../sim/raster/index.js";

/**
 * Where to put a landmark's node: among the cells where the landmark is the topmost surface (`value` in the
 * surface grid), one with the most clearance from its edge — counted up to `clearanceCapM`, so a big forest
 * gets a point near `preferred` rather than its single deepest cell — and of those the nearest to `preferred`.
 * A river's node thus keeps off the bridge that crosses it. Undefined when no cell shows the landmark.
 */
export function representativePoint(
  surface: Grid,
  {
    value,
    boundsM,
    preferred,
    clearanceCapM = 5,
  }: {
    value: number;
    boundsM: { minX: number; minY: number; maxX: number; maxY: number };
    preferred: Vec2;
    clearanceCapM?: number;
  },
): Vec2 | undefined {
  const [col0, row0] = surface.cellOf([boundsM.minX, boundsM.minY]);
  const [col1, row1] = surface.cellOf([boundsM.maxX, boundsM.maxY]);
  const left = Math.max(0, col0);
  const bottom = Math.max(0, row0);
  const width = Math.min(surface.width - 1, col1) - left + 1;
  const height = Math.min(surface.height - 1, row1) - bottom + 1;
  if (width <= 0 || height <= 0) return undefined;
  const clearance = chamferClearance(surface, { value, left, bottom, width, height });
  const cap = clearanceCapM / surface.resolutionM;
  // The preferred point in window cell units (cell centres sit at integer + 0.5).
  const preferredCol = (preferred[0] - surface.originX) / surface.resolutionM - 0.5 - left;
  const preferredRow = (preferred[1] - surface.originY) / surface.resolutionM - 0.5 - bottom;
  let best: [number, number] | undefined;
  let bestClearance = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let r = 0; r < height; r += 1) {
    for (let c = 0; c < width; c += 1) {
      const score = Math.min(cap, clearance[r * width + c] ?? 0);
      if (score === 0 || score < bestClearance) continue;
      const distance = (c - preferredCol) ** 2 + (r - preferredRow) ** 2;
      if (score > bestClearance || distance < bestDistance) {
        best = [c, r];
        bestClearance = score;
        bestDistance = distance;
      }
    }
  }
  return best === undefined ? undefined : surface.centerOf(left + best[0], bottom + best[1]);
}

/**
 * Distance in cells from each cell of the window to the nearest cell that is not `value` (cells outside the
 * window count as not), by the two-pass 1/√2 chamfer transform: 0 off the landmark, ≥ 1 on it. Written with
 * plain loops: it runs over every landmark's bounding box, which adds up to a good part of a large world.
 */
function chamferClearance(
  surface: Grid,
  window: { value: number; left: number; bottom: number; width: number; height: number },
): Float32Array {
  const { value, left, bottom, width, height } = window;
  const d = new Float32Array(width * height);
  for (let r = 0; r < height; r += 1) {
    const offset = (bottom + r) * surface.width + left;
    for (let c = 0; c < width; c += 1) {
      d[r * width + c] = surface.data[offset + c] === value ? Number.POSITIVE_INFINITY : 0;
    }
  }
  const diagonal = Math.SQRT2;
  // Outside the window is "not the landmark": distance 0 there.
  const at = (c: number, r: number): number =>
    c < 0 || r < 0 || c >= width || r >= height ? 0 : (d[r * width + c] as number);
  for (let r = 0; r < height; r += 1) {
    for (let c = 0; c < width; c += 1) {
      const i = r * width + c;
      const here = d[i] as number;
      if (here === 0) continue;
      d[i] = Math.min(
        here,
        at(c - 1, r) + 1,
        at(c, r - 1) + 1,
        at(c - 1, r - 1) + diagonal,
        at(c + 1, r - 1) + diagonal,
      );
    }
  }
  for (let r = height - 1; r >= 0; r -= 1) {
    for (let c = width - 1; c >= 0; c -= 1) {
      const i = r * width + c;
      const here = d[i] as number;
      if (here === 0) continue;
      d[i] = Math.min(
        here,
        at(c + 1, r) + 1,
        at(c, r + 1) + 1,
        at(c + 1, r + 1) + diagonal,
        at(c - 1, r + 1) + diagonal,
      );
    }
  }
  return d;
}
