import type { FeedItem, FeedSink } from "../feed/index.js";
import { itemTime } from "../feed/index.js";

/**
 * Play recorded items into a sink at `speed` × mission time (Infinity: all at once), waiting at most
 * `maxGapMs` between two items so a long idle stretch does not stall the replay. Ends early on `signal`.
 */
export async function replayInto(
  items: readonly FeedItem[],
  sink: FeedSink,
  options: { speed: number; maxGapMs: number; signal?: AbortSignal },
): Promise<void> {
  let previous: number | undefined;
  for (const item of items) {
    if (options.signal?.aborted === true) return;
    const t = itemTime(item);
    if (t !== undefined && previous !== undefined && Number.isFinite(options.speed)) {
      const waitMs = Math.min(((t - previous) * 1000) / options.speed, options.maxGapMs);
      if (waitMs > 1) await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
    if (t !== undefined) previous = t;
    sink(item);
  }
}
