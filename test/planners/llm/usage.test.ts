import { describe, expect, it } from "vitest";
import { costOf, promptBudget } from "../../../src/planners/llm/usage.js";

describe("budget and cost", () => {
  it("leaves the reply its room, at most a third of the window", () => {
    expect(promptBudget(2048, 16_000)).toBe(13_952);
    expect(promptBudget(2048, 4096)).toBe(4096 - 1365);
  });

  it("prices cached prompt tokens at their own rate, and nothing without a price table", () => {
    const totals = { prompt: 1_000_000, completion: 100_000, cached: 400_000 };
    const cost = costOf(
      { priceInputPerMTok: 2.5, priceCachedInputPerMTok: 1.25, priceOutputPerMTok: 10 },
      totals,
    );
    expect(cost.costUsd).toBeCloseTo(0.6 * 2.5 + 0.4 * 1.25 + 0.1 * 10, 10);
    expect(costOf({}, totals)).toEqual({});
  });
});
