import RBush from "rbush";
import knn from "rbush-knn";
import type { Vec2 } from "../src/geo/index.js";

interface Entry {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  id: number;
}

/** An R-tree of numbered points: nearest-neighbour and box queries while nodes are still being added. */
export class PointIndex {
  readonly #tree = new RBush<Entry>();

  insert(id: number, point: Vec2): void {
    this.#tree.insert({ minX: point[0], minY: point[1], maxX: point[0], maxY: point[1], id });
  }

  /** Ids of up to `count` points nearest to `point` within `maxDistanceM` passing `filter`, nearest first. */
  nearest(
    point: Vec2,
    {
      count,
      maxDistanceM,
      filter,
    }: { count: number; maxDistanceM: number; filter?: (id: number) => boolean },
  ): number[] {
    const predicate = filter === undefined ? undefined : (entry: Entry) => filter(entry.id);
    return knn(this.#tree, point[0], point[1], count, predicate, maxDistanceM).map(
      (entry) => entry.id,
    );
  }

  /** Ids of the points in a box. */
  inBox(box: { minX: number; minY: number; maxX: number; maxY: number }): number[] {
    return this.#tree.search(box).map((entry) => entry.id);
  }
}
