import { ok, fail, type Result } from "../../src/errors/index.js";
import { formatVec, type Vec2 } from "../../src/geo/index.js";
import type { GraphDelta } from "../../src/map/index.js";
import type {
  NavigateOptions,
  NavigationResult,
  NavigationStatus,
  OccupancyGrid,
  Pose,
  RobotClock,
  RobotPort,
} from "../../src/robot/index.js";
import { GraphWorldSimulation, type GraphWorldSimulationOptions } from "./GraphWorldSimulation.js";
import type { TrajectorySample } from "./types.js";

const DEFAULT_GOAL_TOLERANCE_M = 1;

/**
 * A {@link RobotPort} over a {@link GraphWorldSimulation}. Navigation follows one truth edge per call: the goal
 * must be (within tolerance) the position of a region connected in the truth to the robot's region, otherwise
 * the goal is `blocked` and the robot does not move. Finding multi-hop routes is the agent's job.
 */
export class GraphWorldPort implements RobotPort {
  readonly kind = "graph-world";
  readonly simulation: GraphWorldSimulation;
  readonly #unsubscribes = new Set<() => void>();
  #closed = false;

  constructor(options: GraphWorldSimulationOptions | { simulation: GraphWorldSimulation }) {
    this.simulation =
      "simulation" in options ? options.simulation : new GraphWorldSimulation(options);
  }

  get clock(): RobotClock {
    return this.simulation.clock;
  }

  /** Where the robot has been, with simulated times. */
  get trajectory(): readonly TrajectorySample[] {
    return this.simulation.trajectory;
  }

  get odometerM(): number {
    return this.simulation.odometerM;
  }

  fetchSnapshot(): Promise<Result<unknown>> {
    return Promise.resolve(ok(structuredClone(this.simulation.snapshot())));
  }

  onGraphMessage(listener: (message: unknown) => void): () => void {
    const unsubscribe = this.simulation.onDelta(listener);
    const remove = (): void => {
      unsubscribe();
      this.#unsubscribes.delete(remove);
    };
    this.#unsubscribes.add(remove);
    return remove;
  }

  pose(): Pose {
    const [x, y] = this.simulation.position;
    return { x, y, yawRad: this.simulation.headingRad };
  }

  costmap(): OccupancyGrid | undefined {
    return undefined;
  }

  navigate(goal: Pose, options: NavigateOptions = {}): Promise<NavigationResult> {
    const { toleranceM = DEFAULT_GOAL_TOLERANCE_M, signal } = options;
    if (this.#closed) return this.#result("failed", 0, "the graph-world robot is closed");
    if (signal?.aborted === true) return this.#result("cancelled", 0, "navigation was cancelled");
    const target: Vec2 = [goal.x, goal.y];
    const from = this.simulation.location;
    const region = this.simulation.regionAt(target, toleranceM);
    if (region === undefined) {
      return this.#result(
        "blocked",
        0,
        `blocked at ${from}: no region within ${toleranceM} m of ${formatVec(target)} is connected to ${from}`,
      );
    }
    const move = this.simulation.moveTo(region);
    if (!move.ok) {
      return this.#result("blocked", 0, `blocked at ${from}: ${move.error}`);
    }
    return this.#result("reached", move.value.distanceM, `reached ${region}`);
  }

  /**
   * Accepted and ignored: a graph world has no detector, and objects are revealed by `map_region` whatever the
   * labels are.
   */
  setLabels(labels: readonly string[]): Promise<Result<string>> {
    return Promise.resolve(
      ok(`labels accepted (${labels.join(", ")}); a graph world reveals every object regardless`),
    );
  }

  /** The query is not used: the truth description is everything the simulated model can see. */
  inspect(object: string, _query: string): Promise<Result<string>> {
    if (this.#closed) return Promise.resolve(fail("the graph-world robot is closed"));
    return Promise.resolve(this.simulation.inspect(object));
  }

  /** `map_region` at the robot's region. */
  describeScene(): Promise<Result<string>> {
    if (this.#closed) return Promise.resolve(fail("the graph-world robot is closed"));
    return Promise.resolve(this.simulation.mapRegion());
  }

  publishAgentUpdate(delta: Omit<GraphDelta, "seq">): void {
    if (this.#closed) return;
    this.simulation.adoptAgentUpdate(delta);
  }

  exploreToward(goal: readonly [number, number]): Promise<Result<string>> {
    if (this.#closed) return Promise.resolve(fail("the graph-world robot is closed"));
    return Promise.resolve(this.simulation.extendToward(goal));
  }

  /** Moves are instantaneous in wall time, so there is never an active goal to cancel. */
  stop(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.#closed = true;
    for (const unsubscribe of [...this.#unsubscribes]) unsubscribe();
    return Promise.resolve();
  }

  #result(status: NavigationStatus, distanceM: number, message: string): Promise<NavigationResult> {
    return Promise.resolve({ status, pose: this.pose(), distanceM, message });
  }
}
