import { distanceM, type Vec2 } from "../../src/geo/index.js";
import type { RegionNetwork } from "./RegionNetwork.js";

export interface CoverageOptions {
  /** The region the robot starts at. */
  readonly start: number;
  /** Things that must come into view: regions by lidar, objects by the detector. */
  readonly targets: readonly CoverageTarget[];
  /** Whether a sensor at `from` sees `to` (nothing occluding between them). */
  readonly sees: (from: Vec2, to: Vec2) => boolean;
}

export interface CoverageTarget {
  readonly point: Vec2;
  /** Seen from a viewpoint within this distance with a clear line of sight. */
  readonly rangeM: number;
}

export interface CoverageTour {
  /** Viewpoints (region indices) in driving order, the start first. */
  readonly viewpoints: readonly number[];
  /** Planned length along region edges. */
  readonly lengthM: number;
  readonly covered: number;
  /** Targets no reachable viewpoint sees (behind walls with no way in, say). */
  readonly unseeable: number;
}

/**
 * A drive that brings every reachable target into sensor view: the "map the whole environment first" step of
 * the LLM-as-planner baseline. Viewpoints are chosen among the regions the start can reach by greedy set
 * cover (each next viewpoint sees the most targets not yet seen), ordered by nearest neighbour on drive
 * distance, then improved with 2-opt. It plans on the truth graph, so it is an optimistic (short) mapping tour:
 * a real exploration would not know where to go.
 */
export function coverageTour(network: RegionNetwork, options: CoverageOptions): CoverageTour {
  const fromStart = network.drivesFrom(options.start);
  const reachable: number[] = [];
  for (let i = 0; i < network.size; i += 1)
    if (Number.isFinite(fromStart.distanceM[i] ?? Number.POSITIVE_INFINITY)) reachable.push(i);
  const sees = seenTargets(network, reachable, options);
  const seeable = new Set(reachable.flatMap((i) => sees.get(i) ?? []));
  const seen = new Set<number>(sees.get(options.start) ?? []);
  const chosen = [options.start];
  while (seen.size < seeable.size) {
    let best = -1;
    let bestGain = 0;
    for (const i of reachable) {
      let gain = 0;
      for (const target of sees.get(i) ?? []) if (!seen.has(target)) gain += 1;
      if (gain > bestGain) {
        best = i;
        bestGain = gain;
      }
    }
    if (best < 0) break;
    chosen.push(best);
    for (const target of sees.get(best) ?? []) seen.add(target);
  }
  const trees = new Map(
    chosen.map((i) => [i, i === options.start ? fromStart : network.drivesFrom(i)]),
  );
  const legM = (a: number, b: number): number =>
    trees.get(a)?.distanceM[b] ?? Number.POSITIVE_INFINITY;
  const order = twoOpt(nearestNeighbourOrder(chosen, legM), legM);
  let lengthM = 0;
  for (let k = 1; k < order.length; k += 1)
    lengthM += legM(order[k - 1] as number, order[k] as number);
  return {
    viewpoints: order,
    lengthM,
    covered: seen.size,
    unseeable: options.targets.length - seeable.size,
  };
}

/** For each reachable region, the targets a sensor there sees. */
function seenTargets(
  network: RegionNetwork,
  reachable: readonly number[],
  options: CoverageOptions,
): Map<number, number[]> {
  const result = new Map<number, number[]>();
  for (const i of reachable) {
    const at = network.coordsAt(i);
    const list: number[] = [];
    options.targets.forEach((target, t) => {
      if (distanceM(at, target.point) <= target.rangeM && options.sees(at, target.point))
        list.push(t);
    });
    result.set(i, list);
  }
  return result;
}

/** Open tour from the first stop, always on to the nearest unvisited stop. */
function nearestNeighbourOrder(
  stops: readonly number[],
  legM: (a: number, b: number) => number,
): number[] {
  const [first, ...rest] = stops;
  if (first === undefined) return [];
  const order = [first];
  const left = new Set(rest);
  while (left.size > 0) {
    const here = order[order.length - 1] as number;
    let best: number | undefined;
    for (const stop of left)
      if (best === undefined || legM(here, stop) < legM(here, best)) best = stop;
    if (best === undefined) break;
    order.push(best);
    left.delete(best);
  }
  return order;
}

/** 2-opt on an open tour with a fixed first stop: reverse a stretch while that shortens the drive. */
function twoOpt(order: readonly number[], legM: (a: number, b: number) => number): number[] {
  const tour = [...order];
  const at = (k: number): number => tour[k] as number;
  // Drive distances are symmetric, so reversing a stretch changes only its two end legs.
  for (let improved = true, passes = 0; improved && passes < 50; passes += 1) {
    improved = false;
    for (let i = 1; i < tour.length - 1; i += 1) {
      for (let j = i + 1; j < tour.length; j += 1) {
        const before = legM(at(i - 1), at(i)) + (j + 1 < tour.length ? legM(at(j), at(j + 1)) : 0);
        const after = legM(at(i - 1), at(j)) + (j + 1 < tour.length ? legM(at(i), at(j + 1)) : 0);
        if (after < before - 1e-6) {
          tour.splice(i, j - i + 1, ...tour.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return tour;
}
