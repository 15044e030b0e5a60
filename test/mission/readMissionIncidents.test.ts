import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * Who did what when: the moment an animal or a person did something, the person who did it, where a sign comes
 * from, and the words of time and names that are neither things nor places. Written for these tests, not taken
 * from a suite's missions.
 */
describe("readMission: incidents, agents and signs", () => {
  it("takes a word of time for no part of a thing's name", async () => {
    const goal = await readMission("Dropped my headtorch yesterday. Somewhere round the boat shed");
    expect(goal.subjects.map((s) => s.text)).toContain("headtorch");
    expect(goal.subjects.map((s) => s.text)).not.toContain("drop");
    expect(goal.subjects.some((s) => s.text.includes("yesterday"))).toBe(false);
  });

  it("reads the person who did something to a thing as context, the thing as sought", async () => {
    const goal = await readMission(
      "The shepherd had to abandon the quad bike on the forestry road in the fog. Can you find it",
    );
    const sought = goal.subjects.filter((s) => !s.related).map((s) => s.text);
    expect(sought).toContain("quad bike");
    expect(goal.subjects.find((s) => s.text === "shepherd")?.related).toBe(true);
  });

  it("reads what happened when an animal bolted as the moment, and the mission as a search", async () => {
    const goal = await readMission(
      "the terrier ran off when the scaffolding came down last night and he's not come back. Last seen near the tennis courts",
    );
    expect(goal.kind).toBe("find");
    expect(goal.subjects.find((s) => s.text === "scaffold")?.related).toBe(true);
    expect(goal.subjects.find((s) => s.text === "terrier")?.related).toBe(false);
  });

  // (A guard: this held before the rule above and must still hold.)
  it("keeps a machine's failure at the moment of another as a possible cause", async () => {
    const goal = await readMission("the compressor stopped when the breaker tripped. why?");
    expect(goal.kind).toBe("explain");
    expect(goal.subjects.find((s) => s.text === "breaker")?.related).toBe(false);
  });

  it("takes where a noise comes from as where it is", async () => {
    const goal = await readMission(
      "a horrible screeching noise from the boiler house all morning, can you see what it is",
    );
    expect(goal.places).toContainEqual({ relation: "at", text: "boiler house", head: "house" });
  });

  // (A guard too: a start is never where a sign comes from.)
  it("keeps a way's start a start", async () => {
    const goal = await readMission("can the minibus get from the car park to the pavilion?");
    expect(goal.places.map((p) => `${p.relation} ${p.text}`)).toContain("from car park");
  });

  it("reads the name an animal answers to as neither a place nor a thing", async () => {
    const goal = await readMission(
      "lost a grey lurcher, answers to Pepper. She was last seen among the gorse by the car park",
    );
    const words = [...goal.subjects.map((s) => s.text), ...goal.places.map((p) => p.text)];
    expect(words).not.toContain("pepper");
    expect(goal.places.map((p) => p.text)).toContain("gorse");
  });

  it("reads a place said after another particle and one of a group as a place", async () => {
    const goal = await readMission(
      "he parked up on one of the laybys along the top road, find the van",
    );
    expect(goal.places.map((p) => p.text)).toContain("layby");
    expect(goal.subjects.map((s) => s.text)).not.toContain("layby");
  });

  it('reads "<place> stinks of …" as the place and a smell, not an order and a stink', async () => {
    const goal = await readMission("Tack room stinks of burning. Find out what it is");
    expect(goal.kind).toBe("explain");
    expect(goal.subjects.map((s) => s.text)).toContain("tack room");
  });
});
