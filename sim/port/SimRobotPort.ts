import { setTimeout as sleep } from "node:timers/promises";
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
import type { Drive, Simulation } from "../engine/index.js";

export interface SimRobotPortOptions {
  /**
   * Pace the simulation against the wall clock: 1 = real time, 10 = ten times faster. Left out, every call
   * resolves at once (simulated time only), which is what tests and batch evaluation want.
   */
  realtimeFactor?: number;
  /** Wall-clock length of one paced slice; cancellation is noticed between slices. */
  sliceMs?: number;
}

/**
 * The built-in simulator as a {@link RobotPort} (kind "sim"), in-process. Graph deltas are forwarded as the
 * simulation publishes them; `clock.nowSec()` is simulated time.
 *
 * NOTE: one drive at a time. A new `navigate` preempts the running one (which resolves "cancelled"), as a new
 * move_base goal does; `stop()` and `close()` cancel it.
 */
export class SimRobotPort implements RobotPort {
  readonly kind = "sim";
  readonly clock: RobotClock;
  readonly simulation: Simulation;
  readonly #realtimeFactor: number | undefined;
  readonly #sliceMs: number;
  /** Aborts the sleep of the paced drive in progress, so stop() takes effect at once. */
  #pacing: AbortController | undefined;
  #closed = false;

  constructor(simulation: Simulation, { realtimeFactor, sliceMs = 50 }: SimRobotPortOptions = {}) {
    if (realtimeFactor !== undefined && !(realtimeFactor > 0 && Number.isFinite(realtimeFactor))) {
      throw new RangeError(`realtimeFactor must be a positive number, got ${realtimeFactor}`);
    }
    if (!(sliceMs > 0)) throw new RangeError(`sliceMs must be positive, got ${sliceMs}`);
    this.simulation = simulation;
    this.clock = simulation.clock;
    this.#realtimeFactor = realtimeFactor;
    this.#sliceMs = sliceMs;
  }

  fetchSnapshot(): Promise<Result<unknown>> {
    return Promise.resolve(ok(this.simulation.snapshot()));
  }

  onGraphMessage(listener: (message: unknown) => void): () => void {
    return this.simulation.onGraphMessage(listener);
  }

  pose(): Pose {
    return this.simulation.pose();
  }

  costmap(): OccupancyGrid {
    return this.simulation.costmap();
  }

  async navigate(goal: Pose, options: NavigateOptions = {}): Promise<NavigationResult> {
    const { signal, toleranceM } = options;
    if (this.#closed) {
      return {
        status: "failed",
        pose: this.pose(),
        distanceM: 0,
        message: "the robot port is closed",
      };
    }
    this.#pacing?.abort();
    this.#pacing = undefined;
    const drive = this.simulation.beginNavigation(
      goal,
      toleranceM === undefined ? {} : { toleranceM },
    );
    if (signal?.aborted === true) return drive.cancel();
    const factor = this.#realtimeFactor;
    if (factor === undefined) return drive.run();
    return this.#paced(drive, factor, signal);
  }

  /** Read by meaning, as an open-vocabulary detector reads them: `vehicle` finds trucks. */
  setLabels(labels: readonly string[]): Promise<Result<string>> {
    return this.simulation.setLabelsByMeaning(labels);
  }

  inspect(object: string, query: string): Promise<Result<string>> {
    return this.#afterSimTime(() => this.simulation.inspect(object, query));
  }

  describeScene(): Promise<Result<string>> {
    return this.#afterSimTime(() => this.simulation.describeScene());
  }

  publishAgentUpdate(delta: Omit<GraphDelta, "seq">): void {
    this.simulation.applyAgentUpdate(delta);
  }

  stop(): Promise<void> {
    this.#pacing?.abort();
    this.#pacing = undefined;
    this.simulation.activeDrive?.cancel();
    return Promise.resolve();
  }

  async close(): Promise<void> {
    await this.stop();
    this.#closed = true;
  }

  /** Advance the drive a slice of simulated time, sleep the matching wall time, repeat; cancel when asked. */
  async #paced(
    drive: Drive,
    factor: number,
    signal: AbortSignal | undefined,
  ): Promise<NavigationResult> {
    const pacing = new AbortController();
    this.#pacing = pacing;
    const wake = signal === undefined ? pacing.signal : AbortSignal.any([pacing.signal, signal]);
    const sliceSimSec = (this.#sliceMs / 1000) * factor;
    try {
      for (;;) {
        const before = this.clock.nowSec();
        const result = drive.advance(sliceSimSec);
        if (result !== undefined) return result;
        const wallMs = ((this.clock.nowSec() - before) / factor) * 1000;
        try {
          await sleep(wallMs, undefined, { signal: wake });
        } catch {
          // Woken by cancellation: stop() or the caller's signal.
        }
        if (wake.aborted || drive.done) return drive.cancel();
      }
    } finally {
      if (this.#pacing === pacing) this.#pacing = undefined;
    }
  }

  /** Camera calls take simulated time; when paced, the same time passes on the wall clock. */
  async #afterSimTime<T>(call: () => T): Promise<T> {
    const before = this.clock.nowSec();
    const result = call();
    const factor = this.#realtimeFactor;
    if (factor !== undefined) await sleep(((this.clock.nowSec() - before) / factor) * 1000);
    return result;
  }
}
