import { describe, expect, it } from "vitest";
import { judgeCondition } from "../../src/relevance/index.js";

/** Descriptions and complaints written for this test, not taken from any world or mission. */
describe("judging a description against what the operator said", () => {
  it("takes the complaint seen again for a fault, even where its verb alone would be good news", async () => {
    const description =
      "yellow dumper by the sand heap: the sediment bowl is full of water and the engine cranks but will not fire";
    expect(
      (await judgeCondition(description, { complaint: "The dumper turns over but won't fire." }))
        .condition,
    ).toBe("problem");
    // ("No fire in it" is still no fault of a boiler when nobody said it would not fire.)
    expect(
      (
        await judgeCondition("boiler cold with no fire in it", {
          complaint: "is the boiler house safe after the lightning?",
        })
      ).condition,
    ).toBe("fine");
  });

  it("takes a closing 'still' with the state asked for as that state holding, not a concession", async () => {
    const description =
      "green tarp over the log pile, weighted with breeze blocks, snow drifted against one end; still weighted down";
    expect((await judgeCondition(description, { expectedStates: ["weighted"] })).condition).toBe(
      "fine",
    );
    // Asked nothing of the kind, "still …" after a fault still concedes it.
    expect((await judgeCondition("gutter split along the seam; still attached")).condition).toBe(
      "problem",
    );
  });

  it("takes what a machine did not do for a fault, but not what it did not suffer", async () => {
    expect(
      (
        await judgeCondition(
          "upright drinks fridge by the till, display 12 °C: it did not restart after the cut",
        )
      ).condition,
    ).toBe("problem");
    expect((await judgeCondition("the water butt did not leak")).condition).not.toBe("problem");
    expect((await judgeCondition("the tarp did not get wet")).condition).not.toBe("problem");
  });
});
