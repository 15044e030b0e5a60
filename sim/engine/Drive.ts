import { distanceM, formatVec, headingRad, type Vec2 } from "../../src/geo/index.js";
import type { NavigationResult, NavigationStatus, Pose } from "../../src/robot/index.js";
import type { Grid } from "../raster/index.js";
import { footprintClear } from "./footprintClear.js";
import type { RobotBody } from "./RobotBody.js";
import type { SimClock } from "./SimClock.js";

/** What a drive needs from the simulation that runs it. */
export interface DriveHost {
  readonly body: RobotBody;
  readonly clock: SimClock;
  readonly traversable: Grid;
  readonly speedMps: number;
  readonly stepM: number;
  readonly turnRateRadps: number;
  readonly robotRadiusM: number;
  /** After every move (the simulation scans every so many metres). */
  travelled(distanceM: number): void;
  /** Once, when the drive ends, whatever the status. */
  finished(result: NavigationResult): void;
}

type Phase = "face" | "drive" | "turn" | "done";

/**
 * One navigation goal, executed in small actions on the simulated clock: turn in place to face the goal, drive
 * straight toward it in steps of at most `stepM`, then turn to the goal's yaw. The robot stops where its
 * footprint would touch undrivable ground ("blocked", unless that is already within tolerance of the goal). A
 * goal within tolerance at the start is only turned to: that is how the robot faces an object to inspect it.
 *
 * Stepwise on purpose: a real-time port runs a slice of simulated time, sleeps, and can cancel in between.
 */
export class Drive {
  readonly #host: DriveHost;
  readonly #goal: Pose;
  readonly #toleranceM: number;
  #phase: Phase;
  #distanceM = 0;
  #result: NavigationResult | undefined;

  constructor(host: DriveHost, goal: Pose, { toleranceM = 1 }: { toleranceM?: number } = {}) {
    this.#host = host;
    this.#goal = goal;
    this.#toleranceM = toleranceM;
    this.#phase = distanceM(host.body.position, [goal.x, goal.y]) <= toleranceM ? "turn" : "face";
    if (![goal.x, goal.y, goal.yawRad, toleranceM].every(Number.isFinite)) {
      // Refused before the robot moves, like a rejected move_base goal.
      this.#finish(
        "failed",
        `goal (${goal.x}, ${goal.y}, yaw ${goal.yawRad}) is not a finite pose`,
      );
    }
  }

  get done(): boolean {
    return this.#result !== undefined;
  }

  get result(): NavigationResult | undefined {
    return this.#result;
  }

  /**
   * Run actions until the drive ends or at least `maxSimSec` of simulated time has passed (one action at
   * least, so every call makes progress). Returns the result once the drive has ended.
   */
  advance(maxSimSec = Number.POSITIVE_INFINITY): NavigationResult | undefined {
    const { clock } = this.#host;
    const until = clock.nowSec() + maxSimSec;
    do {
      this.#act();
    } while (this.#result === undefined && clock.nowSec() < until);
    return this.#result;
  }

  /** Run to the end in one go. */
  run(): NavigationResult {
    let result = this.#result;
    while (result === undefined) {
      this.#act();
      result = this.#result;
    }
    return result;
  }

  /** Stop where the robot is. A drive that already ended keeps its result. */
  cancel(): NavigationResult {
    return this.#result ?? this.#finish("cancelled");
  }

  #act(): void {
    const { body } = this.#host;
    const goalXY: Vec2 = [this.#goal.x, this.#goal.y];
    switch (this.#phase) {
      case "face":
        if (this.#turnToward(headingRad(body.position, goalXY))) this.#phase = "drive";
        return;
      case "drive":
        this.#driveStep(goalXY);
        return;
      case "turn":
        if (this.#turnToward(this.#goal.yawRad)) this.#finish("reached");
        return;
      case "done":
        return;
    }
  }

  #driveStep(goal: Vec2): void {
    const { body, clock, stepM, speedMps } = this.#host;
    const here = body.position;
    const remainingM = distanceM(here, goal);
    if (remainingM < 1e-9) {
      this.#phase = "turn";
      return;
    }
    const moveM = Math.min(stepM, remainingM);
    const t = moveM / remainingM;
    const next: Vec2 = [here[0] + (goal[0] - here[0]) * t, here[1] + (goal[1] - here[1]) * t];
    if (!this.#canStandAt(here, next)) {
      if (remainingM <= this.#toleranceM) this.#phase = "turn";
      else this.#finish("blocked");
      return;
    }
    body.moveTo(next, { yawRad: headingRad(here, goal), departSec: clock.nowSec() });
    clock.advance(moveM / speedMps);
    this.#distanceM += moveM;
    this.#host.travelled(moveM);
  }

  #canStandAt(here: Vec2, next: Vec2): boolean {
    const { traversable, robotRadiusM } = this.#host;
    if (footprintClear(traversable, next, robotRadiusM)) return true;
    // A robot placed touching an obstacle may still drive out of it over drivable cells.
    return !footprintClear(traversable, here, robotRadiusM) && traversable.valueAt(next) !== 0;
  }

  /** Turn in place by at most one step's worth of time; true once facing `yawRad`. */
  #turnToward(yawRad: number): boolean {
    const { body, clock, turnRateRadps, stepM, speedMps } = this.#host;
    const delta = angleDifference(yawRad, body.pose.yawRad);
    if (Math.abs(delta) < 1e-9) return true;
    const maxTurnRad = turnRateRadps * (stepM / speedMps);
    const turnRad = Math.sign(delta) * Math.min(Math.abs(delta), maxTurnRad);
    body.turnTo(normalizeAngle(body.pose.yawRad + turnRad));
    clock.advance(Math.abs(turnRad) / turnRateRadps);
    if (Math.abs(turnRad) < Math.abs(delta)) return false;
    body.turnTo(normalizeAngle(yawRad));
    return true;
  }

  #finish(status: NavigationStatus, reason?: string): NavigationResult {
    const { body, clock } = this.#host;
    body.markStop(clock.nowSec());
    const at = formatVec(body.position);
    const goal = formatVec([this.#goal.x, this.#goal.y]);
    const shortM = distanceM(body.position, [this.#goal.x, this.#goal.y]);
    const message =
      reason !== undefined
        ? reason
        : status === "reached"
          ? `reached ${at}`
          : status === "blocked"
            ? `blocked at ${at}, ${shortM.toFixed(1)} m short of the goal ${goal}`
            : `${status} at ${at}`;
    const result: NavigationResult = {
      status,
      pose: body.pose,
      distanceM: this.#distanceM,
      message,
    };
    this.#phase = "done";
    this.#result = result;
    this.#host.finished(result);
    return result;
  }
}

/** a − b wrapped to (−π, π]. */
export function angleDifference(a: number, b: number): number {
  return normalizeAngle(a - b);
}

export function normalizeAngle(rad: number): number {
  let wrapped = rad % (2 * Math.PI);
  if (wrapped <= -Math.PI) wrapped += 2 * Math.PI;
  if (wrapped > Math.PI) wrapped -= 2 * Math.PI;
  return wrapped;
}
