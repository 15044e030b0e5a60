import type { PlanRequest } from "../../agent/index.js";

/** Drives shorter than this say more about stopping than about driving: they are not used for the pace. */
const MIN_PACE_DRIVE_M = 30;

/**
 * How long this robot takes per metre of known route, learnt from the drives the planner proposed (goto,
 * inspect…): the time each took over its route length, stops included. It lets the planner see that a drive
 * would outlast the mission's time and answer first.
 */
export class DrivePace {
  /** The known route length of the drive just proposed, metres. */
  #plannedM: number | undefined;
  readonly #samples: number[] = [];

  /** The known route length of the drive about to run, when it is long enough to learn from. */
  plan(metres: number | undefined): void {
    this.#plannedM = metres !== undefined && metres >= MIN_PACE_DRIVE_M ? metres : undefined;
  }

  /** Fold in a request: the last action took `elapsedS` (undefined when unknown). */
  observe(request: PlanRequest, elapsedS: number | undefined): void {
    if (request.attempt !== 1) return;
    const planned = this.#plannedM;
    if (
      elapsedS !== undefined &&
      elapsedS > 0 &&
      request.lastAction?.status === "succeeded" &&
      planned !== undefined
    )
      this.#samples.push(elapsedS / planned);
    this.#plannedM = undefined;
  }

  /** Sim seconds per metre of known route (undefined until one long drive is done). */
  get secondsPerMetre(): number | undefined {
    const samples = this.#samples;
    return samples.length === 0 ? undefined : samples.reduce((a, b) => a + b, 0) / samples.length;
  }
}
