import { distanceM, headingRad, type Vec2 } from "../../src/geo/index.js";
import type { OccupancyGrid } from "../../src/robot/index.js";
import type { SemanticMap } from "../../src/map/index.js";
import type { FitResult } from "./bestReachableFit.js";
import { frontierFit, type FrontierStep } from "./frontierFit.js";
import { obstacleExtent } from "./obstacleExtent.js";

/** How far around the robot the map's regions count as ground already known (the local map's reach). */
const KNOWN_NEAR_M = 30;
/** A known region's ground: its point and a ring this wide around it, as regions stand apart. */
const KNOWN_RING_M = 4;

/** An obstacle met across the way, with its extent across the way. */
export interface Block {
  readonly obstacle: Vec2;
  readonly extent: readonly [Vec2, Vec2];
}

/**
 * What one extend_map call remembers while it follows the free ground of a corridor (frontierFit): the steps it
 * may still take, the ground it covered, the regions the map had when it began, the nearest it stood to the goal
 * and the obstacle that first stopped it.
 */
export class CorridorFollowing {
  #steps: number;
  #followed = false;
  #closestM = Number.POSITIVE_INFINITY;
  #firstBlock: Block | undefined;
  readonly #travelled: Vec2[] = [];
  readonly #knownBefore: ReadonlySet<string>;
  readonly #map: SemanticMap;
  readonly #options: { minProgressM: number; clearanceM: number };

  constructor(
    map: SemanticMap,
    options: { steps: number; minProgressM: number; clearanceM: number },
  ) {
    this.#map = map;
    this.#steps = options.steps;
    this.#knownBefore = new Set(map.regionNames());
    this.#options = options;
  }

  /**
   * The fit to act on this round: once the robot has followed free ground away from the goal, a fit that does not
   * beat the nearest it stood is no progress (it would turn back to where it stood before). Notes the first
   * obstacle met, which is still what blocks the way if following the free ground leads nowhere.
   */
  judge(grid: OccupancyGrid, here: Vec2, goal: Vec2, found: FitResult): FitResult {
    const before = distanceM(here, goal);
    this.#closestM = Math.min(this.#closestM, before);
    this.#travelled.push(here);
    if (found.kind === "none" && found.obstacle !== undefined)
      this.#firstBlock ??= {
        obstacle: found.obstacle,
        extent: obstacleExtent(grid, found.obstacle, headingRad(here, goal)),
      };
    const turnsBack =
      this.#followed &&
      found.kind === "fit" &&
      found.distanceToGoalM > this.#closestM - this.#options.minProgressM;
    if (!turnsBack) return found;
    return {
      kind: "none",
      reason: "no-progress",
      message:
        "no free cell reachable from here is closer to the goal than where the robot already stood",
      goalInObstacle: found.goalInObstacle,
    };
  }

  /** The next step along the free ground, if one is left and leads somewhere not yet covered or known. */
  next(grid: OccupancyGrid, here: Vec2, goal: Vec2): FrontierStep | undefined {
    if (this.#steps <= 0) return undefined;
    // Ground the map already had (the way the robot came, the prior's places) leads nowhere new either.
    const known = this.#map
      .nearestRegions(here, { count: 40, maxDistanceM: KNOWN_NEAR_M })
      .filter((name) => this.#knownBefore.has(name))
      .map((name) => this.#map.coordsOf(name))
      .filter((at): at is Vec2 => at !== undefined)
      .flatMap((p): Vec2[] => [
        p,
        [p[0] + KNOWN_RING_M, p[1]],
        [p[0] - KNOWN_RING_M, p[1]],
        [p[0], p[1] + KNOWN_RING_M],
        [p[0], p[1] - KNOWN_RING_M],
      ]);
    const step = frontierFit(grid, here, goal, {
      clearanceM: this.#options.clearanceM,
      avoid: [...this.#travelled, ...known],
    });
    if (step === undefined) return undefined;
    this.#steps -= 1;
    this.#followed = true;
    this.cover(step.waypoints);
    return step;
  }

  /** Remember the ground a drive along `waypoints` covers, every metre or so. */
  cover(waypoints: readonly Vec2[]): void {
    for (let i = 1; i < waypoints.length; i += 1) {
      const a = waypoints[i - 1] as Vec2;
      const b = waypoints[i] as Vec2;
      const steps = Math.max(1, Math.ceil(distanceM(a, b)));
      for (let k = 1; k <= steps; k += 1)
        this.#travelled.push([
          a[0] + ((b[0] - a[0]) * k) / steps,
          a[1] + ((b[1] - a[1]) * k) / steps,
        ]);
    }
  }

  /** The obstacle to report when the way ends: the one this fit met, else the first one met. */
  block(grid: OccupancyGrid, here: Vec2, goal: Vec2, fit: FitResult): Block | undefined {
    if (fit.kind === "none" && fit.obstacle !== undefined)
      return {
        obstacle: fit.obstacle,
        extent: obstacleExtent(grid, fit.obstacle, headingRad(here, goal)),
      };
    return this.#firstBlock;
  }
}
