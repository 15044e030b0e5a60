import { distanceM, type Vec2 } from "../../../geo/index.js";
import {
  closestPair,
  isCoverLandmark,
  pathToNode,
  shortestRegionPath,
  type SemanticMap,
} from "../../../map/index.js";

export interface ViewPriorities {
  readonly map: SemanticMap;
  readonly robotRegion: string | undefined;
  readonly robotXY: Vec2;
  /** Node → standardised relevance to the mission (absent = not related). */
  readonly relevance: ReadonlyMap<string, number>;
  /** Nodes the model named or asked about, most recent first: shown before anything but the robot's region. */
  readonly pinned: readonly string[];
  /** The best candidates for each of the mission's terms, grounded one term at a time. */
  readonly grounded?: readonly string[];
  /** Show covers (roofs, canopy: what hides the ground from the air), nearest first. */
  readonly covers?: boolean;
}

/** From this standardised relevance on, a node is shown for its meaning before the robot's surroundings. */
export const RELEVANT_SCORE = 1.2;
/** Relevant nodes ahead of the surroundings, at most: a long tail of weak matches must not crowd out the way. */
const MAX_RELEVANT = 40;
/** Relevant nodes whose route from the robot is shown, and the longest route shown. */
const ROUTED = 3;
const SEEN_FROM_TOP = 12;
/** Nodes the model named last whose route (or gap) from the robot is shown too. */
const PINNED_ROUTED = 2;
const MAX_ROUTE_REGIONS = 60;
/** Covers shown for a mission about what the air does not see, and regions each is shown with. */
const MAX_COVERS = 8;
const COVER_SEEN_FROM = 3;
/** A region's hop count from the robot costs as much as this many metres of distance. */
const HOP_M = 15;

/**
 * The order in which nodes earn a place in the view, as groups shown together (an object with a region it is
 * seen from, so the model can `goto` it): the robot's region and what is seen from it; nodes the model named;
 * the nodes most relevant to the mission; then everything else by closeness to the robot (hops and metres),
 * with relevance as a tie-breaker. The caller adds groups in this order while they fit its token budget.
 */
export function viewOrder(priorities: ViewPriorities): string[][] {
  const { map, robotRegion, robotXY, relevance } = priorities;
  const groups: string[][] = [];
  const queued = new Set<string>();
  const push = (names: readonly string[]): void => {
    const fresh = names.filter((name) => map.has(name) && !queued.has(name));
    if (fresh.length === 0) return;
    for (const name of fresh) queued.add(name);
    groups.push(fresh);
  };
  const withSeenFrom = (name: string, regions = 1): string[] =>
    map.isObject(name) ? [name, ...nearestRegions(map, name, robotXY, regions)] : [name];

  if (robotRegion !== undefined) {
    push([robotRegion]);
    for (const object of map.neighbors(robotRegion, "object")) push([object]);
  }
  for (const name of priorities.pinned) push(withSeenFrom(name));
  for (const name of priorities.grounded ?? []) push(withSeenFrom(name));
  // What the air did not see is under covers: each is a place to search, and the model cannot ask for one it
  // does not know is there.
  if (priorities.covers === true) {
    const covers = map
      .objectNames()
      .filter((name) => isCoverLandmark(map, name))
      .map((name) => ({ name, d: distanceM(map.coordsOf(name) ?? [1e9, 1e9], robotXY) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, MAX_COVERS);
    for (const { name } of covers) push(withSeenFrom(name, COVER_SEEN_FROM));
  }
  const relevant = [...relevance]
    .filter(([, score]) => score >= RELEVANT_SCORE)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_RELEVANT);
  // The few most relevant things come with every region they are seen from (up to a dozen): where to look at
  // them from, and, for a wood or a roof, the ground under it.
  for (const [name] of relevant.slice(0, ROUTED)) push(withSeenFrom(name, SEEN_FROM_TOP));
  // The way to the few most relevant and to what the model works toward (it named them last): without it a
  // view shows the goal as if cut off from the robot, and the edge of the robot's part of the map to push from
  // would change with every view.
  const routed = [
    ...new Set([
      ...relevant.slice(0, ROUTED).map(([name]) => name),
      ...priorities.pinned.slice(0, PINNED_ROUTED),
    ]),
  ];
  if (robotRegion !== undefined) {
    for (const name of routed) {
      const path = pathToNode(map, robotRegion, name);
      if (path !== undefined) {
        if (path.regions.length <= MAX_ROUTE_REGIONS) push([...path.regions]);
        continue;
      }
      // Not reachable yet: show where the two parts of the map come closest, and the way to that edge.
      const pair = closestPair(map, robotRegion, name);
      if (pair === undefined) continue;
      const near = shortestRegionPath(map, robotRegion, pair.near);
      push([
        ...(near !== undefined && near.regions.length <= MAX_ROUTE_REGIONS
          ? near.regions
          : [pair.near]),
        pair.far,
      ]);
      // The closest edge may be the one that is shut: a few other edges of the robot's ground near the goal,
      // each with its way from the closest one (short, and the way to that one is shown), so a planner that
      // sees only this view still has other ways in to try.
      for (const edge of otherEdges(map, robotRegion, name, pair.near)) {
        const way = shortestRegionPath(map, pair.near, edge);
        if (way !== undefined && way.regions.length <= MAX_ROUTE_REGIONS) push([...way.regions]);
      }
    }
  }

  // The long tail of relevant things after the ways: a place of many regions that all match (a field, a
  // paddock) must not crowd out the ground that leads into it.
  for (const [name] of relevant.slice(ROUTED)) push(withSeenFrom(name));

  const hops = hopsFrom(map, robotRegion);
  const cost = (name: string): number => {
    const at = map.coordsOf(name);
    const metres = at === undefined ? 1e9 : distanceM(at, robotXY);
    const regionHops = map.isRegion(name)
      ? hops.get(name)
      : Math.min(...map.regionsOfObject(name).map((r) => hops.get(r) ?? Infinity));
    const hopCost =
      regionHops === undefined || !Number.isFinite(regionHops) ? 0 : regionHops * HOP_M;
    return metres + hopCost - 20 * Math.max(0, relevance.get(name) ?? 0);
  };
  const rest = [...map.regionNames(), ...map.objectNames()]
    .filter((name) => !queued.has(name))
    .map((name) => ({ name, cost: cost(name) }))
    .sort((a, b) => a.cost - b.cost);
  for (const { name } of rest) push(withSeenFrom(name));
  return groups;
}

/** Other edges of the robot's ground shown toward an unreachable goal, at most, and how far apart. */
const OTHER_EDGES = 3;
const OTHER_EDGE_SPACING_M = 15;
const OTHER_EDGE_RADIUS_M = 90;

/** Regions of the robot's connected ground nearest an unreachable node, spread apart, besides `closest`. */
function otherEdges(
  map: SemanticMap,
  robotRegion: string,
  target: string,
  closest: string,
): string[] {
  const at = map.coordsOf(target);
  const component = map.components.componentOf(robotRegion);
  if (at === undefined || component === undefined) return [];
  const chosen: Vec2[] = [map.coordsOf(closest) ?? at];
  const edges: string[] = [];
  const candidates = map.nearestRegions(at, {
    count: 40,
    maxDistanceM: OTHER_EDGE_RADIUS_M,
    filter: (region) => map.components.componentOf(region) === component,
  });
  for (const region of candidates) {
    const where = map.coordsOf(region);
    if (where === undefined || chosen.some((c) => distanceM(c, where) < OTHER_EDGE_SPACING_M))
      continue;
    chosen.push(where);
    edges.push(region);
    if (edges.length >= OTHER_EDGES) break;
  }
  return edges;
}

/** Region hop counts from `start` over drivable connections (breadth first). */
function hopsFrom(map: SemanticMap, start: string | undefined): Map<string, number> {
  const hops = new Map<string, number>();
  if (start === undefined || !map.isRegion(start)) return hops;
  hops.set(start, 0);
  let frontier = [start];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const region of frontier) {
      const h = hops.get(region) ?? 0;
      for (const neighbour of map.neighbors(region, "region")) {
        if (hops.has(neighbour)) continue;
        hops.set(neighbour, h + 1);
        next.push(neighbour);
      }
    }
    frontier = next;
  }
  return hops;
}

/** Ground around a building or yard the prior outlines, beyond its box: where its doors and edges are. */
const BOX_MARGIN_M = 5;
/** Regions of a box sampled from at most: a huge yard must not cost a whole-map scan each turn. */
const MAX_BOX_REGIONS = 400;

/**
 * Regions an object is seen from: the one nearest the robot it is attached to first; then, for a place with an
 * outline (`bbox_m`: a building, a yard), ground spread over its box and just around it — its door may be on
 * the far side, and a planner sweeping it must see what it would cover; then its other attached regions.
 */
function nearestRegions(map: SemanticMap, object: string, robotXY: Vec2, count: number): string[] {
  const attached = map
    .regionsOfObject(object)
    .map((region) => ({ region, d: distanceM(map.coordsOf(region) ?? [1e9, 1e9], robotXY) }))
    .sort((a, b) => a.d - b.d)
    .map((entry) => entry.region);
  const box = map.get(object)?.attributes["bbox_m"];
  const around: string[] = [];
  if (
    count > 1 &&
    Array.isArray(box) &&
    box.length === 4 &&
    box.every((v) => typeof v === "number")
  ) {
    const [x0, y0, x1, y1] = box as [number, number, number, number];
    const inside = (name: string): boolean => {
      const at = map.coordsOf(name);
      return (
        at !== undefined &&
        at[0] >= x0 - BOX_MARGIN_M &&
        at[0] <= x1 + BOX_MARGIN_M &&
        at[1] >= y0 - BOX_MARGIN_M &&
        at[1] <= y1 + BOX_MARGIN_M
      );
    };
    const inBox = map.nearestRegions([(x0 + x1) / 2, (y0 + y1) / 2], {
      count: MAX_BOX_REGIONS,
      maxDistanceM: Math.hypot(x1 - x0, y1 - y0) / 2 + BOX_MARGIN_M * 1.5,
      filter: inside,
    });
    around.push(...spreadOver(map, inBox, count - 1));
  }
  return [...new Set([...attached.slice(0, 1), ...around, ...attached.slice(1)])].slice(0, count);
}

/** `count` of `regions` spread over their extent (farthest-point sampling): a few points that cover a box. */
function spreadOver(map: SemanticMap, regions: readonly string[], count: number): string[] {
  const points = regions
    .map((region) => ({ region, at: map.coordsOf(region) }))
    .filter((p): p is { region: string; at: Vec2 } => p.at !== undefined);
  const chosen: { region: string; at: Vec2 }[] = [];
  const gap = points.map(() => Infinity);
  while (chosen.length < count && chosen.length < points.length) {
    let best = 0;
    for (let i = 1; i < points.length; i += 1) if ((gap[i] ?? 0) > (gap[best] ?? 0)) best = i;
    const pick = points[best] as { region: string; at: Vec2 };
    chosen.push(pick);
    for (const [i, p] of points.entries()) gap[i] = Math.min(gap[i] ?? 0, distanceM(p.at, pick.at));
  }
  return chosen.map((p) => p.region);
}
