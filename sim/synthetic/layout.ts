import type { GraphNodeJson } from "../../src/map/index.js";
import { decimetres, type Draw } from "./random.js";
import {
  BUILDING_DESCRIPTIONS,
  BUILT_LAND_USES,
  LAND_USES,
  ROAD_KINDS,
  type LandUse,
  type RoadKind,
} from "./vocabulary.js";

/** Spacing of the cells; one region per cell. */
export const CELL_M = 20;
/** Every BLOCK-th row and column of cells is a road, so blocks are (BLOCK − 1)² cells between roads. */
export const BLOCK = 5;
const ROAD_JITTER_M = 2;
const LAND_JITTER_M = 4;
/** Share of road-to-road connections missing (never built, washed out): detours, not dead ends. */
const MISSING_ROAD_SHARE = 0.02;
/** Share of the blocks that could hold a building which do. */
const BUILDING_SHARE = 0.6;
const BUILDING_SIDE = 2;

export type Place = RoadKind | LandUse | "building";

/** The regions of a synthetic world, one per grid cell, in row-major cell order, with their connections. */
export interface Layout {
  /** Cells per row. */
  readonly width: number;
  readonly regions: GraphNodeJson[];
  /** What each region is (same index as `regions`). */
  readonly places: Place[];
  readonly roads: Uint8Array;
  readonly connections: [string, string][];
}

/**
 * A jittered grid of `count` cells, filled row by row (the last row may be short): roads along every BLOCK-th row
 * and column, each road line one kind (a paved road every fourth line, gravel lanes and dirt tracks between),
 * and between them blocks of one land use each, some with a building. Road cells connect to the road cells next
 * to them (a few connections are missing); cells of a block connect to each other, and a block to its roads
 * through one to four entrances.
 */
export function layOut(count: number, draw: Draw): Layout {
  const width = Math.ceil(Math.sqrt(count));
  const rows = Math.ceil(count / width);
  const roadKindOfLine = (line: number): RoadKind =>
    line % 4 === 0 ? "road" : draw.chance(0.6) ? "lane" : "track";
  const columnKinds = Array.from({ length: Math.ceil(width / BLOCK) + 1 }, (_, k) =>
    roadKindOfLine(k),
  );
  const rowKinds = Array.from({ length: Math.ceil(rows / BLOCK) + 1 }, (_, k) =>
    roadKindOfLine(k + 1),
  );
  const blocksPerRow = Math.ceil(width / BLOCK);
  const blockCount = blocksPerRow * Math.ceil(rows / BLOCK);
  const landUseNames = Object.keys(LAND_USES) as LandUse[];
  const blockUse: LandUse[] = [];
  const blockBuilding: ({ i: number; j: number } | undefined)[] = [];
  for (let block = 0; block < blockCount; block += 1) {
    const use = draw.pick(landUseNames);
    blockUse.push(use);
    const inner = BLOCK - 1 - BUILDING_SIDE;
    blockBuilding.push(
      BUILT_LAND_USES.has(use) && draw.chance(BUILDING_SHARE)
        ? { i: 1 + draw.index(inner + 1), j: 1 + draw.index(inner + 1) }
        : undefined,
    );
  }

  const counters = new Map<string, number>();
  const regions: GraphNodeJson[] = [];
  const places: Place[] = [];
  const roads = new Uint8Array(count);
  for (let index = 0; index < count; index += 1) {
    const i = index % width;
    const j = Math.floor(index / width);
    let place: Place;
    let description: string;
    let jitterM = LAND_JITTER_M;
    if (i % BLOCK === 0 || j % BLOCK === 0) {
      roads[index] = 1;
      jitterM = ROAD_JITTER_M;
      const horizontal = rowKinds[j / BLOCK];
      const vertical = columnKinds[i / BLOCK];
      // A crossing takes the bigger road's kind.
      place = [horizontal, vertical].includes("road")
        ? "road"
        : j % BLOCK === 0
          ? (horizontal ?? "track")
          : (vertical ?? "track");
      description = draw.pick(ROAD_KINDS[place]);
    } else {
      const block = Math.floor(j / BLOCK) * blocksPerRow + Math.floor(i / BLOCK);
      const use = blockUse[block] ?? "field";
      const building = blockBuilding[block];
      const inBuilding =
        building !== undefined &&
        i % BLOCK >= building.i &&
        i % BLOCK < building.i + BUILDING_SIDE &&
        j % BLOCK >= building.j &&
        j % BLOCK < building.j + BUILDING_SIDE;
      place = inBuilding ? "building" : use;
      description = draw.pick(inBuilding ? BUILDING_DESCRIPTIONS : LAND_USES[use]);
    }
    const number = (counters.get(place) ?? 0) + 1;
    counters.set(place, number);
    regions.push({
      name: `${place}_${number}`,
      coords: [
        decimetres(i * CELL_M + draw.range(-jitterM, jitterM)),
        decimetres(j * CELL_M + draw.range(-jitterM, jitterM)),
      ],
      description,
    });
    places.push(place);
  }
  const layout: Layout = { width, regions, places, roads, connections: [] };
  connect(layout, draw);
  return layout;
}

function connect(layout: Layout, draw: Draw): void {
  const { width, regions, roads, connections } = layout;
  const count = regions.length;
  const nameOf = (index: number): string => regions[index]?.name ?? "";
  const blockOf = (index: number): number =>
    Math.floor(Math.floor(index / width) / BLOCK) * width + Math.floor((index % width) / BLOCK);
  // Each block's border cells that face a road (each pair met once, from its west or south cell), so entrances
  // can be drawn per block afterwards.
  const doorways = new Map<number, [number, number][]>();
  for (let index = 0; index < count; index += 1) {
    const i = index % width;
    const neighbours = [i + 1 < width ? index + 1 : -1, index + width];
    for (const other of neighbours) {
      if (other < 0 || other >= count) continue;
      const roadHere = roads[index] === 1;
      const roadThere = roads[other] === 1;
      if (roadHere && roadThere) {
        if (!draw.chance(MISSING_ROAD_SHARE)) connections.push([nameOf(index), nameOf(other)]);
      } else if (!roadHere && !roadThere) {
        connections.push([nameOf(index), nameOf(other)]);
      } else {
        const [land, road] = roadHere ? [other, index] : [index, other];
        const block = blockOf(land);
        const list = doorways.get(block) ?? [];
        if (list.length === 0) doorways.set(block, list);
        list.push([land, road]);
      }
    }
  }
  // Map order is insertion order: deterministic.
  for (const list of doorways.values()) {
    const entrances = 1 + draw.index(Math.min(4, list.length));
    const used = new Set<number>();
    while (used.size < entrances) used.add(draw.index(list.length));
    for (const k of [...used].sort((a, b) => a - b)) {
      const [land, road] = list[k] ?? [0, 0];
      connections.push([nameOf(road), nameOf(land)]);
    }
  }
}
