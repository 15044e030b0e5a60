import { describe, expect, it } from "vitest";
import { judgeCondition } from "../../src/relevance/index.js";

/** Fit for its use, or not: a verdict said of a machine. The descriptions are made up for the tests. */
describe("judgeCondition: fit to use", () => {
  it("reads 'fit to run' as fine and 'not fit to run' as a problem", async () => {
    expect(
      (await judgeCondition("compressor 2 on its plinth, dry, belts tight; fit to run")).condition,
    ).toBe("fine");
    expect(
      (
        await judgeCondition(
          "compressor 1 by the drain: a tide line over the motor, water in the terminal box; not fit to run until dried out",
        )
      ).condition,
    ).toBe("problem");
  });
});
