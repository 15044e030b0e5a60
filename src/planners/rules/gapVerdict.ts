import { distanceM, distanceToSegmentM, type Vec2 } from "../../geo/index.js";
import type { ObstacleBox } from "./mapQueries.js";

/** An exploration that got nowhere: from where, toward what. */
export interface FailedDirection {
  readonly from: Vec2;
  readonly toward: Vec2;
}

const FAILED_SECTOR_RADIUS_M = 12;
const FAILED_SECTOR_HALF_ANGLE_RAD = (40 * Math.PI) / 180;
/** How far beyond a failed exploration's stop, along its heading, the robot is past it (a wall is thinner). */
const PAST_THE_STOP_M = 1.5;

/** What the prior and past exploration say about a straight unmapped gap. */
export type GapVerdict = "clear" | "likely-blocked" | "hit-before" | "closed";

/**
 * Judge a straight gap from `a` to `b`: "closed" when it crosses an obstacle exploration saw as a segment (a wall,
 * a fence, a bank); "hit-before" when it passes close to an obstacle exploration already
 * ran into; "likely-blocked" when it crosses the core of an undrivable landmark's outline box (buildings nearly
 * fill theirs; woods and water are trimmed by a tenth, since they rarely fill their box); else "clear". An end
 * inside a box (a dock over the water, a room in a building) is known ground: the few metres next to it are
 * not held against the gap.
 */
/** An exploration from near `from` toward about the same heading as `to` already failed. */
export function failedToward(
  failedDirections: readonly FailedDirection[],
  from: Vec2,
  to: Vec2,
): boolean {
  const heading = Math.atan2(to[1] - from[1], to[0] - from[0]);
  return failedDirections.some((failed) => {
    if (distanceM(failed.from, from) > FAILED_SECTOR_RADIUS_M) return false;
    const failedHeading = Math.atan2(
      failed.toward[1] - failed.from[1],
      failed.toward[0] - failed.from[0],
    );
    // A robot already past where it was stopped (through the wall by a door since) is not held by that stop.
    const ahead =
      (from[0] - failed.from[0]) * Math.cos(failedHeading) +
      (from[1] - failed.from[1]) * Math.sin(failedHeading);
    if (ahead > PAST_THE_STOP_M) return false;
    const turn = Math.abs(
      Math.atan2(Math.sin(heading - failedHeading), Math.cos(heading - failedHeading)),
    );
    return turn <= FAILED_SECTOR_HALF_ANGLE_RAD;
  });
}

export function gapVerdict(
  a: Vec2,
  b: Vec2,
  boxes: readonly ObstacleBox[],
  obstacles: readonly Vec2[],
  failedDirections: readonly FailedDirection[] = [],
  walls: readonly (readonly [Vec2, Vec2])[] = [],
): GapVerdict {
  if (walls.some((wall) => segmentsCross(a, b, extendSegment(wall, 1.5)))) return "closed";
  // A wall is longer than the point exploration reports: a gap leaving from near a failed start in about the
  // same direction will most likely meet the same wall.
  if (failedToward(failedDirections, a, b)) return "hit-before";
  const length = distanceM(a, b);
  const steps = Math.max(1, Math.ceil(length / 2));
  const samples: Vec2[] = [];
  for (let i = 1; i < steps; i += 1) {
    samples.push([a[0] + ((b[0] - a[0]) * i) / steps, a[1] + ((b[1] - a[1]) * i) / steps]);
  }
  // Obstacles and boxes nowhere near the segment cannot touch its samples: skip them before sampling.
  const nearObstacles = obstacles.filter((obstacle) => distanceToSegmentM(obstacle, a, b) <= 6);
  if (nearObstacles.some((obstacle) => samples.some((p) => distanceM(p, obstacle) <= 6)))
    return "hit-before";
  for (const { box, shrink, endExemptM } of boxes) {
    if (!boxMeetsSegment(box, a, b)) continue;
    const exempt = [a, b].filter((end) => insideBox(box, 0, end));
    const judged = samples.filter((p) => exempt.every((end) => distanceM(p, end) > endExemptM));
    if (judged.some((p) => insideBox(box, shrink, p))) return "likely-blocked";
  }
  return "clear";
}

/** Whether a point lies strictly inside a box trimmed by `trim` of its size on each side. */
function insideBox(box: ObstacleBox["box"], trim: number, p: Vec2): boolean {
  const [minX, minY, maxX, maxY] = box;
  const dx = (maxX - minX) * trim;
  const dy = (maxY - minY) * trim;
  return p[0] > minX + dx && p[0] < maxX - dx && p[1] > minY + dy && p[1] < maxY - dy;
}

/** Whether the segment's bounding box overlaps the box (a cheap test that rules most boxes out). */
function boxMeetsSegment(box: ObstacleBox["box"], a: Vec2, b: Vec2): boolean {
  const [minX, minY, maxX, maxY] = box;
  return (
    Math.max(a[0], b[0]) > minX &&
    Math.min(a[0], b[0]) < maxX &&
    Math.max(a[1], b[1]) > minY &&
    Math.min(a[1], b[1]) < maxY
  );
}

/** Whether segments p1–p2 and q1–q2 cross (proper intersection, planar ENU metres). */
export function segmentsCross(p1: Vec2, p2: Vec2, [q1, q2]: readonly [Vec2, Vec2]): boolean {
  const orient = (a: Vec2, b: Vec2, c: Vec2): number =>
    Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
  return orient(p1, p2, q1) * orient(p1, p2, q2) < 0 && orient(q1, q2, p1) * orient(q1, q2, p2) < 0;
}

/** A segment lengthened by `byM` at both ends (walls run a little past where the robot saw them end). */
export function extendSegment([a, b]: readonly [Vec2, Vec2], byM: number): [Vec2, Vec2] {
  const length = distanceM(a, b) || 1;
  const ux = (b[0] - a[0]) / length;
  const uy = (b[1] - a[1]) / length;
  return [
    [a[0] - ux * byM, a[1] - uy * byM],
    [b[0] + ux * byM, b[1] + uy * byM],
  ];
}
