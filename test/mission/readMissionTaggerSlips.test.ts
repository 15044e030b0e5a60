import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * Readings where the tagger takes a noun for a verb or a verb for a noun, and the states a mission asks which
 * things are in. Phrasings are made up for the tests.
 */
describe("readMission: the tagger's slips, and states asked which", () => {
  const texts = (goal: Awaited<ReturnType<typeof readMission>>): string[] =>
    goal.subjects.filter((s) => !s.related).map((s) => s.text);

  it("reads the thing someone put down as one thing, its modifier and all", async () => {
    const goal = await readMission(
      "I've put my noise monitor down somewhere near the barn and can't find it",
    );
    expect(goal.kind).toBe("find");
    expect(texts(goal)).toEqual(["noise monitor"]);
  });

  it("reads plural things a check ends on as things, not as a verb", async () => {
    const goal = await readMission("go round and check the marker posts, all eight");
    expect(goal.subjects.map((s) => s.text)).toEqual(["marker post"]);
  });

  it('reads "\'s come down" as a verb, not a thing owned', async () => {
    const goal = await readMission("need to know if any fencing's come down overnight");
    expect(goal.subjects.map((s) => s.text)).toEqual(["fencing"]);
  });

  it("seeks what a question of whereabouts asks after, whatever WordNet makes of its words", async () => {
    const goal = await readMission("Where's the grit skip got to? The lorry's booked for ten.");
    expect(goal.kind).toBe("find");
    expect(texts(goal)).toEqual(["grit skip"]);
    expect(goal.causes).toEqual([]);
    // (A relative "where" asks nothing: the path stays what the tagger made of it.)
    const reply = await readMission("the rack is where the path from the quad reaches the doors");
    expect(reply.subjects.map((s) => s.text)).not.toContain("path");
  });

  it("reads a sentence's first word as its noun when the sentence has a verb of its own", async () => {
    const goal = await readMission(
      "Tank up in the shed roof has let go, water all down the wall. Has the mower got wet?",
    );
    expect(texts(goal)).toContain("tank");
    expect(texts(goal)).toContain("mower");
  });

  it("reads a word no dictionary knows, after a describing word, as the thing's name", async () => {
    const goal = await readMission(
      "The backup genny stopped again at three. Can you have a look at it?",
    );
    expect(goal.subjects.map((s) => s.text)).toContain("backup genny");
  });

  it("keeps the state a check asks which things are in", async () => {
    const bins = await readMission("check the salt bins and tell me which ones are empty");
    expect(bins.soughtStates).toEqual(["empty"]);
    const gates = await readMission("are any of the gates open?");
    expect(gates.soughtStates).toEqual(["open"]);
    // (A word before a noun is its modifier, and a light verb no state.)
    const drums = await readMission("are any of the chemical drums leaking?");
    expect(drums.soughtStates).toBeUndefined();
  });

  it("reads which of a numbered set have become so as a check of them for that state", async () => {
    // ("plots 5 to 8": numbered things one can go and look at, whatever WordNet's first sense of plot is.)
    const plots = await readMission(
      "Run along the barley, plots 3 to 6, and tell me which ones have gone flat",
    );
    expect(plots.kind).toBe("assess");
    expect(plots.soughtStates).toEqual(["flat"]);
    const troughs = await readMission("troughs 1 to 4 in the top field - which ones are frozen?");
    expect(troughs.kind).toBe("assess");
    const loose = await readMission("check the fence panels and tell me which have come loose");
    expect(loose.soughtStates).toEqual(["loose"]);
  });

  it("leaves out who tells, past a clause saying which one", async () => {
    const goal = await readMission(
      "The lad who had it says he left it by the lake. Can you go and find the canoe?",
    );
    expect(texts(goal)).not.toContain("lad");
  });

  it("reads a sentence's opening -ing word with an article after it as a verb", async () => {
    const goal = await readMission(
      "Getting a strong whiff of diesel by the barn this morning. Find out where it's coming from",
    );
    expect(goal.subjects.map((s) => s.head)).not.toContain("a");
  });

  it("reads where a verb of going leads as a place, though WordNet lists the word as an act first", async () => {
    const goal = await readMission(
      "Flow's dropped off. Get yourself up to the intake and tell me what's wrong.",
    );
    expect(goal.places).toContainEqual(expect.objectContaining({ relation: "to", text: "intake" }));
    // (What happened to something goes nowhere.)
    const heat = await readMission("what's happened to the heat in the glasshouse?");
    expect(heat.places.filter((p) => p.relation === "to")).toEqual([]);
  });

  it('reads a noun the tagger took for a verb before "has" and a participle as the thing ("the chain hoist has gone")', async () => {
    const goal = await readMission("The chain hoist has gone from the workshop. Can you find it?");
    expect(goal.kind).toBe("find");
    expect(goal.subjects.filter((s) => !s.related).map((s) => s.text)).toContain("chain hoist");
  });
});
