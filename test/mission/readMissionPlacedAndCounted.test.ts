import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * Readings of things set down, located, counted by number and taken from a set, and of what a thing has written on
 * it. Phrasings are made up for the tests.
 */
describe("readMission: things placed, located and counted", () => {
  it("reads a thing put down as a thing left there, not a supply gone down", async () => {
    const goal = await readMission(
      "I put the grab bag down by the swings when the kid fell off, and came away without it. Can you find it",
    );
    expect(goal.kind).toBe("find");
    const bag = goal.subjects.find((s) => s.text === "grab bag");
    expect(bag).toMatchObject({ concrete: true, sense: "thing" });
    expect(bag?.failed).toBeUndefined();
  });

  it("reads a thing said to stand in a room as a thing, a board on a wall and not a committee", async () => {
    const reply = await readMission("the board's in the store room at the back of the kiosk");
    expect(reply.subjects).toContainEqual(
      expect.objectContaining({ text: "board", sense: "thing", concrete: true }),
    );
    // (People in a place who say something are people: "staff" is no rod.)
    const told = await readMission("Bar staff in the flat over the shop say something was banging");
    expect(told.subjects.filter((s) => s.text === "staff" && s.sense === "thing")).toEqual([]);
  });

  it("reads plural things numbered after a place as what to check there, and an imperative before them", async () => {
    const run = await readMission(
      "Can you do a run along West Row, sheds 4 to 9. Which ones lost their roofs?",
    );
    expect(run.subjects).toContainEqual(
      expect.objectContaining({ head: "shed", count: 6, related: false }),
    );
    expect(run.places.map((p) => p.head)).not.toContain("shed");
    const check = await readMission("check kennels 3 to 5 on the top yard");
    expect(check.subjects.map((s) => s.text)).toContain("kennel");
    expect(check.subjects.map((s) => s.text)).not.toContain("check kennel");
    // ("Bay" is more a noun than a verb: "bay markers 2-5" stay markers of bays.)
    const bays = await readMission("bay markers 2-5 by the jetty, are they all still there?");
    expect(bays.subjects.map((s) => s.text)).toContain("bay marker");
  });

  it("reads the set after 'one of our' as things, a verb the tagger saw in it notwithstanding", async () => {
    const goal = await readMission(
      "The wind's had one of our safety boards off the stand by the boathouse. Can you look along the shore for it",
    );
    expect(goal.subjects.map((s) => s.text)).toContain("safety board");
    // (After a plural the verb is the sentence's own.)
    const dogs = await readMission("one of the dogs barks at night, can you see which");
    expect(dogs.subjects.map((s) => s.text)).not.toContain("dog bark");
  });

  it("reads words joined to a feature as another feature, not a happening", async () => {
    const goal = await readMission(
      "green holdall with a yellow stripe and FIRST AID on the side, by the bench in the middle of the garden",
    );
    expect(goal.causes.map((c) => c.text)).not.toContain("first aid");
    expect(goal.subjects).toContainEqual(
      expect.objectContaining({ text: "first aid", feature: true, related: true }),
    );
  });
});
