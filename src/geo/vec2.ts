/** A point or vector in the local ENU frame: metres, x east, y north. */
export type Vec2 = readonly [number, number];

export function distanceM(a: Vec2, b: Vec2): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** Distance from a point to the segment a–b (planar ENU metres). */
export function distanceToSegmentM(point: Vec2, a: Vec2, b: Vec2): number {
  const lengthSq = (b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2;
  if (lengthSq === 0) return distanceM(point, a);
  const t = ((point[0] - a[0]) * (b[0] - a[0]) + (point[1] - a[1]) * (b[1] - a[1])) / lengthSq;
  return distanceM(point, lerp(a, b, Math.min(1, Math.max(0, t))));
}

export function lerp(a: Vec2, b: Vec2, t: number): Vec2 {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** Round to 0.1 m, the resolution every planner-facing coordinate uses. */
export function roundCoord(value: number): number {
  // Past ~1.8e307, value * 10 overflows to ±Infinity, which JSON writes as null: a map holding such a (finite)
  // coordinate serialized as [null, …] and no longer loaded. Numbers that large have no fraction to round.
  if (!Number.isFinite(value * 10)) return value;
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? 0 : rounded;
}

export function roundVec(v: Vec2): Vec2 {
  return [roundCoord(v[0]), roundCoord(v[1])];
}

/** Points every `stepM` along the segment a→b, both ends included. */
export function samplesAlong(a: Vec2, b: Vec2, stepM: number): Vec2[] {
  const length = distanceM(a, b);
  const count = Math.max(1, Math.ceil(length / stepM));
  const points: Vec2[] = [];
  for (let i = 0; i <= count; i += 1) points.push(lerp(a, b, i / count));
  return points;
}

export function headingRad(from: Vec2, to: Vec2): number {
  return Math.atan2(to[1] - from[1], to[0] - from[0]);
}

export function formatVec(v: Vec2): string {
  return `(${roundCoord(v[0]).toFixed(1)}, ${roundCoord(v[1]).toFixed(1)})`;
}

/** The axis-aligned box `[minX, minY, maxX, maxY]` around points; undefined for none. */
export function boundsOf(points: Iterable<Vec2>): [number, number, number, number] | undefined {
  let box: [number, number, number, number] | undefined;
  for (const [x, y] of points) {
    box =
      box === undefined
        ? [x, y, x, y]
        : [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)];
  }
  return box;
}

/** The square of half-side `radiusM` around a point, in the `{minX, minY, maxX, maxY}` form R-trees search. */
export function squareAround(
  center: Vec2,
  radiusM: number,
): { minX: number; minY: number; maxX: number; maxY: number } {
  return {
    minX: center[0] - radiusM,
    minY: center[1] - radiusM,
    maxX: center[0] + radiusM,
    maxY: center[1] + radiusM,
  };
}
