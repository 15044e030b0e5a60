import { describe, expect, it } from "vitest";
import { missionSteps, readMission } from "../../src/mission/index.js";

/**
 * Words the tagger reads as another part of speech, and clauses that decide a mission's kind. Sentences written
 * for this test, not taken from a suite's missions.
 */
describe("readMission: nouns the tagger misread", () => {
  it("reads a word in -ing that WordNet lists as a thing as that thing, not the verb", async () => {
    const shed = await readMission(
      "I left the ladder in the boat building by the slipway, can you find it?",
    );
    expect(shed.places.map((p) => p.text)).toContain("boat building");
    const horse = await readMission(
      "She's a grey gelding with a white sock, last seen by the gate",
    );
    expect(horse.subjects.map((s) => s.head)).toContain("gelding");
    // ("The man running on the track": "running" is first an act, so it stays the verb.)
    const runner = await readMission("the man running on the track fell over, find him");
    expect(runner.subjects.map((s) => s.head)).not.toContain("running");
  });

  it("reads 'still' as the still in a phrase's place of a noun, and keeps the adverb elsewhere", async () => {
    const room = await readMission("check the kettle in the still room is off");
    expect(room.places.map((p) => p.text)).toContain("still room");
    const pair = await readMission("Look at the copper still and the steel still, any dents?");
    expect(pair.subjects.map((s) => s.text)).toEqual(
      expect.arrayContaining(["copper still", "steel still"]),
    );
    const adverb = await readMission("is the bag still in the car?");
    expect(adverb.subjects.map((s) => s.text)).not.toContain("bag still");
  });

  it("keeps a plural modifier that is a word of its own ('works'), and 'rotten eggs' as eggs", async () => {
    const works = await readMission("the works canteen has no power, what's wrong?");
    expect(works.subjects.map((s) => s.text)).toContain("works canteen");
  });

  it("takes what a happening is likened to for no thing, but keeps what a sign is like", async () => {
    const bang = await readMission(
      "the transformer blew up like a firework at two. What's it hit?",
    );
    expect(bang.subjects.map((s) => s.head)).not.toContain("firework");
    const smell = await readMission("It smells like burnt toast round the kiosk. What is it?");
    expect(smell.subjects.map((s) => s.head)).toContain("toast");
  });
});

describe("readMission: what a clause makes of the mission", () => {
  it("asks whether things are in a state, in an if-clause, as a check that expects the state", async () => {
    const goal = await readMission(
      "walk the fences along the top field for me, want to know if theyre all safe after that rain",
    );
    expect(goal.kind).toBe("assess");
    expect(goal.expectedStates).toContain("safe");
  });

  it("checks what it is asked to make sure of, whatever failed in another clause", async () => {
    const goal = await readMission(
      "Go along the sheds and make sure every door's still locked, the alarm was off in the power cut",
    );
    expect(goal.kind).toBe("assess");
    expect(goal.expectedStates).toContain("locked");
  });

  it("asks how things fared, not whether a way is open, with 'came through the storm ok'", async () => {
    const goal = await readMission(
      "Head down the lower field and tell me if the flights of steps came through the storm ok",
    );
    expect(goal.kind).toBe("assess");
  });

  it("takes 'out of' a place as where from and 'onto' one as where to, but a smell out of a place is there", async () => {
    const route = await readMission("can the trailer get out of the top yard onto the lane?");
    expect(route.kind).toBe("route");
    expect(route.places).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ relation: "from", text: "top yard" }),
        expect.objectContaining({ relation: "to", text: "lane" }),
      ]),
    );
    const smell = await readMission("a horrible smell coming out of the paint store. what is it?");
    expect(smell.places).toContainEqual(
      expect.objectContaining({ relation: "at", text: "paint store" }),
    );
  });

  it("asks about the mission's own way before the route's ends", async () => {
    const goal = await readMission("is the canal walk ok from the lock gate along to mill lane?");
    expect(goal.way).toBe("canal walk");
  });

  it("borrows no verb for a step from a clause of when", () => {
    const steps = missionSteps(
      "Do the checks before I open up. First the boiler in the plant room, then tank 2 in the cellar",
    );
    expect(steps).toHaveLength(2);
    expect(steps[1]).toBe("tank 2 in the cellar");
  });
});
