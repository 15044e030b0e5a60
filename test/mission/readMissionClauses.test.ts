import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/** Where one clause ends and the next begins after "and". Written for this test, not taken from a suite's missions. */
describe("readMission: a clause joined by 'and'", () => {
  it("does not give the preposition of one clause to the subject of the next when that one is denied", async () => {
    const goal = await readMission(
      "The lights in the barn went out at midnight and the backup battery never took over. Find out why",
    );
    expect(goal.places.map((p) => p.text)).not.toContain("backup battery");
    expect(goal.subjects.map((s) => s.text)).toContain("backup battery");
    // Two places joined by "and" are still both places.
    const both = await readMission("Is the dog in the tack room or the hay barn?");
    expect(both.places.map((p) => p.text)).toEqual(
      expect.arrayContaining(["tack room", "hay barn"]),
    );
  });
});
