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
  limit = 6,
): Connection[] {
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
  const options: Connection[] = [];
  const consider = (near: string, goal: Vec2, far: string | undefined): void => {
    const path = shortestRegionPath(map, from, near);
    const nearCoords = map.coordsOf(near);
    if (path === undefined || nearCoords === undefined) return;
    const costM = path.lengthM + distanceM(nearCoords, goal) + distanceM(goal, targetCoords);
    const key = `${near}->${far ?? `${goal[0].toFixed(0)},${goal[1].toFixed(0)}`}`;
    if (!options.some((option) => option.key === key))
      options.push({ near, goal, costM, key, ...(far === undefined ? {} : { far }) });
  };
  // Straight toward the target from the robot's regions nearest to it.
  for (const near of map.nearestRegions(targetCoords, { count: 4, filter: inHome }))
    consider(near, targetCoords, undefined);
  // Toward regions already known on the target's side, from their nearest regions on the robot's side.
  for (const component of farSide) {
    const farRegions = map.nearestRegions(targetCoords, {
      count: 40,
      filter: (name) => map.components.componentOf(name) === component,
    });
    for (const far of farRegions.slice(0, 12)) {
      const farCoords = map.coordsOf(far);
      if (farCoords === undefined) continue;
      const near = map.nearestRegions(farCoords, { count: 1, filter: inHome })[0];
      if (near !== undefined) consider(near, farCoords, far);
    }
  }
  return options.sort((a, b) => a.costM - b.costM).slice(0, limit);
}
