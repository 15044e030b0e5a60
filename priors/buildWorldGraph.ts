import type { GraphJson } from "../src/map/index.js";
import { buildWorldRasters, type WorldRasters, type WorldView } from "../sim/raster/index.js";
import { priorFeatures, truthFeatures, type World, type WorldFeature } from "../sim/world/index.js";
import { buildPriorGraph } from "./buildPriorGraph.js";
import type { BuildPriorGraphOptions, PriorFeature } from "./types.js";

export interface BuildWorldGraphOptions extends Omit<
  BuildPriorGraphOptions,
  "features" | "traversable" | "occluding" | "surface" | "robotStart"
> {
  /** "prior": what the satellite shows (the planner's starting map); "truth": the same builder on the ground truth. */
  view: WorldView;
  resolutionM?: number;
  /** Rasters of the same view, if the caller already has them. */
  rasters?: WorldRasters;
}

/**
 * The graph of a simulated world: its rasters for the view, its features reduced to what a map source knows
 * (class, geometry, explicit names — never the ground-truth descriptions), and {@link buildPriorGraph}. In the
 * truth view the ground under canopy is visible, so nothing counts as covered. The robot's start becomes
 * `robot_location`.
 *
 * @example
 * const prior = buildWorldGraph(world, { view: "prior" });
 */
export function buildWorldGraph(world: World, options: BuildWorldGraphOptions): GraphJson {
  const { view, resolutionM, rasters: given, ...builderOptions } = options;
  const rasters =
    given ?? buildWorldRasters(world, resolutionM === undefined ? { view } : { view, resolutionM });
  const features = (view === "prior" ? priorFeatures(world) : truthFeatures(world)).map((feature) =>
    toPriorFeature(feature, { seeUnderCover: view === "truth" }),
  );
  return buildPriorGraph({ ...builderOptions, ...rasters, features, robotStart: world.start });
}

function toPriorFeature(
  feature: WorldFeature,
  { seeUnderCover }: { seeUnderCover: boolean },
): PriorFeature {
  const prior: PriorFeature = {
    index: feature.index,
    layer: feature.layer,
    className: feature.className,
    traversable: feature.traversable,
    coveredFromAir: feature.coveredFromAir && !seeUnderCover,
    footprint: feature.footprint,
  };
  // Objects keep their names as node names (world-format.md §1); other features only when named in the file.
  if (feature.layer === "object" || feature.nameIsExplicit) prior.name = feature.name;
  if (feature.cover !== undefined) prior.cover = feature.cover;
  if (feature.lines !== undefined) prior.lines = feature.lines;
  if (feature.point !== undefined) prior.point = feature.point;
  return prior;
}
