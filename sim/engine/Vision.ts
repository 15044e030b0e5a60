import { multiPolygon, point as turfPoint, pointToPolygonDistance } from "@turf/turf";
import { fail, ok, type Result } from "../../src/errors/index.js";
import { distanceM, formatVec, type Vec2 } from "../../src/geo/index.js";
import type { SemanticMap } from "../../src/map/index.js";
import { scanPolygon } from "../raster/index.js";
import { footprintContains, type WorldFeature } from "../world/index.js";
import type { TruthWorld } from "./TruthWorld.js";

/** What `inspect` points the camera at: a point object, or (for a landmark) the surface it stands for. */
type Target =
  { kind: "point"; point: Vec2; description: string } | { kind: "surface"; feature: WorldFeature };

/**
 * The simulated vision-language model: it reports the ground-truth description of what it looks at, whatever
 * the query says, when the thing exists, is within `visionRangeM` and in line of sight. Otherwise it says in one
 * sentence why not.
 */
export class Vision {
  readonly #truth: TruthWorld;
  readonly #visionRangeM: number;

  constructor(truth: TruthWorld, { visionRangeM }: { visionRangeM: number }) {
    this.#truth = truth;
    this.#visionRangeM = visionRangeM;
  }

  /**
   * Look at an object by its node name (world objects by name; landmark nodes of `map` through the surface they
   * stand for) from `position`.
   */
  inspect(name: string, { position, map }: { position: Vec2; map: SemanticMap }): Result<string> {
    const target = this.#resolve(name, map);
    if (!target.ok) return target;
    const rangeM = this.#visionRangeM;
    if (target.value.kind === "point") {
      const { point, description } = target.value;
      const awayM = distanceM(position, point);
      if (awayM > rangeM) return fail(this.#tooFar(name, awayM));
      if (!this.#truth.seesObject(position, point)) return fail(this.#hidden(name, position));
      return ok(description);
    }
    const { feature } = target.value;
    if (this.#seesSurface(feature, position)) return ok(feature.description);
    const awayM = this.#distanceToFootprint(feature, position);
    return fail(awayM > rangeM ? this.#tooFar(name, awayM) : this.#hidden(name, position));
  }

  /** Caption of the topmost surface under the robot. */
  describeScene(position: Vec2): Result<string> {
    const surface = this.#truth.surfaceAt(position);
    if (surface === undefined)
      return fail(`there is no mapped ground under the robot at ${formatVec(position)}`);
    return ok(surface.description);
  }

  #resolve(name: string, map: SemanticMap): Result<Target> {
    const { world, objects } = this.#truth;
    const object = objects.get(name);
    if (object !== undefined) {
      return ok({ kind: "point", point: object.point, description: object.feature.description });
    }
    const absent = fail(`there is no ${name} here (nothing of that kind at its mapped position)`);
    const named = world.features.filter((feature) => feature.name === name);
    if (named.some((feature) => feature.layer === "object")) return absent;
    const node = map.get(name);
    if (node?.type === "region") {
      return fail(
        `${name} is a region, not an object; describe_scene tells what a place looks like`,
      );
    }
    if (node !== undefined) {
      const className = node.attributes["class"];
      if (node.attributes["landmark"] !== true || typeof className !== "string") return absent;
      const surface = this.#landmarkSurface(name, className, node.coords);
      return surface === undefined || surface.onlyInPrior
        ? absent
        : ok({ kind: "surface", feature: surface });
    }
    const surface = named.find((feature) => feature.layer === "surface" && !feature.onlyInPrior);
    if (surface !== undefined) return ok({ kind: "surface", feature: surface });
    return fail(`there is no object called "${name}" in the map`);
  }

  /**
   * The surface a landmark node stands for: one of that class (or, for canopy and roofs, a covered surface)
   * whose footprint holds the node — the one with the node's name if it has it.
   */
  #landmarkSurface(name: string, className: string, coords: Vec2): WorldFeature | undefined {
    const covered = className === "tree_cover" || className === "roof";
    const candidates = this.#truth.world.features.filter(
      (feature) =>
        feature.layer === "surface" &&
        (covered ? feature.coveredFromAir : feature.className === className) &&
        footprintContains(feature.footprint, coords),
    );
    return candidates.find((feature) => feature.name === name) ?? candidates[candidates.length - 1];
  }

  /** Some cell of the footprint within range has a clear line of sight (the surface's own cells end the line). */
  #seesSurface(feature: WorldFeature, position: Vec2): boolean {
    const grid = this.#truth.rasters.occluding;
    const rangeM = this.#visionRangeM;
    const cells: { point: Vec2; awayM: number }[] = [];
    const rowLow = grid.cellOf([0, position[1] - rangeM])[1];
    const rowHigh = grid.cellOf([0, position[1] + rangeM])[1];
    for (const rings of feature.footprint) {
      scanPolygon(grid, rings, (row, colStart, colEnd) => {
        if (row < rowLow || row > rowHigh) return;
        const [colLow] = grid.cellOf([position[0] - rangeM, 0]);
        const [colHigh] = grid.cellOf([position[0] + rangeM, 0]);
        for (let col = Math.max(colStart, colLow); col < Math.min(colEnd, colHigh + 1); col += 1) {
          const point = grid.centerOf(col, row);
          const awayM = distanceM(position, point);
          if (awayM <= rangeM) cells.push({ point, awayM });
        }
      });
    }
    cells.sort((a, b) => a.awayM - b.awayM);
    return cells.some(({ point }) => this.#truth.sees(position, point));
  }

  #distanceToFootprint(feature: WorldFeature, position: Vec2): number {
    const { frame } = this.#truth.world;
    const polygons = feature.footprint.map((rings) =>
      rings.map((ring) => ring.map((p) => [...frame.toLonLat(p)])),
    );
    const d = pointToPolygonDistance(
      turfPoint([...frame.toLonLat(position)]),
      multiPolygon(polygons),
      {
        units: "meters",
      },
    );
    return Math.max(0, d);
  }

  #tooFar(name: string, awayM: number): string {
    return `${name} is ${awayM.toFixed(1)} m away; the camera resolves objects within ${this.#visionRangeM} m`;
  }

  #hidden(name: string, position: Vec2): string {
    return `no line of sight to ${name} from ${formatVec(position)}`;
  }
}
