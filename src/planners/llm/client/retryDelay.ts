export interface RetryTiming {
  /** First backoff; doubles each retry. */
  readonly baseDelayMs: number;
  /** Backoff never exceeds this (before a server's own `retry-after`). */
  readonly maxDelayMs: number;
  /** A server asking for a longer wait than this is not retried: the operator is told instead. */
  readonly maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_TIMING: RetryTiming = {
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
};

/**
 * Exponential backoff with jitter for retry number `retry` (0 for the first): a random delay in the upper half of
 * `base · 2^retry` (capped), so clients that failed together do not retry together.
 */
export function backoffMs(
  retry: number,
  timing: RetryTiming,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(timing.maxDelayMs, timing.baseDelayMs * 2 ** retry);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * How long the server asked us to wait: `retry-after-ms` (milliseconds, OpenAI's), else `retry-after` as seconds
 * or an HTTP date. Undefined when absent or unreadable.
 */
export function retryAfterMs(
  headers: Headers | undefined,
  nowMs: number = Date.now(),
): number | undefined {
  if (headers === undefined) return undefined;
  const ms = headers.get("retry-after-ms");
  if (ms !== null && ms.trim() !== "") {
    const value = Number(ms);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  const after = headers.get("retry-after");
  if (after === null || after.trim() === "") return undefined;
  const seconds = Number(after);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(after);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}
