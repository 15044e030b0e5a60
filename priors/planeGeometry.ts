import { distanceM, lerp, type Vec2 } from "../src/geo/index.js";
import { footprintContains } from "../sim/world/index.js";

// Planar helpers on ENU metres. turf's length/along/nearest-point work geodesically on lon/lat degrees, so
// they do not apply to geometry that is already projected.

export function polylineLengthM(line: readonly Vec2[]): number {
  let total = 0;
  for (let i = 0; i + 1 < line.length; i += 1)
    total += distanceM(line[i] as Vec2, line[i + 1] as Vec2);
  return total;
}

/** The point `atM` metres along a polyline, clamped to its ends. */
export function pointAlong(line: readonly Vec2[], atM: number): Vec2 {
  let remaining = Math.max(0, atM);
  for (let i = 0; i + 1 < line.length; i += 1) {
    const a = line[i] as Vec2;
    const b = line[i + 1] as Vec2;
    const length = distanceM(a, b);
    if (remaining <= length && length > 0) return lerp(a, b, remaining / length);
    remaining -= length;
  }
  const last = line[line.length - 1];
  if (last === undefined) throw new Error("pointAlong needs a non-empty polyline");
  return last;
}

/**
 * A footprint (polygons with holes, ENU) prepared for repeated queries: containment and the closest point.
 */
export class Footprint {
  readonly #polygons: readonly (readonly (readonly Vec2[])[])[];
  readonly boundsM = {
    minX: Number.POSITIVE_INFINITY,
    minY: Number.POSITIVE_INFINITY,
    maxX: Number.NEGATIVE_INFINITY,
    maxY: Number.NEGATIVE_INFINITY,
  };

  constructor(polygons: readonly (readonly (readonly Vec2[])[])[]) {
    this.#polygons = polygons;
    for (const [x, y] of polygons.flatMap((rings) => rings[0] ?? [])) {
      this.boundsM.minX = Math.min(this.boundsM.minX, x);
      this.boundsM.minY = Math.min(this.boundsM.minY, y);
      this.boundsM.maxX = Math.max(this.boundsM.maxX, x);
      this.boundsM.maxY = Math.max(this.boundsM.maxY, y);
    }
  }

  contains(point: Vec2): boolean {
    return footprintContains(this.#polygons, point);
  }

  /** The closest point of the footprint to `point` (the point itself when inside), and its distance. */
  closestPoint(point: Vec2): { point: Vec2; distanceM: number } {
    if (this.contains(point)) return { point, distanceM: 0 };
    let best: { point: Vec2; distanceM: number } = { point, distanceM: Number.POSITIVE_INFINITY };
    for (const rings of this.#polygons) {
      for (const ring of rings) {
        for (let i = 0; i + 1 < ring.length; i += 1) {
          const candidate = closestOnSegment(ring[i] as Vec2, ring[i + 1] as Vec2, point);
          const d = distanceM(candidate, point);
          if (d < best.distanceM) best = { point: candidate, distanceM: d };
        }
      }
    }
    return best;
  }
}

/**
 * The long axis of an elongated ring (a bridge or dock drawn as a polygon), as a two-point centreline;
 * undefined when the shape is not at least `minElongation` times longer than wide.
 */
export function principalAxis(ring: readonly Vec2[], minElongation = 2): Vec2[] | undefined {
  const points = ring.slice(0, -1);
  if (points.length < 3) return undefined;
  const cx = points.reduce((sum, p) => sum + p[0], 0) / points.length;
  const cy = points.reduce((sum, p) => sum + p[1], 0) / points.length;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const [x, y] of points) {
    sxx += (x - cx) ** 2;
    syy += (y - cy) ** 2;
    sxy += (x - cx) * (y - cy);
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const direction: Vec2 = [Math.cos(angle), Math.sin(angle)];
  const across: Vec2 = [-direction[1], direction[0]];
  const project = (axis: Vec2): number[] =>
    points.map(([x, y]) => (x - cx) * axis[0] + (y - cy) * axis[1]);
  const along = project(direction);
  const side = project(across);
  const length = Math.max(...along) - Math.min(...along);
  const width = Math.max(...side) - Math.min(...side);
  if (width <= 0 || length / width < minElongation) return undefined;
  // Stop half a width short of each end, so the ends are inside the polygon and not on its corners.
  const from = Math.min(...along) + width / 2;
  const to = Math.max(...along) - width / 2;
  const mid = (Math.min(...side) + Math.max(...side)) / 2;
  const at = (t: number): Vec2 => [
    cx + direction[0] * t + across[0] * mid,
    cy + direction[1] * t + across[1] * mid,
  ];
  return [at(from), at(to)];
}

function closestOnSegment(a: Vec2, b: Vec2, p: Vec2): Vec2 {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSq = dx * dx + dy * dy;
  if (lengthSq === 0) return a;
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSq));
  return [a[0] + t * dx, a[1] + t * dy];
}
