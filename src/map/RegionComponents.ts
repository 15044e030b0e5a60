import type { RegionGraph } from "./RegionGraph.js";

/**
 * Connected components of the region subgraph, kept up to date as deltas arrive so that "is X reachable?" costs
 * a lookup instead of a graph search. Additions merge components in place (union–find over the integer ids of
 * {@link RegionGraph}, in typed arrays); removals can split a component, which union–find cannot undo, so they
 * mark the structure stale and the next query relabels everything with one breadth-first pass.
 */
export class RegionComponents {
  readonly #graph: RegionGraph;
  #parent = new Int32Array(64).fill(-1);
  #size = new Int32Array(64);
  #stale = false;
  #rebuilds = 0;

  constructor(graph: RegionGraph) {
    this.#graph = graph;
  }

  /** How many full rebuilds have run; exposed for tests and benchmarks. */
  get rebuildCount(): number {
    return this.#rebuilds;
  }

  /** A region got an id in the region graph. */
  addRegion(name: string): void {
    if (this.#stale) return;
    const id = this.#graph.idOf(name);
    if (id === undefined) return;
    this.#ensureCapacity(id + 1);
    this.#parent[id] = id;
    this.#size[id] = 1;
  }

  connect(a: string, b: string): void {
    if (this.#stale) return;
    const ia = this.#graph.idOf(a);
    const ib = this.#graph.idOf(b);
    if (ia !== undefined && ib !== undefined) this.#union(ia, ib);
  }

  /** A region or region edge went away; components may have split. */
  invalidate(): void {
    this.#stale = true;
  }

  /** An id for the component holding `region` (stable until the next change), or undefined for a non-region. */
  componentOf(region: string): number | undefined {
    this.#ensureFresh();
    const id = this.#graph.idOf(region);
    if (id === undefined || (this.#parent[id] ?? -1) < 0) return undefined;
    return this.#find(id);
  }

  /** Names of the regions in a component. A scan over all regions: meant for feedback, not hot paths. */
  membersOf(component: number): string[] {
    this.#ensureFresh();
    const members: string[] = [];
    for (let id = 0; id < this.#graph.capacity; id += 1) {
      if ((this.#parent[id] ?? -1) < 0 || this.#find(id) !== component) continue;
      const vertex = this.#graph.vertex(id);
      if (vertex !== undefined) members.push(vertex.name);
    }
    return members;
  }

  sizeOf(component: number): number {
    this.#ensureFresh();
    return this.#size[component] ?? 0;
  }

  get count(): number {
    this.#ensureFresh();
    let roots = 0;
    for (let id = 0; id < this.#graph.capacity; id += 1) if (this.#parent[id] === id) roots += 1;
    return roots;
  }

  #ensureFresh(): void {
    if (!this.#stale) return;
    this.#stale = false;
    this.#rebuilds += 1;
    const capacity = this.#graph.capacity;
    this.#parent = new Int32Array(Math.max(64, capacity)).fill(-1);
    this.#size = new Int32Array(this.#parent.length);
    const queue = new Int32Array(capacity);
    for (let root = 0; root < capacity; root += 1) {
      if (this.#graph.vertex(root) === undefined || this.#parent[root] !== -1) continue;
      // Label the whole component with its first id: every parent is the root, so finds are one step.
      let head = 0;
      let tail = 0;
      queue[tail++] = root;
      this.#parent[root] = root;
      while (head < tail) {
        const id = queue[head++] ?? 0;
        for (const next of this.#graph.neighborIds(id)) {
          if (this.#parent[next] !== -1) continue;
          this.#parent[next] = root;
          queue[tail++] = next;
        }
      }
      this.#size[root] = tail;
    }
  }

  #ensureCapacity(length: number): void {
    if (length <= this.#parent.length) return;
    const grown = Math.max(length, this.#parent.length * 2);
    const parent = new Int32Array(grown).fill(-1);
    parent.set(this.#parent);
    const size = new Int32Array(grown);
    size.set(this.#size);
    this.#parent = parent;
    this.#size = size;
  }

  #find(id: number): number {
    let root = id;
    while (this.#parent[root] !== root) root = this.#parent[root] ?? root;
    // Path compression keeps later lookups O(1) amortised.
    let node = id;
    while (this.#parent[node] !== root) {
      const next = this.#parent[node] ?? root;
      this.#parent[node] = root;
      node = next;
    }
    return root;
  }

  #union(a: number, b: number): void {
    const rootA = this.#find(a);
    const rootB = this.#find(b);
    if (rootA === rootB) return;
    const [big, small] =
      (this.#size[rootA] ?? 0) >= (this.#size[rootB] ?? 0) ? [rootA, rootB] : [rootB, rootA];
    this.#parent[small] = big;
    this.#size[big] = (this.#size[big] ?? 0) + (this.#size[small] ?? 0);
  }
}
