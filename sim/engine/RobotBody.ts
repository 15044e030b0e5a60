import { distanceM, type Vec2 } from "../../src/geo/index.js";
import type { Pose } from "../../src/robot/index.js";

/** Where the robot was when: evaluation measures paths and visits from these. */
export interface TrajectorySample {
  readonly tSec: number;
  readonly x: number;
  readonly y: number;
}

/**
 * The robot's body: pose, odometer and trajectory. The trajectory has a sample at least every
 * `sampleEveryM` of travel (and wherever the robot stops), so a path drawn through it is the path driven.
 */
export class RobotBody {
  #pose: Pose;
  #odometerM = 0;
  #sinceSampleM = 0;
  readonly #trajectory: TrajectorySample[] = [];
  readonly #sampleEveryM: number;

  constructor(
    start: Pose,
    { nowSec, sampleEveryM = 1 }: { nowSec: number; sampleEveryM?: number },
  ) {
    this.#pose = start;
    this.#sampleEveryM = sampleEveryM;
    this.#record(nowSec);
  }

  get pose(): Pose {
    return this.#pose;
  }

  get position(): Vec2 {
    return [this.#pose.x, this.#pose.y];
  }

  get odometerM(): number {
    return this.#odometerM;
  }

  get trajectory(): readonly TrajectorySample[] {
    return this.#trajectory;
  }

  /**
   * Move straight to `to`, leaving the current position at `departSec`. Moves must be short (the caller steps a
   * fraction of a metre at a time).
   */
  moveTo(to: Vec2, { yawRad, departSec }: { yawRad: number; departSec: number }): void {
    const stepM = distanceM(this.position, to);
    // Sample before a step that would leave more than `sampleEveryM` since the last sample.
    if (this.#sinceSampleM + stepM > this.#sampleEveryM + 1e-9) this.#record(departSec);
    this.#pose = { x: to[0], y: to[1], yawRad };
    this.#odometerM += stepM;
    this.#sinceSampleM += stepM;
  }

  turnTo(yawRad: number): void {
    this.#pose = { ...this.#pose, yawRad };
  }

  /** Record the current position (at a stop), unless the last sample is already here. */
  markStop(nowSec: number): void {
    const last = this.#trajectory[this.#trajectory.length - 1];
    if (last !== undefined && last.x === this.#pose.x && last.y === this.#pose.y) return;
    this.#record(nowSec);
  }

  #record(nowSec: number): void {
    this.#trajectory.push({ tSec: nowSec, x: this.#pose.x, y: this.#pose.y });
    this.#sinceSampleM = 0;
  }
}
