import { describe, expect, it } from "vitest";
import { nounPhrases, readMission, tokenize } from "../../src/mission/index.js";

const phrases = (text: string): { text: string; preposition: string | undefined }[] =>
  nounPhrases(tokenize(text)).map((p) => ({ text: p.text, preposition: p.preposition }));

/** Noun phrases as operators say them, in words written for this test (none from a suite). */
describe("nounPhrases", () => {
  it("keeps a participle after an article with its noun ('the fenced orchard')", () => {
    expect(phrases("meet me at the fenced orchard")).toContainEqual({
      text: "fenced orchard",
      preposition: "at",
    });
  });

  it("gives a phrase joined by 'or' the preposition of the one before", () => {
    expect(phrases("it'll be in the stable or the tack room")).toEqual([
      { text: "stable", preposition: "in" },
      { text: "tack room", preposition: "in" },
    ]);
  });

  it("keeps a second thing after 'and' a thing when the first had its own place ('the X in A and the Y in B')", () => {
    expect(
      phrases("the two hay racks in the paddock and the two water troughs in the yard"),
    ).toEqual([
      { text: "hay rack", preposition: undefined },
      { text: "paddock", preposition: "in" },
      { text: "water trough", preposition: undefined },
      { text: "yard", preposition: "in" },
    ]);
  });

  it("reads an unknown word an article opens before 'or' as a noun ('the shippon or the shed')", () => {
    expect(phrases("try the shippon or the shed").map((p) => p.text)).toEqual(["shippon", "shed"]);
  });

  it("does not fold a floating quantifier and its predicate into the noun ('showers both dead')", () => {
    expect(phrases("the sinks and showers both dead").map((p) => p.text)).toEqual([
      "sink",
      "shower",
    ]);
  });

  it("does not take a state said after a place for part of its name ('over the brook open')", () => {
    expect(phrases("is the new bridge over the brook open yet?")).toContainEqual({
      text: "brook",
      preposition: "over",
    });
  });
});

describe("readMission: outages of coordinated things", () => {
  it("marks every thing said to be dead, through 'both'", async () => {
    const goal = await readMission("No water in the canteen, sinks and showers both dead. Why?");
    expect(goal.subjects.filter((s) => s.failed === true).map((s) => s.head)).toEqual(
      expect.arrayContaining(["water", "shower"]),
    );
  });
});

describe("readMission: words that are not what they look like", () => {
  it("reads 'the till' as a noun, so what the teller reports is still the subject", async () => {
    const goal = await readMission(
      "the girl on the till says a walker left her rucksack in the cafe. can you look for it?",
    );
    expect(goal.subjects.find((s) => s.head === "rucksack")?.related).toBe(false);
  });

  it("spells out text-speak ('b4' is 'before'), but not inside a hyphenated name", async () => {
    const goal = await readMission(
      "a walker left her rucksack in the cafe, a green one. can u have a look for it b4 we stack the chairs pls",
    );
    expect(goal.subjects.find((s) => s.head === "chair")?.related).toBe(true);
    expect(goal.subjects.find((s) => s.head === "rucksack")?.related).toBe(false);
    const bend = await readMission("can u check the u-bend under the sink");
    expect(bend.subjects.map((s) => s.head)).toContain("u-bend");
  });

  it("takes what is looked for as the subject, not as context ('look for the rucksack before …')", async () => {
    const goal = await readMission("can you look for the rucksack before we stack the chairs?");
    expect(goal.subjects.find((s) => s.head === "rucksack")?.related).toBe(false);
    expect(goal.subjects.find((s) => s.head === "chair")?.related).toBe(true);
  });

  it("splits off an owner said without an apostrophe ('the lads bikes'), as context", async () => {
    const goal = await readMission("one of the lads bikes got left in the woods, can you find it?");
    expect(goal.subjects.find((s) => s.head === "bike")?.related).toBe(false);
    expect(goal.subjects.find((s) => s.head === "lad")?.related).toBe(true);
    expect(goal.places).toContainEqual(expect.objectContaining({ relation: "in", head: "wood" }));
  });

  it("reads a noise asked about ('what's that squealing?', 'that rattling near the barn') as the cause to explain", async () => {
    const squeal = await readMission("what's that squealing? you can hear it from the car park");
    expect(squeal.kind).toBe("explain");
    expect(squeal.causes.map((c) => c.head)).toContain("squealing");
    const rattle = await readMission("what is that rattling near the old barn?");
    expect(rattle.kind).toBe("explain");
    expect(rattle.places).toContainEqual(
      expect.objectContaining({ relation: "near", head: "barn" }),
    );
  });

  it("reads a noun WordNet knows only as a noun as the end of its phrase ('from the stewards hut')", async () => {
    // (The tagger reads "stewards" as an adverb, like "towards", and "hut" as a verb.)
    const goal = await readMission("what's that squealing? we can hear it from the stewards hut");
    expect(goal.places).toContainEqual(
      expect.objectContaining({ relation: "from", text: "stewards hut" }),
    );
    // Where it is heard from is context: the noise is what to explain, not an office to find.
    expect(goal.kind).toBe("explain");
  });
});
