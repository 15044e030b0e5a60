/**
 * The benchmark harness shared by every `test/bench/*.bench.ts` file: result shape, timing and statistics.
 * See run.ts for how entries are registered and run.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** One measured quantity. Times are milliseconds; memory is megabytes (2^20 bytes); prompts are o200k tokens. */
export interface BenchResult {
  /** Filled in by run.ts from the entry's name. */
  suite?: string;
  /** What was measured, e.g. "applyDelta" or "rss after build". */
  name: string;
  /** What it was measured on, e.g. `{ regions: 100000, deltaNodes: 1000 }`. */
  params?: Record<string, number | string>;
  unit: "ms" | "MB" | "share" | "tokens";
  /** Repeated measurements: how many, and their median and 90th percentile. */
  runs?: number;
  median?: number;
  p90?: number;
  min?: number;
  max?: number;
  /** A single measurement (e.g. RSS). */
  value?: number;
  /** Upper bound the measurement must stay within (same unit; compared with `median`, else `value`). */
  target?: number;
  pass?: boolean;
  note?: string;
}

export interface BenchContext {
  /** Progress for humans, on stderr (stdout carries only the JSON document). */
  log(message: string): void;
  /** Run a full garbage collection if one can be triggered (see {@link gcMode}); no-op otherwise. */
  gc(): void;
  /** `--quick` was given: skip the largest sizes. */
  readonly quick: boolean;
}

/** A bench entry: a named function returning its results. */
export interface BenchEntry {
  suite: string;
  run(context: BenchContext): Promise<BenchResult[]> | BenchResult[];
}

export interface Sample {
  runs: number;
  median: number;
  p90: number;
  min: number;
  max: number;
}

/** Median, nearest-rank 90th percentile, min and max of some measurements. */
export function summarize(values: readonly number[]): Sample {
  if (values.length === 0) throw new Error("summarize needs at least one value");
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number): number =>
    sorted[Math.min(sorted.length - 1, Math.max(0, index))] ?? NaN;
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
  return {
    runs: sorted.length,
    median: precise(median),
    p90: precise(at(Math.ceil(0.9 * sorted.length) - 1)),
    min: precise(at(0)),
    max: precise(at(sorted.length - 1)),
  };
}

/**
 * How to time something: see {@link timeRuns}. There is deliberately no "collect garbage before each run": after
 * a forced full GC, V8 sweeps lazily on the next allocations, which charges the sweep to the timed code
 * (measured: applyDelta at 100k regions goes from ~6 ms to ~30 ms median).
 */
export interface TimingPlan<T> {
  /** Timed runs. */
  runs: number;
  /** Untimed runs first, so the JIT has compiled the code under test (default 1). */
  warmup?: number;
  /** Runs untimed before each run; its value is handed to `body` and `teardown`. */
  setup: (run: number) => T;
  /** The code under test, timed with performance.now(). */
  body: (prepared: T, run: number) => unknown;
  /** Runs untimed after each run (e.g. to undo a mutation so every run starts from the same state). */
  teardown?: (prepared: T, run: number) => void;
}

/** Time `plan.body` over `plan.runs` runs after `plan.warmup` untimed ones; returns the statistics. */
export function timeRuns<T>(plan: TimingPlan<T>): Sample {
  const times: number[] = [];
  const warmup = plan.warmup ?? 1;
  for (let run = 0; run < warmup + plan.runs; run += 1) {
    const prepared = plan.setup(run);
    const start = performance.now();
    plan.body(prepared, run);
    const elapsed = performance.now() - start;
    if (run >= warmup) times.push(elapsed);
    plan.teardown?.(prepared, run);
  }
  return summarize(times);
}

/** A timed result with an optional upper bound on the median. */
export function timed(
  name: string,
  params: BenchResult["params"],
  sample: Sample,
  target?: number,
  note?: string,
): BenchResult {
  const result: BenchResult = { name, unit: "ms", ...sample };
  if (params !== undefined) result.params = params;
  if (target !== undefined) {
    result.target = target;
    result.pass = sample.median <= target;
  }
  if (note !== undefined) result.note = note;
  return result;
}

/** Four significant digits: enough for any timing, short in the JSON. */
export function precise(value: number): number {
  return Number.isFinite(value) ? Number(value.toPrecision(4)) : value;
}

type GcMode = "exposed" | "enabled-at-runtime" | "unavailable";

let gcFunction: (() => void) | undefined;
let mode: GcMode | undefined;

/**
 * How garbage collection is triggered: `global.gc` when node runs with --expose-gc; otherwise the flag is set at
 * runtime and `gc` fetched from a fresh VM context (works on Node 20); otherwise not at all.
 */
export function gcMode(): GcMode {
  if (mode !== undefined) return mode;
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === "function") {
    gcFunction = exposed;
    mode = "exposed";
    return mode;
  }
  try {
    setFlagsFromString("--expose-gc");
    const fetched = runInNewContext("gc") as unknown;
    if (typeof fetched === "function") {
      gcFunction = fetched as () => void;
      mode = "enabled-at-runtime";
      return mode;
    }
  } catch {
    // Fall through: measurements without a forced collection are still meaningful, just noisier.
  }
  mode = "unavailable";
  return mode;
}

export function collectGarbage(): void {
  gcMode();
  gcFunction?.();
}
