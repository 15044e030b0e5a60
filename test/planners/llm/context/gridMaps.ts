import { loadGraph, type SemanticMap } from "../../../../src/map/index.js";

/** Test maps for the map view: grids and chains of regions, 10 m apart. */

export function mapOf(graph: unknown): SemanticMap {
  const loaded = loadGraph(graph);
  if (!loaded.ok) throw new Error(loaded.error.join("\n"));
  return loaded.value.map;
}

/** A `size` × `size` grid of regions 10 m apart, 4-connected, named `g_x_y`, of a few kinds of ground. */
export function grid(size: number) {
  const regions = [];
  const edges: [string, string][] = [];
  for (let x = 0; x < size; x += 1)
    for (let y = 0; y < size; y += 1) {
      regions.push({
        name: `g_${x}_${y}`,
        coords: [10 * x, 10 * y],
        class: ["grass", "path", "gravel", "lawn"][(x + y) % 4],
      });
      if (x > 0) edges.push([`g_${x - 1}_${y}`, `g_${x}_${y}`]);
      if (y > 0) edges.push([`g_${x}_${y - 1}`, `g_${x}_${y}`]);
    }
  return { regions, edges };
}

/** A chain of `length` regions along x from `start`, 10 m apart, named `${prefix}_i`. */
export function chain(prefix: string, length: number, at: [number, number]) {
  const regions = Array.from({ length }, (_, i) => ({
    name: `${prefix}_${i}`,
    coords: [at[0] + 10 * i, at[1]],
  }));
  const edges = regions.slice(1).map((r, i) => [regions[i]!.name, r.name]);
  return { regions, edges };
}
