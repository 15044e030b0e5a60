import RBush from "rbush";
import knn from "rbush-knn";
import { distanceM, squareAround, type Vec2 } from "../../src/geo/index.js";

/** Anything with a unique name at a point. */
export interface NamedPoint {
  readonly name: string;
  readonly point: Vec2;
}

interface Entry<T> {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  item: T;
}

/** An R-tree of named points that can change: disk and nearest-neighbour queries, replace and remove by name. */
export class PointIndex<T extends NamedPoint> {
  readonly #tree = new RBush<Entry<T>>();
  readonly #entries = new Map<string, Entry<T>>();

  constructor(items: Iterable<T> = []) {
    const entries = [...items].map((item) => this.#entry(item));
    for (const entry of entries) {
      this.#remove(entry.item.name);
      this.#entries.set(entry.item.name, entry);
    }
    this.#tree.load([...this.#entries.values()]);
  }

  /** Every item, in no particular order. */
  items(): T[] {
    return [...this.#entries.values()].map((entry) => entry.item);
  }

  get size(): number {
    return this.#entries.size;
  }

  get(name: string): T | undefined {
    return this.#entries.get(name)?.item;
  }

  /** Insert, replacing any item of the same name. */
  insert(item: T): void {
    this.#remove(item.name);
    const entry = this.#entry(item);
    this.#entries.set(item.name, entry);
    this.#tree.insert(entry);
  }

  remove(name: string): void {
    this.#remove(name);
  }

  /** Items within `radiusM` of `center` (Euclidean), nearest first. */
  within(center: Vec2, radiusM: number): T[] {
    return this.#tree
      .search(squareAround(center, radiusM))
      .map((entry) => ({ item: entry.item, d: distanceM(center, entry.item.point) }))
      .filter(({ d }) => d <= radiusM)
      .sort((a, b) => a.d - b.d || (a.item.name < b.item.name ? -1 : 1))
      .map(({ item }) => item);
  }

  /** The nearest item within `maxDistanceM` that passes `filter`. */
  nearest(
    center: Vec2,
    { maxDistanceM, filter }: { maxDistanceM: number; filter?: (item: T) => boolean },
  ): T | undefined {
    const predicate = filter === undefined ? undefined : (entry: Entry<T>) => filter(entry.item);
    return knn(this.#tree, center[0], center[1], 1, predicate, maxDistanceM)[0]?.item;
  }

  #entry(item: T): Entry<T> {
    const [x, y] = item.point;
    return { minX: x, minY: y, maxX: x, maxY: y, item };
  }

  #remove(name: string): void {
    const entry = this.#entries.get(name);
    if (entry === undefined) return;
    this.#tree.remove(entry);
    this.#entries.delete(name);
  }
}
