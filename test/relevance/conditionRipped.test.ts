import { describe, expect, it } from "vitest";
import { judgeCondition } from "../../src/relevance/index.js";

/** Descriptions written for this test, not taken from any world. */
describe("judging a description: a thing ripped", () => {
  it("takes a part ripped off for damage", async () => {
    expect((await judgeCondition("garden shed: its door ripped off and gone")).condition).toBe(
      "problem",
    );
  });

  it("does not take a rip current, or a verb like rip (pull), for damage", async () => {
    expect(
      (
        await judgeCondition(
          "rip current warning board on its posts, upright and readable; undamaged",
        )
      ).condition,
    ).toBe("fine");
    expect(
      (await judgeCondition("brown pony pulling at a hay net, coat dry; fine")).condition,
    ).toBe("fine");
  });
});
