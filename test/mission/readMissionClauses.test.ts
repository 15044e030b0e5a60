import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * Clauses and phrases the reader used to misread: a superlative inside a noun phrase, a where-question among
 * sentences of context, a clause of time with no comma, a purpose with its destination, a way taken as the
 * object of a verb of going, guesses of where a lost thing is, and a noun the tagger took for a bare verb. None of
 * these phrasings is taken from a suite's missions.
 */
describe("readMission: clauses and phrases", () => {
  it("drops a superlative from the kind sought, and a where-question says what is sought", async () => {
    const goal = await readMission(
      "A cyclist came off on the towpath and his friend is with him. Where's the closest first aid kit??",
    );
    expect(goal.kind).toBe("find");
    const own = goal.subjects.filter((s) => !s.related);
    expect(own.map((s) => s.text)).toEqual(["first aid kit"]);
    expect(own[0]?.quantity).toBe("one");
  });

  it("ends a clause of time with no comma where the main clause's subject and verb start", async () => {
    const goal = await readMission(
      "After the hail last night we need every one of the polytunnels looked at.",
    );
    expect(goal.kind).toBe("assess");
    expect(goal.subjects).toContainEqual(
      expect.objectContaining({ text: "polytunnel", related: false }),
    );
  });

  it("leaves where an activity goes out of what serves it", async () => {
    const goal = await readMission(
      "We've got forty chairs to shift. Anything to cart them over to the hall?",
    );
    const activity = goal.subjects.find((s) => s.sense === "activity");
    expect(activity?.text).toBe("cart them");
  });

  it("reads a way taken as the object of a verb of going, and a closed compound ending in a way", async () => {
    const goal = await readMission(
      "A school group want to cycle the cycleway from the lock to the mill tomorrow. Is it fit to use?",
    );
    expect(goal.kind).toBe("route");
    expect(goal.way).toBe("cycleway");
  });

  it("takes guesses of where a lost thing is as places to look, not things to find", async () => {
    const goal = await readMission(
      "I've mislaid my clipboard somewhere on the farm. Either the dairy or the grain store by the silo. Can you find it?",
    );
    expect(goal.kind).toBe("find");
    expect(goal.subjects.filter((s) => !s.related).map((s) => s.text)).toEqual(["clipboard"]);
    expect(goal.places.map((p) => p.text)).toEqual(
      expect.arrayContaining(["dairy", "grain store"]),
    );
    // Two of the same kind offered are the thing, not places.
    const either = await readMission(
      "Find either the red bucket or the blue bucket, whichever is nearer.",
    );
    expect(either.places).toEqual([]);
  });

  it("reads a bare verb form after a singular noun and before a preposition as the phrase's noun", async () => {
    const goal = await readMission("Is the tractor engine house up the lane locked?");
    expect([...goal.subjects, ...goal.places].map((s) => s.text)).toContain("tractor engine house");
    // A past tense written as the bare form stays a verb, and so does a word that is also an adjective.
    const burst = await readMission("A water pipe burst under the yard overnight. Can you check?");
    expect(burst.subjects.map((s) => s.text)).not.toContain("water pipe burst");
  });

  it("reads a sensation said with what it is of as one thing", async () => {
    const goal = await readMission(
      "There's a reek of paraffin round the boat shed. Where's it coming from?",
    );
    expect(goal.kind).toBe("explain");
    expect(goal.subjects.map((s) => s.text)).toContain("paraffin reek");
    expect(goal.subjects.map((s) => s.text)).not.toContain("paraffin");
  });

  it("reads going round a place to tell what's wrong with the things listed as an assessment", async () => {
    const goal = await readMission(
      "Go right round the orchard and tell me what's wrong before the pickers come. Ladders, crates, the lot.",
    );
    expect(goal.kind).toBe("assess");
  });

  it("reads 'eyes on' as a look at what follows, and 'before anyone …' as when, not whom to find", async () => {
    const goal = await readMission(
      "Before anyone drives it again I want eyes on the tractor by the barn. Tell me if it's damaged.",
    );
    expect(goal.kind).toBe("assess");
    expect(goal.subjects.filter((s) => !s.related).map((s) => s.text)).toEqual(["tractor"]);
    // "There's" is never a thing, whatever the tagger calls it.
    const there = await readMission(
      "There's been hail on the glasshouses overnight, so go round them and tell me the state of the vents.",
    );
    expect(there.subjects.map((s) => s.text)).not.toContain("there's");
  });
});
