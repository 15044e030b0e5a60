import type { Vec2 } from "../src/geo/index.js";
import type { Grid } from "../sim/raster/index.js";

/**
 * What the prior builder needs to know about one mapped feature, whatever produced it (a simulated world, a
 * segmented satellite image, OpenStreetMap). There is deliberately no free-text description: every node
 * description is derived from the class, as a segmentation model would label it, so ground truth from a
 * simulated world cannot leak into the prior.
 */
export interface PriorFeature {
  /** Identifies the feature in the `surface` grid (cell value = index + 1). */
  index: number;
  layer: "surface" | "obstacle" | "object";
  /** snake_case class: `road`, `water`, `radio_tower`, … */
  className: string;
  /** A name to keep for the node (objects, landmarks). Leave out for `<class>_<k>`. */
  name?: string;
  /** Surfaces: the robot can drive on it. */
  traversable: boolean;
  /** Surfaces hidden from overhead imagery; the builder sees only their cover. */
  coveredFromAir?: boolean;
  /** What covers a `coveredFromAir` surface; trees unless said otherwise. */
  cover?: "trees" | "roof";
  /** Centrelines of linear features, ENU metres. */
  lines?: Vec2[][];
  /** Polygons as rings (outer first, then holes), ENU metres, lines already buffered. */
  footprint: Vec2[][][];
  /** Objects: where the object stands, ENU metres. */
  point?: Vec2;
}

export interface BuildPriorGraphOptions {
  features: readonly PriorFeature[];
  /** 1 where the prior says the robot can drive. */
  traversable: Grid;
  /** 1 where the prior says line of sight is blocked. */
  occluding: Grid;
  /** `index + 1` of the topmost surface per cell, used to name regions; rasterized here when left out. */
  surface?: Grid;
  /** Distance between region nodes along roads, paths, bridges, … */
  roadSpacingM?: number;
  /** Lattice spacing of region nodes over open ground. */
  openSpacingM?: number;
  /** Regions further apart than this × their spacing are not joined. */
  edgeReachFactor?: number;
  /** Most edges each node proposes (to its nearest neighbours). */
  maxNeighbours?: number;
  /** Objects and landmarks attach to a region at most this far away with line of sight. */
  attachRadiusM?: number;
  /** Where the robot is; the nearest region becomes `robot_location`. */
  robotStart?: Vec2;
}
