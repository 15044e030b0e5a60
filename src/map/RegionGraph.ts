import type { Vec2 } from "../geo/index.js";

/** A region as ngraph.path sees it through {@link RegionGraph}: an integer id and its coordinates. */
export interface RegionVertex {
  readonly id: number;
  readonly name: string;
  readonly data: { x: number; y: number };
  /** ngraph.path never reads links through this view; present to match the node shape it expects. */
  readonly links: null;
}

/**
 * The region subgraph as compact integer-indexed adjacency lists, kept in step with the map on every change.
 *
 * Why it exists: ngraph.path searches any object with `getNode` and `forEachLinkedNode`. Over the full
 * ngraph.graph every relaxation walks a Set of links, looks the neighbour up by string id and asks a callback to
 * skip object edges; over this view it reads an array of small integers. Same library, same algorithm, about
 * half the time per query on 100k-region maps — and object nodes are simply absent, so a path can never pass
 * through one.
 */
export class RegionGraph {
  readonly #ids = new Map<string, number>();
  readonly #vertices: (RegionVertex | undefined)[] = [];
  readonly #adjacency: number[][] = [];
  readonly #free: number[] = [];

  /** One more than the largest id ever handed out; ids of removed regions are reused. */
  get capacity(): number {
    return this.#vertices.length;
  }

  /** Integer ids of a region's neighbours (do not modify). */
  neighborIds(id: number): readonly number[] {
    return this.#adjacency[id] ?? [];
  }

  idOf(name: string): number | undefined {
    return this.#ids.get(name);
  }

  vertex(id: number): RegionVertex | undefined {
    return this.#vertices[id];
  }

  addRegion(name: string, coords: Vec2): void {
    if (this.#ids.has(name)) return;
    const id = this.#free.pop() ?? this.#vertices.length;
    this.#ids.set(name, id);
    this.#vertices[id] = { id, name, data: { x: coords[0], y: coords[1] }, links: null };
    this.#adjacency[id] = [];
  }

  moveRegion(name: string, coords: Vec2): void {
    const id = this.#ids.get(name);
    const vertex = id === undefined ? undefined : this.#vertices[id];
    if (vertex === undefined) return;
    vertex.data.x = coords[0];
    vertex.data.y = coords[1];
  }

  removeRegion(name: string): void {
    const id = this.#ids.get(name);
    if (id === undefined) return;
    for (const other of this.#adjacency[id] ?? []) removeValue(this.#adjacency[other], id);
    this.#ids.delete(name);
    this.#vertices[id] = undefined;
    this.#adjacency[id] = [];
    this.#free.push(id);
  }

  connect(a: string, b: string): void {
    const ia = this.#ids.get(a);
    const ib = this.#ids.get(b);
    if (ia === undefined || ib === undefined) return;
    this.#adjacency[ia]?.push(ib);
    this.#adjacency[ib]?.push(ia);
  }

  disconnect(a: string, b: string): void {
    const ia = this.#ids.get(a);
    const ib = this.#ids.get(b);
    if (ia === undefined || ib === undefined) return;
    removeValue(this.#adjacency[ia], ib);
    removeValue(this.#adjacency[ib], ia);
  }

  /** Region neighbours of a region, by name. */
  neighborNames(name: string): string[] {
    const id = this.#ids.get(name);
    if (id === undefined) return [];
    return (this.#adjacency[id] ?? []).flatMap((other) => this.#vertices[other]?.name ?? []);
  }

  // The two methods below are the graph interface ngraph.path uses.

  getNode = (id: number): RegionVertex | undefined => this.#vertices[id];

  forEachLinkedNode = (
    id: number,
    visit: (node: RegionVertex, link: undefined) => unknown,
  ): boolean => {
    const neighbors = this.#adjacency[id];
    if (neighbors === undefined) return false;
    for (const other of neighbors) {
      const vertex = this.#vertices[other];
      if (vertex !== undefined && visit(vertex, undefined) === true) return true;
    }
    return false;
  };
}

function removeValue(list: number[] | undefined, value: number): void {
  if (list === undefined) return;
  const at = list.indexOf(value);
  if (at >= 0) {
    list[at] = list[list.length - 1] ?? value;
    list.pop();
  }
}
