import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * Grammar the tagger gets wrong and the reader repairs: intensifiers, parts of places, compounds with a plural
 * head, hyphenated compounds, things gone round, questions whether a thing is to be had. None of these phrasings is
 * taken from a suite's missions.
 */
describe("readMission: grammar repairs", () => {
  it('drops the intensifier of "a hell of a …" and the bare part of a place before another place', async () => {
    const goal = await readMission(
      "There's a hell of a petrol smell round the back by the boat sheds. Go and find where it's coming from.",
    );
    expect(goal.kind).toBe("explain");
    const said = [...goal.subjects, ...goal.causes].map((s) => s.head);
    expect(said).not.toContain("hell");
    expect(goal.places.map((p) => p.text)).toContain("boat shed");
    expect(goal.places.map((p) => p.head)).not.toContain("back");
  });

  it("reads a noun and an -s word the tagger took for a verb as a plural compound when the clause has its verb", async () => {
    const goal = await readMission("check the gate signs in the top paddock are all still up");
    expect(goal.kind).toBe("assess");
    expect(goal.subjects).toContainEqual(
      expect.objectContaining({ text: "gate sign", sense: "thing", related: false }),
    );
    // With a number after it, too.
    const numbered = await readMission("bay markers 2-5 by the slipway, are they all still there?");
    expect(numbered.subjects.map((s) => s.text)).toContain("bay marker");
    // A verb with a clause after it stays a verb: the warden says something.
    const told = await readMission(
      "The warden says the boat shed floor is wet through. Find what's leaking.",
    );
    expect(told.subjects.map((s) => s.text)).not.toContain("warden say");
  });

  it("reads a sign someone owns as a thing to find, and a sign of something as nothing to look at", async () => {
    const owned = await readMission("Our new sign by the gate has gone, can you find it?");
    expect(owned.kind).toBe("find");
    expect(owned.subjects).toContainEqual(
      expect.objectContaining({ text: "new sign", sense: "thing", related: false }),
    );
    const evidence = await readMission("Any sign of the dog?");
    expect(evidence.subjects.map((s) => s.head)).not.toContain("sign");
  });

  it("keeps a word joined by a hyphen inside its compound", async () => {
    const goal = await readMission(
      "the groundsman has lost one of the ride-on mowers, the little green one. have a look round the sheds",
    );
    expect(goal.kind).toBe("find");
    expect(goal.subjects).toContainEqual(
      expect.objectContaining({ head: "mower", related: false }),
    );
  });

  it("reads things gone round and pointed back to as what to check", async () => {
    const goal = await readMission(
      "go round the freezers in the back store and make sure every one of them is still cold",
    );
    expect(goal.kind).toBe("assess");
    expect(goal.subjects).toContainEqual(
      expect.objectContaining({ head: "freezer", related: false }),
    );
    // A place gone round stays a place.
    const field = await readMission("go round the paddock and check the ponies");
    expect(field.places).toContainEqual(expect.objectContaining({ text: "paddock" }));
  });

  it("reads whether a thing is to be had as a find, whatever it would carry where", async () => {
    const goal = await readMission(
      "I need to move a dozen chairs from the hall over to the chapel. is there a barrow or a pallet truck about that I could borrow?",
    );
    expect(goal.kind).toBe("find");
    const sought = goal.subjects.filter((s) => !s.related).map((s) => s.head);
    expect(sought).toContain("barrow");
    expect(sought).not.toContain("chair");
    // Where the chairs go is no place to look for the barrow.
    expect(goal.places.map((p) => p.text)).not.toContain("chapel");
  });

  it("counts a thing said with several numbers as that many", async () => {
    const pair = await readMission(
      "have a look at tank 1 and tank 2 in the yard, are they leaking?",
    );
    expect(pair.subjects).toContainEqual(
      expect.objectContaining({ head: "tank", quantity: "all", count: 2 }),
    );
    const range = await readMission("bay markers 2-5 by the slipway, are they all still there?");
    expect(range.subjects).toContainEqual(expect.objectContaining({ head: "marker", count: 4 }));
    // One number is one thing.
    const one = await readMission("have a look at tank 3 in the yard");
    expect(one.subjects.find((s) => s.head === "tank")?.count).toBeUndefined();
  });

  it('reads "what\'s happened to the supply" as no purpose', async () => {
    const goal = await readMission(
      "The workshop has had no power since midnight. Find out what's happened to the supply please.",
    );
    expect(goal.kind).toBe("explain");
    expect(goal.subjects.some((s) => s.sense === "activity")).toBe(false);
  });
});
