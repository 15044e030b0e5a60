import { distanceM, type Vec2 } from "../../geo/index.js";

/**
 * Points on a 5 m lattice inside a box (shrunk by 15%, since outlines are rarely rectangles; 5% in a building), split into those
 * within `rangeM` of the path the robot drove (seen) and the rest. Behind walls (`walled`: a building, a roof)
 * only the part of the path inside the outline sees anything: driving past a warehouse shows nothing in it.
 */
export function boxLattice(
  box: readonly [number, number, number, number],
  trail: readonly (readonly [number, number])[],
  rangeM: number,
  options: { walled?: boolean; filled?: boolean } = {},
): { seen: Vec2[]; unseen: Vec2[] } {
  const [minX, minY, maxX, maxY] = box;
  // A building's floor fills its outline, and so do the regions of a named field; woods and water rarely fill
  // their box.
  const shrink = options.walled === true || options.filled === true ? 0.05 : 0.15;
  const dx = (maxX - minX) * shrink;
  const dy = (maxY - minY) * shrink;
  const driven = densify(trail, 2);
  const path =
    options.walled === true
      ? driven.filter((p) => p[0] >= minX && p[0] <= maxX && p[1] >= minY && p[1] <= maxY)
      : driven;
  const seen: Vec2[] = [];
  const unseen: Vec2[] = [];
  for (let x = minX + dx; x <= maxX - dx + 1e-9; x += 5) {
    for (let y = minY + dy; y <= maxY - dy + 1e-9; y += 5) {
      (path.some((p) => distanceM(p, [x, y]) <= rangeM) ? seen : unseen).push([x, y]);
    }
  }
  return { seen, unseen };
}

function densify(trail: readonly (readonly [number, number])[], stepM: number): Vec2[] {
  const points: Vec2[] = [];
  for (let i = 0; i < trail.length; i += 1) {
    const a = trail[i];
    const b = trail[i + 1];
    if (a === undefined) continue;
    points.push([a[0], a[1]]);
    if (b === undefined) continue;
    const steps = Math.ceil(distanceM(a, b) / stepM);
    for (let k = 1; k < steps; k += 1)
      points.push([a[0] + ((b[0] - a[0]) * k) / steps, a[1] + ((b[1] - a[1]) * k) / steps]);
  }
  return points;
}
