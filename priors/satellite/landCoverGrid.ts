import type { Vec2 } from "../../src/geo/index.js";
import {
  buildWorldRasters,
  scanPolygon,
  traverseCells,
  type Grid,
} from "../../sim/raster/index.js";
import {
  classSeenFromAir,
  priorFeatures,
  type World,
  type WorldFeature,
} from "../../sim/world/index.js";
import { classInfo } from "../tags/index.js";

/** The land-cover classes a world shows from above, on its ENU lattice. */
export interface LandCoverGrid {
  /** Grid of class values (0 = nothing, then 1, 2, … into `palette`). */
  grid: Grid;
  /** Palette entries by value: a class name, or the class with attributes the class tables do not give. */
  palette: Map<number, string | Record<string, unknown>>;
}

/**
 * What a land-cover segmentation of overhead imagery would give for a world: the topmost prior surface of each
 * cell (a covered one as its cover: `tree_cover`, `roof`), and the prior's obstacles over them, painted as
 * `buildWorldRasters` stamps them. Objects are points and do not show.
 */
export function landCoverGrid(
  world: World,
  { resolutionM = 0.5 }: { resolutionM?: number } = {},
): LandCoverGrid {
  const { surface } = buildWorldRasters(world, { view: "prior", resolutionM });
  const grid = surface.like("uint32");
  const palette = new Map<number, string | Record<string, unknown>>();
  const valueOf = new Map<string, number>();
  const classValue = (feature: WorldFeature): number => {
    const covered = feature.layer === "surface" && feature.coveredFromAir;
    const className = classSeenFromAir(feature);
    const info = classInfo(className, feature.layer);
    const plain =
      covered ||
      feature.layer === "obstacle" ||
      (info.known &&
        info.traversable === feature.traversable &&
        info.occludes === feature.occludes);
    const entry = plain
      ? className
      : {
          class: className,
          layer: feature.layer,
          traversable: feature.traversable,
          occludes: feature.occludes,
        };
    const key = JSON.stringify(entry);
    let value = valueOf.get(key);
    if (value === undefined) {
      value = valueOf.size + 1;
      valueOf.set(key, value);
      palette.set(value, entry);
    }
    return value;
  };
  const byIndex = new Map(world.features.map((feature) => [feature.index, feature]));
  const valueByIndex = new Map<number, number>();
  for (let k = 0; k < surface.data.length; k += 1) {
    const index = (surface.data[k] ?? 0) - 1;
    if (index < 0) continue;
    let value = valueByIndex.get(index);
    if (value === undefined) {
      const feature = byIndex.get(index);
      if (feature === undefined)
        throw new Error(`surface raster names feature ${index}, which the world lacks`);
      value = classValue(feature);
      valueByIndex.set(index, value);
    }
    grid.data[k] = value;
  }
  for (const feature of priorFeatures(world)) {
    if (feature.layer === "obstacle") paintObstacle(grid, feature.footprint, classValue(feature));
  }
  return { grid, palette };
}

/** Cells inside the obstacle and every cell its outline touches, as the simulator's rasters block them. */
function paintObstacle(grid: Grid, footprint: readonly (readonly Vec2[])[][], value: number): void {
  for (const rings of footprint) {
    scanPolygon(grid, rings, (row, colStart, colEnd) => {
      grid.data.fill(value, row * grid.width + colStart, row * grid.width + colEnd);
    });
    for (const ring of rings) {
      ring.forEach((point, i) => {
        const next = ring[i + 1];
        if (next !== undefined)
          traverseCells(grid, point, next, (col, row) => {
            grid.set(col, row, value);
            return true;
          });
      });
    }
  }
}
