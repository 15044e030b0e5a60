declare module "rbush-knn" {
  import type RBush from "rbush";
  /** The `n` items nearest to (x, y), nearest first, optionally filtered and bounded by distance. */
  export default function knn<T>(
    tree: RBush<T>,
    x: number,
    y: number,
    n?: number,
    predicate?: (item: T) => boolean,
    maxDistance?: number,
  ): T[];
}
