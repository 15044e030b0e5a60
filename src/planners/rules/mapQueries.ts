import { boundsOf, distanceM, distanceToSegmentM, type Vec2 } from "../../geo/index.js";
import { isReachable, shortestRegionPath, type SemanticMap } from "../../map/index.js";

/** The class of a node: its `class` attribute (prior and detected objects carry one), else its name's stem. */
export function nodeClass(map: SemanticMap, name: string): string {
  const attribute = map.get(name)?.attributes["class"];
  if (typeof attribute === "string" && attribute !== "") return attribute.toLowerCase();
  return name.toLowerCase().replace(/_?\d+$/, "");
}

export function isLandmark(map: SemanticMap, name: string): boolean {
  return map.get(name)?.attributes["landmark"] === true;
}

/**
 * Whether a node class is an instance of a wanted class: equal, a plural of it, or containing all its words
 * (`internet_tower` is a `tower`; `chemical_barrel` is a `barrel`). Word order and a trailing "s" don't matter.
 */
export function classMatches(nodeClassName: string, wanted: string): boolean {
  const node = words(nodeClassName);
  const want = words(wanted);
  return want.length > 0 && want.every((word) => node.includes(word));
}

function words(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[_\s-]+/)
    .filter((word) => word !== "")
    .map((word) =>
      word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word,
    );
}

export interface NodeQuery {
  type?: "object" | "region" | "any";
  /** Landmarks (buildings, water, tree cover from the prior) count; default only for places. */
  landmarks?: boolean;
}

/**
 * Nodes whose class matches one of `classes`, best class first (the list is ordered by how telling each class is),
 * then by distance from `from`.
 */
export function findByClass(
  map: SemanticMap,
  classes: readonly string[],
  from: Vec2,
  query: NodeQuery = {},
): string[] {
  const { type = "object", landmarks = false } = query;
  const names =
    type === "object"
      ? map.objectNames()
      : type === "region"
        ? map.regionNames()
        : [...map.objectNames(), ...map.regionNames()];
  const scored: { name: string; rank: number; distance: number }[] = [];
  for (const name of names) {
    if (!landmarks && isLandmark(map, name)) continue;
    // A name can say more than the class: a building landmark named "depot_warehouse" is the depot.
    const cls = nodeClass(map, name);
    const stem = name.toLowerCase().replace(/_?\d+$/, "");
    const rank = classes.findIndex(
      (wanted) => classMatches(cls, wanted) || classMatches(stem, wanted),
    );
    if (rank < 0) continue;
    scored.push({ name, rank, distance: distanceM(from, map.coordsOf(name) ?? from) });
  }
  return scored
    .sort((a, b) => a.rank - b.rank || a.distance - b.distance)
    .map((entry) => entry.name);
}

/** Distance the robot would drive to reach a node on the known map, or undefined when unreachable. */
export function driveDistanceM(map: SemanticMap, from: string, target: string): number | undefined {
  if (!isReachable(map, from, target)) return undefined;
  const regions = map.isRegion(target) ? [target] : map.regionsOfObject(target);
  let best: number | undefined;
  for (const region of regions) {
    const path = shortestRegionPath(map, from, region);
    if (path !== undefined && (best === undefined || path.lengthM < best)) best = path.lengthM;
  }
  return best;
}

/** Landmark classes of the prior graph with walls around them: seen into only from inside. */
const WALLED_CLASSES: ReadonlySet<string> = new Set(["building", "roof"]);

/** Whether a landmark is walled (a building, a roofed hall): what is inside is seen only from inside. */
export function isWalled(map: SemanticMap, name: string): boolean {
  return isLandmark(map, name) && WALLED_CLASSES.has(nodeClass(map, name));
}

/** Undrivable landmarks of the prior (woods, water, buildings) with their outline's box, ENU metres. */
export function obstacleBoxes(map: SemanticMap): ObstacleBox[] {
  const boxes: ObstacleBox[] = [];
  for (const name of map.objectNames()) {
    if (!isLandmark(map, name)) continue;
    const cls = nodeClass(map, name);
    // Tree canopy hides the ground but does not stop the robot; everything else that is a landmark does.
    if (cls === "tree_cover") continue;
    const raw = map.get(name)?.attributes["bbox_m"];
    if (!Array.isArray(raw) || raw.length !== 4 || !raw.every((v) => typeof v === "number"))
      continue;
    const [minX, minY, maxX, maxY] = raw as [number, number, number, number];
    // Buildings and roofed halls fill their box and are walled: a room inside is known ground only right where
    // the robot stands. Woods, water and rock rarely fill theirs. A dock or bridge end inside a water box is
    // known ground, but only just: past a dock's tip is open water.
    const walled = WALLED_CLASSES.has(cls);
    boxes.push({
      name,
      box: [minX, minY, maxX, maxY],
      shrink: walled ? 0.02 : 0.1,
      endExemptM: walled ? 1 : cls === "water" ? 3 : 6,
    });
  }
  return boxes;
}

export interface ObstacleBox {
  readonly name: string;
  readonly box: readonly [number, number, number, number];
  /** Fraction of the box's size trimmed from each side before testing. */
  readonly shrink: number;
  /** Metres next to a gap's end inside the box that are not held against the gap. */
  readonly endExemptM: number;
}

/** An exploration that got nowhere: from where, toward what. */
export interface FailedDirection {
  readonly from: Vec2;
  readonly toward: Vec2;
}

const FAILED_SECTOR_RADIUS_M = 12;
const FAILED_SECTOR_HALF_ANGLE_RAD = (40 * Math.PI) / 180;

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
  const heading = Math.atan2(b[1] - a[1], b[0] - a[0]);
  for (const failed of failedDirections) {
    if (distanceM(failed.from, a) > FAILED_SECTOR_RADIUS_M) continue;
    const failedHeading = Math.atan2(
      failed.toward[1] - failed.from[1],
      failed.toward[0] - failed.from[0],
    );
    const turn = Math.abs(
      Math.atan2(Math.sin(heading - failedHeading), Math.cos(heading - failedHeading)),
    );
    if (turn <= FAILED_SECTOR_HALF_ANGLE_RAD) return "hit-before";
  }
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
