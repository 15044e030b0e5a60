import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * Route questions, and a cause asked as where, said in ways the word lists do not cover. Phrasings are made up for
 * the tests.
 */
describe("readMission: route questions, and a cause asked as where", () => {
  it("reads a way said to be fit to travel by an -able word of motion as a route question", async () => {
    const goal = await readMission("is the red still rideable past the weir or should I close it");
    expect(goal.kind).toBe("route");
    expect(goal.answer).toBe("route_open");
    // (A thing that may be moved is no way: "is the pump movable?" asks nothing of a route.)
    expect((await readMission("is the pump movable")).kind).not.toBe("route");
    // (Nor a word of that shape that qualifies a thing: "the portable one".)
    expect((await readMission("the portable one, not the fixed one")).kind).not.toBe("route");
  });

  it("reads a thing asked after as lying across the way as what would close it", async () => {
    const goal = await readMission(
      "Feed lorry's due at nine. Can he get down the farm track into the yard or is there a tree across it?",
    );
    expect(goal.kind).toBe("route");
    // (A thing asked after for use is still a find.)
    expect((await readMission("Is there a boat on the lake we can use?")).kind).toBe("find");
  });

  it("reads where water is getting in as a cause to find", async () => {
    const goal = await readMission(
      "Shop says it's dripping inside again. Where's the water getting in?",
    );
    expect(goal.kind).toBe("explain");
  });
});
