import { describe, expect, it } from "vitest";
import { judgeCondition } from "../../src/relevance/index.js";

/** Descriptions written for this test, not taken from any world. */
describe("judging a description: landmarks and verdicts of use", () => {
  it("takes a closing '; skateable' for good order, and the bend it stands before for a landmark", async () => {
    const judged = await judgeCondition(
      "wooden ramp on the top field before the far bend: posts firm, rails on; skateable",
    );
    expect(judged.condition).toBe("fine");
  });

  it("does not judge a thing by a break in the hedge it stands past", async () => {
    const judged = await judgeCondition(
      "bench by the sharp turn past the old break in the hedge: slats sound, legs firm; cycleable path beside it",
    );
    expect(judged.condition).not.toBe("problem");
  });

  it("still judges what cannot be done with a thing a problem, and a break in the thing itself", async () => {
    expect((await judgeCondition("the ramp is unskateable, boards split")).condition).toBe(
      "problem",
    );
    expect((await judgeCondition("a break in the handrail halfway up")).condition).toBe("problem");
  });
});
