import RBush from "rbush";
import knn from "rbush-knn";
import { squareAround, type Vec2 } from "../geo/index.js";

interface IndexedRegion {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  readonly name: string;
}

/** A dynamic R-tree over region positions: nearest-region queries with a filter, on maps of 100k+ regions. */
export class RegionIndex {
  readonly #tree = new RBush<IndexedRegion>();
  readonly #items = new Map<string, IndexedRegion>();

  insert(name: string, coords: Vec2): void {
    this.remove(name);
    const item: IndexedRegion = {
      minX: coords[0],
      minY: coords[1],
      maxX: coords[0],
      maxY: coords[1],
      name,
    };
    this.#items.set(name, item);
    this.#tree.insert(item);
  }

  remove(name: string): void {
    const item = this.#items.get(name);
    if (item === undefined) return;
    this.#tree.remove(item);
    this.#items.delete(name);
  }

  clear(): void {
    this.#tree.clear();
    this.#items.clear();
  }

  /** The box around every region, or undefined for an empty map. The tree's root already holds it. */
  extent(): { minX: number; minY: number; maxX: number; maxY: number } | undefined {
    if (this.#items.size === 0) return undefined;
    const root = this.#tree.toJSON() as { minX: number; minY: number; maxX: number; maxY: number };
    return { minX: root.minX, minY: root.minY, maxX: root.maxX, maxY: root.maxY };
  }

  /** Up to `count` region names nearest to `point`, nearest first. */
  nearest(
    point: Vec2,
    options: { count?: number; maxDistanceM?: number; filter?: (name: string) => boolean } = {},
  ): string[] {
    const { count = 1, maxDistanceM, filter } = options;
    const predicate = filter === undefined ? undefined : (item: IndexedRegion) => filter(item.name);
    return knn(this.#tree, point[0], point[1], count, predicate, maxDistanceM).map(
      (item) => item.name,
    );
  }

  /** Region names inside the axis-aligned box around `center`. */
  within(center: Vec2, radiusM: number): string[] {
    return this.#tree.search(squareAround(center, radiusM)).map((item) => item.name);
  }
}
