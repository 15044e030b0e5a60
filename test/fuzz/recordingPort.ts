/**
 * A RobotPort that records every call the agent makes and answers at once: navigation reaches its goal in
 * simulated time, the costmap is an all-free grid centred on the robot (so exploration runs its real
 * best-reachable-fit search), the vision calls answer with fixed text. The fuzz oracle checks the recording.
 */
import { ok, type Result } from "../../src/errors/index.js";
import type { GraphDelta } from "../../src/map/index.js";
import type {
  NavigateOptions,
  NavigationResult,
  OccupancyGrid,
  Pose,
  RobotClock,
  RobotPort,
} from "../../src/robot/index.js";

export type PortCall =
  | { readonly method: "navigate"; readonly goal: Pose; readonly options?: NavigateOptions }
  | { readonly method: "setLabels"; readonly labels: readonly string[] }
  | { readonly method: "inspect"; readonly object: string; readonly query: string }
  | { readonly method: "describeScene" }
  | { readonly method: "publishAgentUpdate"; readonly delta: Omit<GraphDelta, "seq"> }
  | { readonly method: "exploreToward"; readonly goal: readonly [number, number] };

export interface RecordingPortOptions {
  /** The map the robot starts with, `{seq, snapshot}` as a robot sends it. */
  snapshot: unknown;
  start: Pose;
  /** Give the agent a local costmap (all free); without one the port behaves like a graph world's. */
  costmap?: boolean;
}

const GRID_CELLS = 40;
const GRID_RESOLUTION_M = 0.5;
const SPEED_M_PER_S = 1;

export class RecordingPort implements RobotPort {
  readonly kind = "fuzz";
  readonly calls: PortCall[] = [];
  readonly clock: RobotClock;
  readonly #options: RecordingPortOptions;
  #pose: Pose;
  #nowSec = 0;
  readonly #freeCells = new Int8Array(GRID_CELLS * GRID_CELLS);

  constructor(options: RecordingPortOptions) {
    this.#options = options;
    this.#pose = options.start;
    this.clock = { nowSec: () => this.#nowSec };
  }

  fetchSnapshot(): Promise<Result<unknown>> {
    return Promise.resolve(ok(this.#options.snapshot));
  }

  onGraphMessage(): () => void {
    return () => undefined;
  }

  pose(): Pose {
    return this.#pose;
  }

  costmap(): OccupancyGrid | undefined {
    if (this.#options.costmap !== true) return undefined;
    const half = (GRID_CELLS * GRID_RESOLUTION_M) / 2;
    return {
      resolutionM: GRID_RESOLUTION_M,
      width: GRID_CELLS,
      height: GRID_CELLS,
      originX: this.#pose.x - half,
      originY: this.#pose.y - half,
      data: this.#freeCells,
      stampSec: this.#nowSec,
    };
  }

  navigate(goal: Pose, options?: NavigateOptions): Promise<NavigationResult> {
    this.calls.push({ method: "navigate", goal, ...(options === undefined ? {} : { options }) });
    const distanceM = Math.hypot(goal.x - this.#pose.x, goal.y - this.#pose.y);
    this.#pose = goal;
    this.#nowSec += distanceM / SPEED_M_PER_S;
    return Promise.resolve({ status: "reached", pose: goal, distanceM, message: "reached" });
  }

  setLabels(labels: readonly string[]): Promise<Result<string>> {
    this.calls.push({ method: "setLabels", labels: [...labels] });
    return Promise.resolve(ok("labels set"));
  }

  inspect(object: string, query: string): Promise<Result<string>> {
    this.calls.push({ method: "inspect", object, query });
    return Promise.resolve(ok("it looks intact"));
  }

  describeScene(): Promise<Result<string>> {
    this.calls.push({ method: "describeScene" });
    return Promise.resolve(ok("open ground"));
  }

  publishAgentUpdate(delta: Omit<GraphDelta, "seq">): void {
    this.calls.push({ method: "publishAgentUpdate", delta: structuredClone(delta) });
  }

  stop(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
