import type { RobotClock } from "../../src/robot/index.js";

/** Simulated time: it moves only when the simulation says so (driving, turning, camera calls), never by itself. */
export class SimClock implements RobotClock {
  #nowSec = 0;

  nowSec(): number {
    return this.#nowSec;
  }

  advance(seconds: number): void {
    if (!(seconds >= 0)) throw new RangeError(`the clock only moves forward, got ${seconds} s`);
    this.#nowSec += seconds;
  }
}
