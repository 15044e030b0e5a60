import { roundVec, type Vec2 } from "../../src/geo/index.js";
import type { GraphJson } from "../../src/map/index.js";
import { buildWorldGraph } from "../../priors/index.js";
import { buildWorldRasters, lineOfSight, type WorldRasters } from "../raster/index.js";
import type { World, WorldFeature } from "../world/index.js";
import { PointIndex, type NamedPoint } from "./PointIndex.js";

/** A region of the truth graph: where an onboard mapper would put a region node if it saw this place. */
export interface TruthRegion extends NamedPoint {
  /** Class of the topmost surface under it (`trail`, `grass`, …): the prefix a new region is named with. */
  readonly className: string;
}

/** How far an object's point may lie inside the obstacle it lies on (a trunk's half-width, a heap's). */
const OBSTACLE_SIDE_M = 3;

/** An object that exists on the ground. */
export interface TruthObject extends NamedPoint {
  readonly className: string;
  readonly feature: WorldFeature;
}

/**
 * What is really there, prepared for fast questions: truth rasters (drivable, occluding, topmost surface), the
 * truth region graph (the builder run on the ground truth, the mapper's source of candidate regions and edges),
 * and R-trees over truth regions and objects.
 */
export class TruthWorld {
  readonly world: World;
  readonly rasters: WorldRasters;
  readonly graph: GraphJson;
  readonly regions: PointIndex<TruthRegion>;
  readonly objects: PointIndex<TruthObject>;
  readonly #neighbours = new Map<string, string[]>();
  readonly #featureByIndex = new Map<number, WorldFeature>();

  constructor(world: World, { resolutionM }: { resolutionM: number }) {
    this.world = world;
    this.rasters = buildWorldRasters(world, { view: "truth", resolutionM });
    this.graph = buildWorldGraph(world, { view: "truth", resolutionM, rasters: this.rasters });
    for (const feature of world.features) this.#featureByIndex.set(feature.index, feature);
    this.regions = new PointIndex(
      this.graph.regions.map((node): TruthRegion => {
        const point: Vec2 = [node.coords[0], node.coords[1]];
        return {
          name: node.name,
          point,
          className: this.surfaceAt(point)?.className ?? node.name.replace(/_\d+$/, ""),
        };
      }),
    );
    for (const [a, b] of this.graph.region_connections) {
      this.#link(a, b);
      this.#link(b, a);
    }
    this.objects = new PointIndex(
      world.features.flatMap((feature): TruthObject[] =>
        feature.layer === "object" && !feature.onlyInPrior && feature.point !== undefined
          ? [
              {
                name: feature.name,
                point: roundVec(feature.point),
                className: feature.className,
                feature,
              },
            ]
          : [],
      ),
    );
  }

  /** Truth-graph neighbours of a truth region. */
  neighboursOf(region: string): readonly string[] {
    return this.#neighbours.get(region) ?? [];
  }

  /** The world feature with this index (`surface` raster cells hold index + 1). */
  feature(index: number): WorldFeature | undefined {
    return this.#featureByIndex.get(index);
  }

  /** The topmost surface that exists at a point. */
  surfaceAt(point: Vec2): WorldFeature | undefined {
    const value = this.rasters.surface.valueAt(point);
    return value === 0 ? undefined : this.feature(value - 1);
  }

  isDrivable(point: Vec2): boolean {
    return this.rasters.traversable.valueAt(point) !== 0;
  }

  /** Nothing occluding strictly between a and b (their own cells do not count). */
  sees(a: Vec2, b: Vec2): boolean {
    return lineOfSight(this.rasters.occluding, a, b);
  }

  /**
   * Whether a camera at `from` sees the object at `at`. An object lying on an obstacle (a fallen tree along its
   * trunk) is seen when the obstacle's near side is: the first free ground toward the camera, within
   * OBSTACLE_SIDE_M of the object's point, is in sight.
   */
  seesObject(from: Vec2, at: Vec2): boolean {
    if (this.sees(from, at)) return true;
    const grid = this.rasters.occluding;
    if (grid.valueAt(at) === 0) return false;
    const awayM = Math.hypot(from[0] - at[0], from[1] - at[1]);
    const step = grid.resolutionM / 2;
    for (let backM = step; backM <= Math.min(OBSTACLE_SIDE_M, awayM); backM += step) {
      const near: Vec2 = [
        at[0] + ((from[0] - at[0]) * backM) / awayM,
        at[1] + ((from[1] - at[1]) * backM) / awayM,
      ];
      if (grid.valueAt(near) === 0) return this.sees(from, near);
    }
    return false;
  }

  #link(from: string, to: string): void {
    const list = this.#neighbours.get(from);
    if (list === undefined) this.#neighbours.set(from, [to]);
    else list.push(to);
  }
}
