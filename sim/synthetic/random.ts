import { mulberry32 } from "../../src/random/index.js";

/** The seeded draws a synthetic world needs; every one comes from one mulberry32 stream. */
export interface Draw {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [0, count). */
  index(count: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function createDraw(seed: number): Draw {
  const next = mulberry32(seed);
  const index = (count: number): number => Math.min(count - 1, Math.floor(next() * count));
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    index,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error("synthetic world: pick from an empty list");
      return items[index(items.length)] as T;
    },
  };
}

/** Metres rounded to 0.1 m, as graph files and the planner view write them. */
export function decimetres(value: number): number {
  return Math.round(value * 10) / 10;
}
