import type { Vec2 } from "../../../geo/index.js";
import type { SemanticMap } from "../../../map/index.js";
import { nodeClass } from "./nodeText.js";

/** One square of the map, summarised for the model when its nodes are not shown one by one. */
export interface Area {
  /** Stable while the cell size holds: `area_e3_n2` is the cell 3 east and 2 north of the frame's origin. */
  readonly name: string;
  readonly center: Vec2;
  readonly regions: string[];
  readonly objects: string[];
  /** Areas that a region connection crosses into. */
  readonly links: Set<string>;
}

export interface AreaPartition {
  readonly cellSizeM: number;
  readonly areas: ReadonlyMap<string, Area>;
  areaOf(node: string): string | undefined;
}

/** Smallest cell side; cells double from here until the map fits in `maxAreas` cells. */
const BASE_CELL_M = 25;

/**
 * Splits the map into square cells whose side is 25 m × 2^k, the smallest k for which at most `maxAreas` cells
 * hold a region. Squares, not graph clusters: names stay put as the map grows (only a doubling renames them),
 * so a model can keep referring to an area across turns, and a coordinate tells which area it falls in.
 */
export function partitionAreas(map: SemanticMap, options: { maxAreas: number }): AreaPartition {
  const regionNames = map.regionNames();
  const coords = new Map<string, Vec2>();
  for (const name of regionNames) {
    const at = map.coordsOf(name);
    if (at !== undefined) coords.set(name, at);
  }
  let cellSizeM = BASE_CELL_M;
  for (;;) {
    const cells = new Set<string>();
    for (const at of coords.values()) cells.add(cellName(at, cellSizeM));
    if (cells.size <= options.maxAreas || cellSizeM > 1e6) break;
    cellSizeM *= 2;
  }
  const areaOfNode = new Map<string, string>();
  const areas = new Map<string, Area>();
  const areaFor = (name: string): Area => {
    let area = areas.get(name);
    if (area === undefined) {
      area = { name, center: [0, 0], regions: [], objects: [], links: new Set() };
      areas.set(name, area);
    }
    return area;
  };
  for (const [region, at] of coords) {
    const name = cellName(at, cellSizeM);
    areaOfNode.set(region, name);
    areaFor(name).regions.push(region);
  }
  for (const object of map.objectNames()) {
    // An object belongs where it is seen from, so "expand the area" shows it next to its regions.
    const seenFrom = map.regionsOfObject(object)[0];
    const at = map.coordsOf(object);
    const name =
      (seenFrom === undefined ? undefined : areaOfNode.get(seenFrom)) ??
      (at === undefined ? undefined : cellName(at, cellSizeM));
    if (name === undefined) continue;
    areaOfNode.set(object, name);
    areaFor(name).objects.push(object);
  }
  for (const [a, b] of map.edges("region")) {
    const areaA = areaOfNode.get(a);
    const areaB = areaOfNode.get(b);
    if (areaA === undefined || areaB === undefined || areaA === areaB) continue;
    areas.get(areaA)?.links.add(areaB);
    areas.get(areaB)?.links.add(areaA);
  }
  for (const area of areas.values()) {
    const points = area.regions.map((r) => coords.get(r)).filter((p) => p !== undefined);
    if (points.length === 0) continue;
    const x = points.reduce((sum, p) => sum + p[0], 0) / points.length;
    const y = points.reduce((sum, p) => sum + p[1], 0) / points.length;
    (area as { center: Vec2 }).center = [x, y];
  }
  return { cellSizeM, areas, areaOf: (node) => areaOfNode.get(node) };
}

/** Counts of object classes among `objects`, most frequent first. */
export function classCounts(objects: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const object of objects) {
    const cls = nodeClass(object);
    counts.set(cls, (counts.get(cls) ?? 0) + 1);
  }
  return new Map([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

function cellName(at: Vec2, sizeM: number): string {
  const col = Math.floor(at[0] / sizeM);
  const row = Math.floor(at[1] / sizeM);
  const ew = col < 0 ? `w${-col}` : `e${col}`;
  const ns = row < 0 ? `s${-row}` : `n${row}`;
  return `area_${ew}_${ns}`;
}
