import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/** Sentences written for this test, not taken from a suite's missions. */
describe("readMission: where a thing is not, what it is needed on, and supplies cut", () => {
  it("marks a place the thing is said not to be in, and the place that says where that one is", async () => {
    const goal = await readMission(
      "The hedge cutter's not in its rack in the tool store. Nobody's signed it out. Where's it gone?",
    );
    expect(goal.kind).toBe("find");
    const denied = goal.places.filter((p) => p.denied === true).map((p) => p.text);
    expect(denied).toEqual(expect.arrayContaining(["rack", "tool store"]));
    // No one is no one to look for.
    expect(goal.subjects.some((s) => s.sense === "human")).toBe(false);
  });

  it("reads what a thing is needed on as the work it is wanted for, not a place", async () => {
    const goal = await readMission("Find the small trailer for me, I need it on the quad bike.");
    expect(goal.places.map((p) => p.text)).not.toContain("quad bike");
  });

  it("reads heat and power that stopped as supplies cut, after 'have both'", async () => {
    const heat = await readMission("No heat and no lights in the bothy since the storm. Why?");
    expect(heat.subjects.find((s) => s.head === "heat")?.failed).toBe(true);
    const power = await readMission("The office and the canteen have both lost power. What's up?");
    expect(power.subjects.find((s) => s.text === "power")?.failed).toBe(true);
  });
});
