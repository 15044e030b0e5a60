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

  it("takes a state the general words already count as trouble with its other forms", async () => {
    // "which have gone flat": flat is trouble anyway; "flattened" is the same state.
    const judged = await judgeCondition(
      "wheat plot behind the board: flattened, the stems kinked at the base; lodged",
      { soughtStates: ["flat"] },
    );
    expect(judged.condition).toBe("problem");
    const standing = await judgeCondition("wheat plot behind the board: standing upright; fine", {
      soughtStates: ["flat"],
    });
    expect(standing.condition).toBe("fine");
  });
});

/** English's over- verbs of doing a thing past its measure, as WordNet defines them. */
describe("judgeCondition: done to excess", () => {
  it("takes a thing overfilled, overloaded or overheating for a thing in trouble", async () => {
    for (const text of [
      "bunded diesel tank, overfilled at the delivery, diesel down the side",
      "extension reel under the bench, overloaded with heaters",
      "compressor in the plant room overheating, casing too hot to touch",
    ])
      expect((await judgeCondition(text)).condition, text).toBe("problem");
  });

  it("leaves over- words that are not excess alone", async () => {
    expect((await judgeCondition("bench overlooking the lake; fine")).condition).toBe("fine");
    expect((await judgeCondition("pump back from its overhaul, running; fine")).condition).toBe(
      "fine",
    );
  });
});
