import RBush from "rbush";
import { squareAround, type Vec2 } from "../../src/geo/index.js";

/** A region edge as it was indexed: its ends and their coordinates at that time. */
export interface IndexedEdge {
  readonly a: string;
  readonly b: string;
  readonly ca: Vec2;
  readonly cb: Vec2;
}

interface Entry {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  edge: IndexedEdge;
}

/**
 * An R-tree of region-edge segments, so a scan looks only at edges passing near the robot. Entries may go stale
 * when the map changes behind the index (a node removed with its edges); callers check each candidate against
 * the map, and {@link remove} drops what they find stale.
 */
export class EdgeIndex {
  readonly #tree = new RBush<Entry>();
  readonly #entries = new Map<string, Entry>();

  get size(): number {
    return this.#entries.size;
  }

  /** Insert or move the edge a–b (either order). */
  upsert(a: string, b: string, ca: Vec2, cb: Vec2): void {
    const key = edgeKey(a, b);
    this.#removeKey(key);
    const entry: Entry = {
      minX: Math.min(ca[0], cb[0]),
      minY: Math.min(ca[1], cb[1]),
      maxX: Math.max(ca[0], cb[0]),
      maxY: Math.max(ca[1], cb[1]),
      edge: { a, b, ca, cb },
    };
    this.#entries.set(key, entry);
    this.#tree.insert(entry);
  }

  remove(a: string, b: string): void {
    this.#removeKey(edgeKey(a, b));
  }

  /** Edges whose bounding box meets the square of half-side `radiusM` around `center`. */
  near(center: Vec2, radiusM: number): IndexedEdge[] {
    return this.#tree.search(squareAround(center, radiusM)).map((entry) => entry.edge);
  }

  #removeKey(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#tree.remove(entry);
    this.#entries.delete(key);
  }
}

/** One key per undirected edge. */
export function edgeKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}
