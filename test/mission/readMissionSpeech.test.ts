import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * Ways operators talk that the reader used to misread: a caller on the phone, a toy animal, "check for me", a
 * dropped g, a noise with "what is it?", a coloured case, who is speaking, a noun that looks like an order, a
 * numbered place, and a phrase that only starts like an idiom. None of these phrasings is from a suite's missions.
 */
describe("readMission: how operators talk", () => {
  it("takes who is on the phone as the caller and the phone as no place; a toy animal is looked for as a toy", async () => {
    const goal = await readMission(
      "Got a grandad on the phone, his grandson dropped a toy giraffe by the maze. Can you find it?",
    );
    expect(goal.kind).toBe("find");
    expect(goal.places.map((p) => p.text)).toEqual(["maze"]);
    expect(goal.subjects.map((s) => s.text)).not.toContain("grandad");
    expect(goal.labels).toContain("toy");
  });

  it("reads a check done for the operator over a list as an assessment, dropped g and all", async () => {
    const goal = await readMission(
      "Can you do the evening lock-up check for me - the north gate, the bike shed door, the bin store. Anythin loose we padlock it",
    );
    expect(goal.kind).toBe("assess");
    const own = goal.subjects.filter((s) => !s.related).map((s) => s.text);
    expect(own).toEqual(expect.arrayContaining(["north gate", "bike shed door", "bin store"]));
    expect(own).not.toContain("anythin");
  });

  it("asks for the cause of a noise heard from across a place", async () => {
    const goal = await readMission(
      "Walkers on the towpath say there's been a racket going on all night from across the river somewhere round the weir. What is it?",
    );
    expect(goal.kind).toBe("explain");
  });

  it('reads "a beeping" — a sound\'s -ing after "a" — as the sound to explain, not a verb', async () => {
    const goal = await readMission(
      "There's a buzzing somewhere in the plant room since the power came back. What is it?",
    );
    expect(goal.kind).toBe("explain");
    expect(goal.causes.map((c) => c.text)).toContain("buzzing");
  });

  it("takes a coloured case for the container, and the speaker for no one to find", async () => {
    const goal = await readMission(
      "Groundsman of the cricket club here. The orange case with the spare bails has gone missing. Find it please.",
    );
    expect(goal.kind).toBe("find");
    expect(goal.subjects).toContainEqual(
      expect.objectContaining({ text: "orange case", sense: "thing", related: false }),
    );
    expect(goal.subjects.map((s) => s.head)).not.toContain("groundsman");
  });

  it("does not read a sentence opening with a noun and its verb as an order", async () => {
    const goal = await readMission(
      "Sweep team want the van at the depot by nine. Is the lane clear all the way?",
    );
    expect(goal.kind).not.toBe("instruction");
  });

  it("keeps a place's number, and reads a phrase that only starts like an idiom", async () => {
    const goal = await readMission("go to pen 4 and look at the bottom hinge of the gate");
    expect(goal.places.map((p) => p.text)).toContain("pen 4");
    expect(goal.subjects.map((s) => s.text)).toContain("bottom hinge");
  });

  it("reads 'answers to Rex' and 'any chance' as no things, and 'it' in what a thing must do as the stuff said", async () => {
    const dog = await readMission(
      "A walker's lost her collie in the spinney, black and white, answers to Rex. Any chance you could look?",
    );
    expect(dog.subjects.map((s) => s.head)).not.toContain("answer");
    expect(dog.subjects.map((s) => s.head)).not.toContain("chance");
    const flood = await readMission(
      "There's rainwater over the floor of the bike store. Is there anything here that could suck it up?",
    );
    expect(flood.subjects.find((s) => s.sense === "activity")?.text).toContain("rainwater");
  });

  it("keeps the kind when numbers make a range or a list", async () => {
    const goal = await readMission("walk round bays 2 to 6 and check the chargers");
    expect(goal.places.map((p) => p.text)).not.toContain("bay 2");
  });
});
