import createGraph from "ngraph.graph";
import { aStar } from "ngraph.path";
import { distanceM, type Vec2 } from "../../geo/index.js";
import type { SemanticMap } from "../../map/index.js";
import { gapVerdict, type FailedDirection, type GapVerdict } from "./gapVerdict.js";
import { obstacleBoxes } from "./mapQueries.js";

/**
 * Cost of crossing a metre of unmapped ground, relative to a metre of known connection: more when the prior shows
 * woods, water or a building across it, far more where exploration already ran into an obstacle.
 */
const GAP_WEIGHT: Readonly<Record<GapVerdict, number>> = {
  clear: 2,
  "likely-blocked": 8,
  "hit-before": 40,
  closed: Number.POSITIVE_INFINITY,
};
/** Every gap costs this much on top, so one long gap beats many hops through scattered pieces. */
const GAP_PENALTY_M = 10;
/** A gap that starts from a region the caller prefers (e.g. paved ground in front of a building). */
const PREFERRED_START_FACTOR = 0.4;
/** A gap ending this close to the target counts as a way into it. */
const PREFERRED_WITHIN_M = 25;
/** Longest gap considered between two pieces of the map. */
const MAX_GAP_M = 90;
const GAPS_PER_REGION = 5;
/** Other pieces of map (beyond those among the nearest regions) each region gets a gap to. */
const EXTRA_PIECES_PER_REGION = 3;
const GAPS_PER_EXTRA_PIECE = 3;

/** The next gap to close on the way to a target: drive to `near`, extend the map toward `goal`. */
export interface Connection {
  readonly near: string;
  readonly goal: Vec2;
  /** The region across the gap, when the goal is a known region (else the goal is the target itself). */
  readonly far?: string;
  /** Estimated cost of the whole way to the target, metres-equivalent. */
  readonly costM: number;
  /**
   * Whether every gap on the way to the target's side looks open in the prior (none crosses woods, water, a
   * building or a wall).
   */
  readonly allClear: boolean;
  readonly key: string;
}

export interface GapRouteOptions {
  /** Gaps not to use again (`near->far` keys of ways that failed). */
  isRetired?: (key: string, near: string) => boolean;
  obstacles?: readonly Vec2[];
  /** Explorations that got nowhere; gaps leaving the same way are judged as hitting an obstacle. */
  failedDirections?: readonly FailedDirection[];
  /** Obstacles exploration saw as segments; a gap crossing one is closed. */
  walls?: readonly (readonly [Vec2, Vec2])[];
  /** Regions to prefer as the start of the gap into the target (e.g. paved ground in front of a building). */
  preferNear?: (name: string) => boolean;
  /** Aim here instead of the target node's coordinates (e.g. the middle of a building's outline). */
  goalCoords?: Vec2;
  /** Gaps this accepts cost a fraction of others (ways that stop on both banks of a stream meet across it). */
  preferGap?: (near: string, far: string) => boolean;
  /** Only regions this accepts are used, known or across a gap (a corridor for the direct way). */
  within?: (region: string) => boolean;
}

interface Hop {
  cost: number;
  gap?: { near: string; goal: Vec2; far?: string; key: string; verdict: GapVerdict };
}

const GOAL = "\u0000goal";

/**
 * Plan over the prior as it is — pieces of map separated by unmapped gaps — and return the first gap on the
 * cheapest way from the robot to the target. Known connections cost their length; a gap costs more (much more
 * when the prior shows something undrivable across it), so the route prefers mapped ground and short, plausible
 * gaps, and may pass through intermediate pieces of map. Undefined when no way is left.
 */
export function nextGap(
  map: SemanticMap,
  from: string,
  target: string,
  options: GapRouteOptions = {},
): Connection | undefined {
  const targetCoords = options.goalCoords ?? map.coordsOf(target);
  if (targetCoords === undefined || !map.isRegion(from)) return undefined;
  const boxes = obstacleBoxes(map);
  const graph = createGraph<Vec2, Hop>();
  const within = options.within ?? (() => true);
  const regions = map.regionNames().filter(within);
  const edges = map.edges("region").filter(([a, b]) => within(a) && within(b));
  // Inside a corridor, two pieces joined only by a way outside it are apart: a gap may join them.
  const pieces = options.within === undefined ? undefined : piecesOf(regions, edges);
  const componentOf = (name: string): number | undefined =>
    pieces === undefined ? map.components.componentOf(name) : pieces.get(name);
  for (const region of regions) graph.addNode(region, map.coordsOf(region) ?? [0, 0]);
  graph.addNode(GOAL, targetCoords);
  for (const [a, b] of edges) graph.addLink(a, b, { cost: map.edgeLengthM(a, b) });
  const addGap = (near: string, goal: Vec2, to: string, far: string | undefined): void => {
    const nearCoords = map.coordsOf(near);
    if (nearCoords === undefined) return;
    const key = `${near}->${far ?? `${goal[0].toFixed(0)},${goal[1].toFixed(0)}`}`;
    if (options.isRetired?.(key, near) === true) return;
    const verdict = gapVerdict(
      nearCoords,
      goal,
      boxes,
      options.obstacles ?? [],
      options.failedDirections ?? [],
      options.walls ?? [],
    );
    // The preference is about the way in (the last gap, next to the target), not about gaps far from it.
    const intoTarget = distanceM(goal, targetCoords) <= PREFERRED_WITHIN_M;
    if (verdict === "closed") return;
    const factor =
      (intoTarget && options.preferNear?.(near) === true) ||
      (far !== undefined && options.preferGap?.(near, far) === true)
        ? PREFERRED_START_FACTOR
        : 1;
    const cost = GAP_PENALTY_M + GAP_WEIGHT[verdict] * factor * distanceM(nearCoords, goal);
    graph.addLink(near, to, {
      cost,
      gap: { near, goal, key, verdict, ...(far === undefined ? {} : { far }) },
    });
  };
  // Gaps between pieces of map: each region to its nearest regions in other pieces, and to the nearest regions
  // of a few more pieces — a freshly mapped piece next door must not crowd out the piece across the gap.
  for (const region of regions) {
    const coords = map.coordsOf(region);
    const own = componentOf(region);
    if (coords === undefined) continue;
    // One search, nearest first, for every choice below.
    const nearby = map.nearestRegions(coords, {
      count: Number.POSITIVE_INFINITY,
      maxDistanceM: MAX_GAP_M,
      filter: (name) => componentOf(name) !== own && within(name),
    });
    for (const other of gapCandidates(nearby, componentOf))
      addGap(region, map.coordsOf(other) ?? coords, other, other);
  }
  // The target: through its own regions when it has any, and straight at it from nearby regions.
  const targetRegions = (map.isRegion(target) ? [target] : map.regionsOfObject(target)).filter(
    within,
  );
  for (const region of targetRegions) graph.addLink(region, GOAL, { cost: 0 });
  for (const region of map.nearestRegions(targetCoords, {
    count: 16,
    maxDistanceM: 2 * MAX_GAP_M,
    filter: within,
  })) {
    addGap(region, targetCoords, GOAL, undefined);
  }
  const finder = aStar<Vec2, Hop>(graph, {
    oriented: true,
    distance: (_a, _b, link) => link.data.cost,
    heuristic: (a, b) => distanceM(a.data, b.data),
  });
  // Links are stored one way; search the graph with both directions for known edges.
  for (const [a, b] of edges) graph.addLink(b, a, { cost: map.edgeLengthM(a, b) });
  if (!within(from)) return undefined;
  const path = finder.find(from, GOAL).reverse();
  let costM = 0;
  let allClear = true;
  let first: Hop["gap"];
  for (let i = 1; i < path.length; i += 1) {
    const link = graph.getLink(path[i - 1]?.id ?? "", path[i]?.id ?? "");
    if (link === undefined) continue;
    costM += link.data.cost;
    first ??= link.data.gap;
    // The last gap, into the target itself, is judged by the target's own outline (a building): not a doubt
    // about the way there.
    const gap = link.data.gap;
    if (gap !== undefined && gap.far !== undefined && gap.verdict !== "clear") allClear = false;
  }
  if (first === undefined) return undefined;
  const { verdict: _verdict, ...gap } = first;
  return { ...gap, costM, allClear };
}

/** Connected pieces of a set of regions, by their own edges only. */
function piecesOf(
  regions: readonly string[],
  edges: readonly (readonly [string, string])[],
): Map<string, number> {
  const next = new Map<string, string[]>(regions.map((r) => [r, []]));
  for (const [a, b] of edges) {
    next.get(a)?.push(b);
    next.get(b)?.push(a);
  }
  const piece = new Map<string, number>();
  for (const region of regions) {
    if (piece.has(region)) continue;
    const id = piece.size;
    piece.set(region, id);
    const queue = [region];
    for (let at = queue.pop(); at !== undefined; at = queue.pop())
      for (const neighbor of next.get(at) ?? [])
        if (!piece.has(neighbor)) {
          piece.set(neighbor, id);
          queue.push(neighbor);
        }
  }
  return piece;
}

/**
 * From regions of other pieces of map, nearest first: the nearest few whatever their piece, then, for a few more
 * pieces, several of each (the nearest may lie behind a building the next one is clear of).
 */
function gapCandidates(
  nearby: readonly string[],
  componentOf: (name: string) => number | undefined,
): string[] {
  const chosen = nearby.slice(0, GAPS_PER_REGION);
  const reached = new Set(chosen.map(componentOf));
  let extraPieces = 0;
  for (const candidate of nearby) {
    if (extraPieces >= EXTRA_PIECES_PER_REGION) break;
    const piece = componentOf(candidate);
    if (reached.has(piece)) continue;
    reached.add(piece);
    extraPieces += 1;
    chosen.push(
      ...nearby.filter((name) => componentOf(name) === piece).slice(0, GAPS_PER_EXTRA_PIECE),
    );
  }
  return chosen;
}
