import type { Vec2 } from "../../src/geo/index.js";
import { priorFeatures, truthFeatures, type World, type WorldFeature } from "../world/index.js";
import { Grid } from "./Grid.js";
import { scanPolygon } from "./scanPolygon.js";
import { traverseCells } from "./traverseCells.js";

/** Which version of the world to rasterize: what is on the ground, or what the satellite prior shows. */
export type WorldView = "truth" | "prior";

export interface WorldRasters {
  /** 1 where the robot can drive, 0 elsewhere. */
  traversable: Grid;
  /** 1 where something blocks line of sight. */
  occluding: Grid;
  /** `feature.index + 1` of the topmost surface at the cell, 0 where there is none. */
  surface: Grid;
}

export interface BuildWorldRastersOptions {
  view: WorldView;
  resolutionM?: number;
  /** Empty border around the world's bounds, so paths and sight lines can skirt the outermost features. */
  marginM?: number;
}

/**
 * Rasterize a world for one view. Surfaces are painted in file order (later wins); cells without a surface are
 * not drivable; obstacles then block driving and sight whatever lies under them. In the prior view a
 * `coveredFromAir` surface looks like what covers it: not drivable and occluding, though the cell keeps the
 * surface's index so a map builder can tell canopy from forest.
 *
 * @example
 * const { traversable, occluding } = buildWorldRasters(world, { view: "truth" });
 */
export function buildWorldRasters(
  world: World,
  { view, resolutionM = 0.5, marginM = 10 }: BuildWorldRastersOptions,
): WorldRasters {
  const { minX, minY, maxX, maxY } = world.boundsM;
  // Snap the origin to the resolution so both views and every world share one cell lattice.
  const originX = Math.floor((minX - marginM) / resolutionM) * resolutionM;
  const originY = Math.floor((minY - marginM) / resolutionM) * resolutionM;
  const width = Math.ceil((maxX + marginM - originX) / resolutionM);
  const height = Math.ceil((maxY + marginM - originY) / resolutionM);
  const surface = new Grid({ originX, originY, resolutionM, width, height, cellType: "uint32" });
  const traversable = surface.like();
  const occluding = surface.like();

  const features = view === "truth" ? truthFeatures(world) : priorFeatures(world);
  for (const feature of features) {
    if (feature.layer !== "surface") continue;
    const hidden = view === "prior" && feature.coveredFromAir;
    const drivable = feature.traversable && !hidden ? 1 : 0;
    const blocksSight = feature.occludes || hidden ? 1 : 0;
    for (const rings of feature.footprint) {
      scanPolygon(surface, rings, (row, colStart, colEnd) => {
        const start = row * width + colStart;
        const end = row * width + colEnd;
        surface.data.fill(feature.index + 1, start, end);
        traversable.data.fill(drivable, start, end);
        occluding.data.fill(blocksSight, start, end);
      });
    }
  }
  for (const feature of features) {
    if (feature.layer === "obstacle") stampObstacle(feature, traversable, occluding);
  }
  return { traversable, occluding, surface };
}

/**
 * Cells whose centre is inside the obstacle, plus every cell its outline touches: a 0.5 m fence at 0.5 m
 * resolution would otherwise rasterize as a dotted line the robot could slip through.
 */
function stampObstacle(feature: WorldFeature, traversable: Grid, occluding: Grid): void {
  const block = (col: number, row: number): boolean => {
    traversable.set(col, row, 0);
    occluding.set(col, row, 1);
    return true;
  };
  const { width } = traversable;
  for (const rings of feature.footprint) {
    scanPolygon(traversable, rings, (row, colStart, colEnd) => {
      traversable.data.fill(0, row * width + colStart, row * width + colEnd);
      occluding.data.fill(1, row * width + colStart, row * width + colEnd);
    });
    for (const ring of rings) {
      ring.forEach((point: Vec2, i) => {
        const next = ring[i + 1];
        if (next !== undefined) traverseCells(traversable, point, next, block);
      });
    }
  }
}
