import { mulberry32 } from "../../src/random/index.js";

/**
 * Seeded randomness for the evaluation. Every random choice (start position, dropped prior nodes, injected plan
 * errors) draws from a stream derived from the run's seed and the names of what it is for, so one run can be
 * reproduced alone and adding a mission or a trial does not shift the others.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [0, count). */
  index(count: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
}

/** A stream for `seed` and the parts that name its use: `randomFor(7, "start", "riverside_comms_down", 2)`. */
export function randomFor(seed: number, ...parts: readonly (string | number)[]): Random {
  const next = mulberry32(deriveSeed(seed, ...parts));
  return {
    next,
    index: (count) => Math.min(count - 1, Math.floor(next() * count)),
    chance: (p) => next() < p,
  };
}

/** A 32-bit seed from a base seed and names (FNV-1a over their text, then mixed), stable across platforms. */
export function deriveSeed(seed: number, ...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of [seed, ...parts].join("\u0000")) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // FNV leaves nearby inputs with nearby low bits; a murmur-style finish spreads them.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}
