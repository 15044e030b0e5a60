import { describe, expect, it } from "vitest";
import { judgeCondition } from "../../src/relevance/index.js";

/** A state the mission asks which things are in is what to report, whatever the general words say of it. */
describe("judgeCondition: states sought", () => {
  it("reports a thing in the state asked which, and one in its opposite as in order", async () => {
    const sought = { soughtStates: ["empty"] };
    const empty = await judgeCondition("green salt bin by the gate, lid up, empty", sought);
    expect(empty.condition).toBe("problem");
    const full = await judgeCondition("green salt bin by the steps, full to the brim", sought);
    expect(full.condition).toBe("fine");
    // (Without the question, "empty" says nothing either way.)
    expect((await judgeCondition("green salt bin by the gate, lid up, empty")).condition).toBe(
      "unknown",
    );
  });

  it("leaves the general words alone: asking which are ok seeks no new trouble", async () => {
    const judged = await judgeCondition("bench by the pond, ok", { soughtStates: ["ok"] });
    expect(judged.condition).toBe("fine");
  });
});
