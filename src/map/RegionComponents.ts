/**
 * Connected components of the region subgraph, kept up to date as deltas arrive so that "is X reachable?"
 * costs a lookup instead of a graph search. Additions merge components in place (union–find with small-to-large
 * member sets); removals can split a component, which union–find cannot undo, so they mark the structure stale
 * and the next query rebuilds it in one pass over the region edges.
 */
export class RegionComponents {
  readonly #parent = new Map<string, string>();
  readonly #members = new Map<string, Set<string>>();
  #stale = false;
  #rebuilds = 0;
  readonly #source: ComponentSource;

  constructor(source: ComponentSource) {
    this.#source = source;
  }

  /** How many full rebuilds have run; exposed for tests and benchmarks. */
  get rebuildCount(): number {
    return this.#rebuilds;
  }

  addRegion(name: string): void {
    if (this.#stale) return;
    this.#parent.set(name, name);
    this.#members.set(name, new Set([name]));
  }

  connect(a: string, b: string): void {
    if (this.#stale) return;
    this.#union(a, b);
  }

  /** A region or region edge went away; components may have split. */
  invalidate(): void {
    this.#stale = true;
  }

  /** An id for the component holding `region` (stable until the next change), or undefined for a non-region. */
  componentOf(region: string): string | undefined {
    this.#ensureFresh();
    return this.#parent.has(region) ? this.#find(region) : undefined;
  }

  membersOf(componentId: string): ReadonlySet<string> {
    this.#ensureFresh();
    return this.#members.get(componentId) ?? new Set();
  }

  get count(): number {
    this.#ensureFresh();
    return this.#members.size;
  }

  #ensureFresh(): void {
    if (!this.#stale) return;
    this.#stale = false;
    this.#rebuilds += 1;
    this.#parent.clear();
    this.#members.clear();
    for (const region of this.#source.regions()) this.addRegion(region);
    this.#source.forEachRegionEdge((a, b) => {
      this.#union(a, b);
    });
  }

  #find(name: string): string {
    let root = name;
    for (let next = this.#parent.get(root); next !== undefined && next !== root;) {
      root = next;
      next = this.#parent.get(root);
    }
    // Path compression keeps later lookups O(1) amortised.
    let node = name;
    while (node !== root) {
      const next = this.#parent.get(node);
      if (next === undefined) break;
      this.#parent.set(node, root);
      node = next;
    }
    return root;
  }

  #union(a: string, b: string): void {
    if (!this.#parent.has(a) || !this.#parent.has(b)) return;
    const rootA = this.#find(a);
    const rootB = this.#find(b);
    if (rootA === rootB) return;
    const membersA = this.#members.get(rootA) ?? new Set<string>();
    const membersB = this.#members.get(rootB) ?? new Set<string>();
    const [big, small, bigRoot, smallRoot] =
      membersA.size >= membersB.size
        ? [membersA, membersB, rootA, rootB]
        : [membersB, membersA, rootB, rootA];
    for (const member of small) big.add(member);
    this.#parent.set(smallRoot, bigRoot);
    this.#members.delete(smallRoot);
  }
}

export interface ComponentSource {
  regions(): Iterable<string>;
  forEachRegionEdge(visit: (a: string, b: string) => void): void;
}
