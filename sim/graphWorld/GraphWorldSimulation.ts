import { fail, ok, type Result } from "../../src/errors/index.js";
import { distanceM, headingRad, formatVec, type Vec2 } from "../../src/geo/index.js";
import {
  applyDelta,
  mapFromGraphJson,
  mapToGraphJson,
  type DeltaReport,
  type GraphDelta,
  type GraphSnapshotMessage,
  type SemanticMap,
} from "../../src/map/index.js";
import type { RobotClock } from "../../src/robot/index.js";
import {
  findExtension,
  revealMove,
  revealObject,
  revealRegion,
  revealScene,
  type DeltaBody,
} from "./reveals.js";
import type { GraphWorld, TrajectorySample } from "./types.js";

export interface GraphWorldSimulationOptions {
  world: GraphWorld;
  /** Driving speed; moving costs distance / speed seconds. Default 0.5 m/s. */
  speedMps?: number;
  /** Simulated seconds per vision-language query (`map_region`, `inspect`). Default 2 s. */
  vlmQuerySec?: number;
}

/** A completed move along one truth edge. */
export interface GraphMove {
  from: string;
  to: string;
  distanceM: number;
  durationSec: number;
}

/**
 * A headless graph world (world-format.md §3, modelled on SPINE's PRISM simulator): the truth graph, the map the
 * agent knows (prior + everything revealed + the agent's own updates), the robot's region and a simulated clock.
 * Every change to the known map goes out to listeners as a graph delta with consecutive `seq` (§4).
 *
 * NOTE: single-threaded and synchronous: listeners are called before the mutating method returns, in seq order.
 */
export class GraphWorldSimulation {
  readonly world: GraphWorld;
  readonly speedMps: number;
  readonly vlmQuerySec: number;
  readonly clock: RobotClock;
  readonly #truth: SemanticMap;
  readonly #known: SemanticMap;
  readonly #listeners = new Set<(delta: GraphDelta) => void>();
  readonly #trajectory: TrajectorySample[];
  #timeSec = 0;
  #seq = 0;
  #location: string;
  #headingRad = 0;
  #odometerM = 0;

  constructor(options: GraphWorldSimulationOptions) {
    const { world, speedMps = 0.5, vlmQuerySec = 2 } = options;
    if (!(speedMps > 0)) throw new RangeError(`speedMps must be positive, got ${speedMps}`);
    if (!(vlmQuerySec >= 0)) throw new RangeError(`vlmQuerySec must be ≥ 0, got ${vlmQuerySec}`);
    this.world = world;
    this.speedMps = speedMps;
    this.vlmQuerySec = vlmQuerySec;
    this.#truth = mapFromGraphJson(world.truth);
    this.#known = mapFromGraphJson(world.prior);
    this.#location = world.start;
    this.#trajectory = [{ tSec: 0, position: this.position }];
    this.clock = { nowSec: () => this.#timeSec };
  }

  /** The robot's region (a truth region). */
  get location(): string {
    return this.#location;
  }

  get position(): Vec2 {
    return this.#truthCoords(this.#location);
  }

  /** Heading of the last move, counter-clockwise from east; 0 before the first. */
  get headingRad(): number {
    return this.#headingRad;
  }

  get odometerM(): number {
    return this.#odometerM;
  }

  /** Where the robot has been: the start, then every region it arrived at. It drives straight between them. */
  get trajectory(): readonly TrajectorySample[] {
    return this.#trajectory;
  }

  /** The seq of the last delta sent (0 before any). */
  get seq(): number {
    return this.#seq;
  }

  /** The map the agent should hold now, `{seq, stamp, snapshot}`, for start-up and resync. */
  snapshot(): GraphSnapshotMessage {
    const snapshot = mapToGraphJson(this.#known);
    // The agent may have moved robot_location in its own updates; the robot is where the simulation says.
    if (this.#known.isRegion(this.#location)) snapshot.robot_location = this.#location;
    return { seq: this.#seq, stamp: this.#timeSec, snapshot };
  }

  /** Subscribe to deltas; returns an unsubscribe function. Each listener gets its own copy. */
  onDelta(listener: (delta: GraphDelta) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The truth region within `toleranceM` of a point (the nearest one), if any. */
  regionAt(point: Vec2, toleranceM: number): string | undefined {
    return this.#truth.nearestRegions(point, { count: 1, maxDistanceM: toleranceM })[0];
  }

  /** Truth coordinates of a region or object, for mission evaluation. */
  truthCoords(name: string): Vec2 | undefined {
    return this.#truth.coordsOf(name);
  }

  /** Move along one truth edge. Anything else is blocked: there is no multi-hop driving here. */
  moveTo(region: string): Result<GraphMove> {
    const from = this.#location;
    if (region === from) return ok({ from, to: region, distanceM: 0, durationSec: 0 });
    if (!this.#truth.isRegion(region) || !this.#truth.hasEdge(from, region)) {
      return fail(`"${region}" is not a region connected to "${from}"`);
    }
    const start = this.position;
    const end = this.#truthCoords(region);
    const distance = distanceM(start, end);
    const durationSec = distance / this.speedMps;
    if (distance > 0) this.#headingRad = headingRad(start, end);
    this.#timeSec += durationSec;
    this.#odometerM += distance;
    this.#trajectory.push({ tSec: this.#timeSec, position: end });
    this.#emit(revealMove(this.#truth, this.#known, { from, to: region }));
    this.#location = region;
    return ok({ from, to: region, distanceM: distance, durationSec });
  }

  /** `map_region` at the robot's region: reveals its neighbours, edges and description; returns the description. */
  mapRegion(): Result<string> {
    const region = this.#location;
    this.#timeSec += this.vlmQuerySec;
    this.#emit(revealScene(this.#truth, this.#known, region));
    const description = this.#truth.get(region)?.attributes["description"];
    return ok(
      typeof description === "string"
        ? description
        : region.replace(/_\d+$/, "").replaceAll("_", " "),
    );
  }

  /** `inspect(o)`: o's description, when o can be seen from the robot's region in the truth. */
  inspect(object: string): Result<string> {
    const at = this.#location;
    if (!this.#truth.isObject(object)) {
      return fail(
        this.#truth.isRegion(object)
          ? `inspect takes an object, but "${object}" is a region`
          : `there is no object "${object}" to inspect`,
      );
    }
    if (!this.#truth.hasEdge(object, at)) {
      return fail(
        `"${object}" cannot be seen from "${at}"; go to a region connected to it, then inspect`,
      );
    }
    this.#timeSec += this.vlmQuerySec;
    this.#emit(revealObject(this.#truth, this.#known, { object, at }));
    const description = this.#truth.get(object)?.attributes["description"];
    return ok(typeof description === "string" ? description : `nothing notable about ${object}`);
  }

  /** `extend_map(x, y)`: reveal the nearest unknown region toward the goal that joins the known map. */
  extendToward(goal: Vec2): Result<string> {
    const region = findExtension(this.#truth, this.#known, goal);
    if (region === undefined) {
      return fail(`no unknown region connected to the known map lies toward ${formatVec(goal)}`);
    }
    this.#emit(revealRegion(this.#truth, this.#known, region));
    return ok(region);
  }

  /**
   * Adopt a change the agent made itself (e.g. an inspect answer stored as an attribute): it joins the known
   * map, so snapshots include it, but it is not echoed back and does not use a seq.
   */
  adoptAgentUpdate(delta: DeltaBody): DeltaReport {
    return applyDelta(this.#known, { ...delta, seq: this.#seq });
  }

  #emit(body: DeltaBody): void {
    if (Object.keys(body).length === 0) return;
    this.#seq += 1;
    const delta: GraphDelta = { seq: this.#seq, stamp: this.#timeSec, ...body };
    // Computed from the known map, so it applies cleanly unless the agent's own updates made the known map odd
    // (e.g. removed the robot's region); the receiver then skips the same items this copy skips.
    applyDelta(this.#known, delta);
    for (const listener of [...this.#listeners]) listener(structuredClone(delta));
  }

  #truthCoords(name: string): Vec2 {
    const coords = this.#truth.coordsOf(name);
    if (coords === undefined) throw new Error(`graph world: "${name}" is not in the truth`);
    return coords;
  }
}
