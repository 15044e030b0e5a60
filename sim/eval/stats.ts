/** Mean, spread and range of a sample, rounded for reports; undefined fields for an empty sample. */
export interface Stat {
  readonly n: number;
  readonly mean: number | null;
  /** Sample standard deviation (n − 1); 0 for one value. */
  readonly std: number | null;
  readonly min: number | null;
  readonly max: number | null;
}

/** Summary statistics of the finite values, rounded to `digits` decimals. */
export function stat(values: readonly (number | null | undefined)[], digits = 1): Stat {
  const xs = values.filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  const n = xs.length;
  if (n === 0) return { n, mean: null, std: null, min: null, max: null };
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  const round = (v: number): number => {
    const f = 10 ** digits;
    return Math.round(v * f) / f;
  };
  return {
    n,
    mean: round(mean),
    std: round(Math.sqrt(variance)),
    min: round(Math.min(...xs)),
    max: round(Math.max(...xs)),
  };
}

/** Share of true values, 0..1 rounded to three decimals; null for none. */
export function rate(values: readonly boolean[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.filter(Boolean).length / values.length) * 1000) / 1000;
}
