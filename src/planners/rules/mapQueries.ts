import { distanceM, type Vec2 } from "../../geo/index.js";
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
    const cls = nodeClass(map, name);
    const rank = classes.findIndex((wanted) => classMatches(cls, wanted));
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

/** How much more a metre of unmapped gap is expected to cost than a metre of known connection. */
const UNKNOWN_GAP_WEIGHT = 2;
/** …and a gap that seems to cross woods, water, a building or a known obstacle. */
const BLOCKED_GAP_WEIGHT = 8;

/** A way to connect the robot's part of the map toward an unreachable node: drive to `near`, extend toward `goal`. */
export interface Connection {
  readonly near: string;
  readonly goal: Vec2;
  /** The region of the target's side the goal lies on, if any. */
  readonly far?: string;
  /** Estimated metres: driving to `near`, the gap, and from the gap to the target. */
  readonly costM: number;
  readonly key: string;
}

/**
 * Candidate connections toward `target`, cheapest first: regions of the robot's component near the target
 * (or near regions of the target's component), each with the point to extend toward. Costs are estimates
 * (known-path length to `near` plus straight lines), good enough to rank.
 */
export function connectionOptions(
  map: SemanticMap,
  from: string,
  target: string,
  options: { limit?: number; obstacles?: readonly Vec2[] } = {},
): Connection[] {
  const { limit = 24, obstacles = [] } = options;
  const boxes = obstacleBoxes(map);
  const targetCoords = map.coordsOf(target);
  const home = map.components.componentOf(from);
  if (targetCoords === undefined || home === undefined) return [];
  const targetRegions = map.isRegion(target) ? [target] : map.regionsOfObject(target);
  const farSide = new Set(
    targetRegions
      .map((region) => map.components.componentOf(region))
      .filter((c) => c !== undefined && c !== home),
  );
  const inHome = (name: string): boolean => map.components.componentOf(name) === home;
  const found: Connection[] = [];
  const consider = (near: string, goal: Vec2, far: string | undefined): void => {
    const path = shortestRegionPath(map, from, near);
    const nearCoords = map.coordsOf(near);
    if (path === undefined || nearCoords === undefined) return;
    // Unknown ground may hide water, walls or woods; known connections are known. Weigh the gap accordingly,
    // and much more when the prior shows something undrivable across it or exploration already hit an obstacle.
    const gapWeight = gapLooksBlocked(nearCoords, goal, boxes, obstacles)
      ? BLOCKED_GAP_WEIGHT
      : UNKNOWN_GAP_WEIGHT;
    const costM =
      path.lengthM + gapWeight * distanceM(nearCoords, goal) + distanceM(goal, targetCoords);
    const key = `${near}->${far ?? `${goal[0].toFixed(0)},${goal[1].toFixed(0)}`}`;
    if (!found.some((option) => option.key === key))
      found.push({ near, goal, costM, key, ...(far === undefined ? {} : { far }) });
  };
  // Straight toward the target from the robot's regions nearest to it.
  for (const near of map.nearestRegions(targetCoords, { count: 6, filter: inHome }))
    consider(near, targetCoords, undefined);
  // Toward regions already known on the target's side, from their nearest regions on the robot's side.
  for (const component of farSide) {
    const farRegions = map.nearestRegions(targetCoords, {
      count: 40,
      filter: (name) => map.components.componentOf(name) === component,
    });
    for (const far of farRegions) {
      const farCoords = map.coordsOf(far);
      if (farCoords === undefined) continue;
      const near = map.nearestRegions(farCoords, { count: 1, filter: inHome })[0];
      if (near !== undefined) consider(near, farCoords, far);
    }
  }
  return found.sort((a, b) => a.costM - b.costM).slice(0, limit);
}

/** Undrivable landmarks of the prior (woods, water, buildings) with their outline's box, ENU metres. */
export function obstacleBoxes(
  map: SemanticMap,
): { name: string; box: readonly [number, number, number, number] }[] {
  const boxes: { name: string; box: readonly [number, number, number, number] }[] = [];
  for (const name of map.objectNames()) {
    if (!isLandmark(map, name)) continue;
    const cls = nodeClass(map, name);
    if (cls === "tree_cover" || cls === "roof") continue;
    const raw = map.get(name)?.attributes["bbox_m"];
    if (!Array.isArray(raw) || raw.length !== 4 || !raw.every((v) => typeof v === "number"))
      continue;
    const [minX, minY, maxX, maxY] = raw as [number, number, number, number];
    boxes.push({ name, box: [minX, minY, maxX, maxY] });
  }
  return boxes;
}

/**
 * Whether a straight gap from `a` to `b` probably runs into something undrivable: through the core of an
 * undrivable landmark's outline (a box shrunk by a fifth, since outlines are rarely rectangles), or close past
 * an obstacle exploration already hit. A box that holds either end is ignored: it cannot be judged from outside.
 */
export function gapLooksBlocked(
  a: Vec2,
  b: Vec2,
  boxes: readonly { box: readonly [number, number, number, number] }[],
  obstacles: readonly Vec2[],
): boolean {
  const length = distanceM(a, b);
  const steps = Math.max(1, Math.ceil(length / 2));
  const samples: Vec2[] = [];
  for (let i = 1; i < steps; i += 1)
    samples.push([a[0] + ((b[0] - a[0]) * i) / steps, a[1] + ((b[1] - a[1]) * i) / steps]);
  for (const { box } of boxes) {
    const [minX, minY, maxX, maxY] = box;
    const inside = (p: Vec2, shrink: number): boolean => {
      const dx = (maxX - minX) * shrink;
      const dy = (maxY - minY) * shrink;
      return p[0] > minX + dx && p[0] < maxX - dx && p[1] > minY + dy && p[1] < maxY - dy;
    };
    if (inside(a, 0) || inside(b, 0)) continue;
    if (samples.some((p) => inside(p, 0.1))) return true;
  }
  return obstacles.some((obstacle) => samples.some((p) => distanceM(p, obstacle) <= 6));
}

/**
 * How much of an area the robot has already seen: the share of points on a 5 m lattice inside the area's outline
 * box (shrunk by 15%, since outlines are rarely rectangles) that lie within `rangeM` of the path it drove.
 */
export function coverage(
  map: SemanticMap,
  area: string,
  trail: readonly (readonly [number, number])[],
  rangeM: number,
): number {
  const raw = map.get(area)?.attributes["bbox_m"];
  if (!Array.isArray(raw) || raw.length !== 4 || trail.length === 0) return 0;
  const [minX, minY, maxX, maxY] = raw as [number, number, number, number];
  const dx = (maxX - minX) * 0.15;
  const dy = (maxY - minY) * 0.15;
  const path = densify(trail, 2);
  let total = 0;
  let seen = 0;
  for (let x = minX + dx; x <= maxX - dx + 1e-9; x += 5) {
    for (let y = minY + dy; y <= maxY - dy + 1e-9; y += 5) {
      total += 1;
      if (path.some((p) => distanceM(p, [x, y]) <= rangeM)) seen += 1;
    }
  }
  return total === 0 ? 0 : seen / total;
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
