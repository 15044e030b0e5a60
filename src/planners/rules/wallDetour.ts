import { distanceM, distanceToSegmentM, type Vec2 } from "../../geo/index.js";
import { extendSegment, segmentsCross } from "./gapVerdict.js";

/** How far past a wall's seen end to aim: a robot's width and a half, into a doorway or around a corner. */
const PAST_END_M = 2;
/** How far onto the far side of the wall to aim, so the way leads through the gap rather than along the wall. */
const BEYOND_M = 3;

/** A point to extend the map toward on the way around a wall, and its memory key. */
export interface Detour {
  readonly point: Vec2;
  readonly key: string;
  readonly wall: readonly [Vec2, Vec2];
}

/**
 * The way around the nearest wall that stands between `from` and `to`: exploration saw where the wall ends, and a
 * doorway or a corner is there. Aims just past the end that makes the shorter way, on the wall's far side;
 * skips detours already tried. Undefined when no known wall is in the way or every detour was tried.
 */
export function wallDetour(
  walls: readonly (readonly [Vec2, Vec2])[],
  from: Vec2,
  to: Vec2,
  isTried: (key: string) => boolean,
): Detour | undefined {
  const across = walls
    .filter(
      (wall) =>
        distanceM(wall[0], wall[1]) > 0 && segmentsCross(from, to, extendSegment(wall, 1.5)),
    )
    .sort((a, b) => distanceToSegmentM(from, a[0], a[1]) - distanceToSegmentM(from, b[0], b[1]));
  const wall = across[0];
  if (wall === undefined) return undefined;
  const [a, b] = wall;
  const length = distanceM(a, b);
  const along: Vec2 = [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
  // The wall's normal, turned toward the side the goal is on.
  let normal: Vec2 = [-along[1], along[0]];
  if ((to[0] - a[0]) * normal[0] + (to[1] - a[1]) * normal[1] < 0)
    normal = [-normal[0], -normal[1]];
  const past = (end: Vec2, sign: number): Vec2 => [
    end[0] + sign * along[0] * PAST_END_M + normal[0] * BEYOND_M,
    end[1] + sign * along[1] * PAST_END_M + normal[1] * BEYOND_M,
  ];
  const candidates = [past(a, -1), past(b, 1)]
    .map((point) => ({
      point,
      key: `detour:${Math.round(point[0])},${Math.round(point[1])}`,
      costM: distanceM(from, point) + distanceM(point, to),
    }))
    .filter((candidate) => !isTried(candidate.key))
    .sort((x, y) => x.costM - y.costM);
  const best = candidates[0];
  return best === undefined ? undefined : { point: best.point, key: best.key, wall };
}
