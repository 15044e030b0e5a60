import type { Vec2 } from "../src/geo/index.js";
import type { Grid } from "../sim/raster/index.js";
import type { NameAllocator } from "./NameAllocator.js";
import { PointIndex } from "./PointIndex.js";
import type { PriorFeature } from "./types.js";

/** A region node being built. */
export interface RegionDraft {
  id: number;
  name: string;
  className: string;
  point: Vec2;
  /** The spacing it was placed with; it decides how far its edges reach. */
  spacingM: number;
  /** The name of the surface it stands on, in words ("north gate road"), when the source names it. */
  place?: string;
  /** The number that name ends in ("lock_3": 3), which says which of several so named it is. */
  placeNumber?: number;
}

/**
 * The region nodes placed so far, with a spatial index, named on arrival after the surface class under them
 * (`road_3`, `bridge_1`) so a road node that lands on a bridge drawn over it is a bridge node.
 */
export class RegionSet {
  readonly regions: RegionDraft[] = [];
  readonly index = new PointIndex();
  readonly #surface: Grid;
  readonly #classByIndex: ReadonlyMap<number, string>;
  readonly #placeByIndex: ReadonlyMap<number, string>;
  readonly #numberByIndex: ReadonlyMap<number, number>;
  readonly #names: NameAllocator;

  constructor(options: { surface: Grid; features: readonly PriorFeature[]; names: NameAllocator }) {
    this.#surface = options.surface;
    this.#classByIndex = new Map(
      options.features.map((feature) => [feature.index, feature.className]),
    );
    this.#names = options.names;
    this.#placeByIndex = new Map(
      options.features
        .filter((feature) => feature.layer === "surface" && feature.name !== undefined)
        .map((feature) => [
          feature.index,
          (feature.name ?? "").replace(/_\d+$/, "").replace(/_/g, " "),
        ]),
    );
    // ("lock_3": the place is "lock", and the number says which lock.)
    this.#numberByIndex = new Map(
      options.features.flatMap((feature) => {
        const number = /_(\d+)$/.exec(feature.name ?? "")?.[1];
        return feature.layer === "surface" && number !== undefined
          ? [[feature.index, Number(number)] as const]
          : [];
      }),
    );
  }

  add(point: Vec2, spacingM: number): RegionDraft {
    const number = this.#numberByIndex.get(this.#surface.valueAt(point) - 1);
    const value = this.#surface.valueAt(point);
    const className = value === 0 ? "region" : (this.#classByIndex.get(value - 1) ?? "region");
    const place = value === 0 ? undefined : this.#placeByIndex.get(value - 1);
    const region: RegionDraft = {
      id: this.regions.length,
      name: this.#names.next(className),
      className,
      point,
      spacingM,
      ...(place === undefined ? {} : { place }),
      ...(place === undefined || number === undefined ? {} : { placeNumber: number }),
    };
    this.regions.push(region);
    this.index.insert(region.id, point);
    return region;
  }

  /** Whether any region lies within `radiusM` of the point. */
  anyWithin(point: Vec2, radiusM: number): boolean {
    return this.index.nearest(point, { count: 1, maxDistanceM: radiusM }).length > 0;
  }

  get(id: number): RegionDraft {
    const region = this.regions[id];
    if (region === undefined) throw new Error(`no region with id ${id}`);
    return region;
  }
}
