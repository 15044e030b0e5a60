import { distanceM, type Vec2 } from "../../src/geo/index.js";
import type { GraphJson } from "../../src/map/index.js";

/** Shortest drives from one region to all others: metres, and the previous region on each path. */
export interface DriveTree {
  readonly from: number;
  readonly distanceM: Float64Array;
  readonly previous: Int32Array;
}

/**
 * The region graph of a (truth) world as plain arrays, for the all-pairs questions the evaluation asks (which
 * places can the start reach, in what order to visit a hundred viewpoints) that per-pair A* answers slowly.
 * Edges weigh their straight-line length, as in `shortestRegionPath`.
 */
export class RegionNetwork {
  readonly names: readonly string[];
  readonly coords: readonly Vec2[];
  readonly #index = new Map<string, number>();
  readonly #neighbours: { to: number; lengthM: number }[][];

  constructor(graph: GraphJson) {
    this.names = graph.regions.map((region) => region.name);
    this.coords = graph.regions.map((region): Vec2 => [region.coords[0], region.coords[1]]);
    this.names.forEach((name, i) => this.#index.set(name, i));
    this.#neighbours = this.names.map(() => []);
    for (const [a, b] of graph.region_connections) {
      const i = this.#index.get(a);
      const j = this.#index.get(b);
      if (i === undefined || j === undefined || i === j) continue;
      const lengthM = distanceM(this.coordsAt(i), this.coordsAt(j));
      this.#neighbours[i]?.push({ to: j, lengthM });
      this.#neighbours[j]?.push({ to: i, lengthM });
    }
  }

  get size(): number {
    return this.names.length;
  }

  indexOf(name: string): number | undefined {
    return this.#index.get(name);
  }

  coordsAt(i: number): Vec2 {
    const coords = this.coords[i];
    if (coords === undefined) throw new RangeError(`no region ${i} (network of ${this.size})`);
    return coords;
  }

  nameAt(i: number): string {
    const name = this.names[i];
    if (name === undefined) throw new RangeError(`no region ${i} (network of ${this.size})`);
    return name;
  }

  /** The region nearest a point, among those `accept` allows; ties go to the lower index. */
  nearest(point: Vec2, accept: (i: number) => boolean = () => true): number | undefined {
    let best: number | undefined;
    let bestM = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.size; i += 1) {
      if (!accept(i)) continue;
      const d = distanceM(point, this.coordsAt(i));
      if (d < bestM) {
        best = i;
        bestM = d;
      }
    }
    return best;
  }

  /**
   * Dijkstra from one region (O(n²), fine for the few hundred regions of a world), avoiding the `blocked` edges
   * (keys from {@link RegionNetwork.edgeKey}).
   */
  drivesFrom(from: number, { blocked }: { blocked?: ReadonlySet<string> } = {}): DriveTree {
    const n = this.size;
    const dist = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
    const previous = new Int32Array(n).fill(-1);
    const done = new Uint8Array(n);
    dist[from] = 0;
    for (;;) {
      let u = -1;
      let best = Number.POSITIVE_INFINITY;
      for (let i = 0; i < n; i += 1) {
        const d = dist[i] ?? Number.POSITIVE_INFINITY;
        if (done[i] === 0 && d < best) {
          best = d;
          u = i;
        }
      }
      if (u < 0) break;
      done[u] = 1;
      for (const { to, lengthM } of this.#neighbours[u] ?? []) {
        if (blocked?.has(RegionNetwork.edgeKey(u, to)) === true) continue;
        const d = best + lengthM;
        if (d < (dist[to] ?? Number.POSITIVE_INFINITY)) {
          dist[to] = d;
          previous[to] = u;
        }
      }
    }
    return { from, distanceM: dist, previous };
  }

  /** The key of the edge between two regions, the same both ways. */
  static edgeKey(a: number, b: number): string {
    return a < b ? `${a}-${b}` : `${b}-${a}`;
  }

  /** The regions from the tree's root to `to`, both included; undefined when `to` cannot be reached. */
  static pathTo(tree: DriveTree, to: number): number[] | undefined {
    if (!Number.isFinite(tree.distanceM[to] ?? Number.POSITIVE_INFINITY)) return undefined;
    const path = [to];
    for (let at = to; at !== tree.from;) {
      at = tree.previous[at] ?? -1;
      if (at < 0) return undefined;
      path.push(at);
    }
    return path.reverse();
  }
}
