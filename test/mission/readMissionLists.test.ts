import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * Noises and smells, where they were noticed from, and lists of things and places. None of these phrasings is
 * taken from a suite's missions.
 */
describe("readMission: signs and where they were noticed", () => {
  it("reads something making a din as a noise to explain, not an order to make anything", async () => {
    const goal = await readMission(
      "Something's making a terrible din round the side of the boat shed.",
    );
    expect(goal.kind).toBe("explain");
    expect(goal.unsupported).toBe(false);
    expect(goal.causes.map((c) => c.head)).toContain("din");
    expect(goal.places).toContainEqual(expect.objectContaining({ text: "boat shed" }));
    // An order still is one.
    expect((await readMission("make me a cup of tea")).unsupported).toBe(true);
  });

  it("does not look where a noise was heard from when it is said to be elsewhere, and does when it is not", async () => {
    const there = await readMission(
      "There's a clattering up by the grain store, Sam heard it from the farm office.",
    );
    expect(there.places.map((p) => p.text)).toEqual(["grain store"]);
    expect(there.sources).toEqual(["farm office"]);
    const earshot = await readMission("what's that whining? you can hear it from the canteen");
    expect(earshot.places).toContainEqual(expect.objectContaining({ text: "canteen" }));
    expect(earshot.sources).toBeUndefined();
  });

  it("reads a place that smells of something as the place, not a kind of smell", async () => {
    const goal = await readMission("the workshop smells of burning this morning");
    expect(goal.subjects.map((s) => s.text)).not.toContain("workshop smell");
    expect(goal.subjects.map((s) => s.text)).toContain("workshop");
  });
});

describe("readMission: lists", () => {
  it("shares a preposition with a second place in a list, but not with a second thing", async () => {
    const rooms = await readMission("check the heaters in the chapel and the vestry please");
    expect(rooms.places.map((p) => p.text)).toEqual(["chapel", "vestry"]);
    expect(rooms.subjects.map((s) => s.head)).toEqual(["heater"]);
    const things = await readMission("check the gates by the road and the tractor");
    expect(things.places.map((p) => p.text)).toEqual(["road"]);
    expect(things.subjects.map((s) => s.head)).toContain("tractor");
  });

  it("reads a thing joined to another thing in a list as a thing, whatever WordNet reads first", async () => {
    const goal = await readMission(
      "give the play park a once-over before it opens - the swings, the slide and the zip line",
    );
    expect(goal.kind).toBe("assess");
    const zip = goal.subjects.find((s) => s.text === "zip line");
    expect(zip?.sense).toBe("thing");
    expect(goal.labels).toContain("zip_line");
  });

  it("keeps what is asked about when a later question points back at it", async () => {
    const goal = await readMission(
      "Can you check all four saunas before the guests arrive? Doors, stoves, anything broken on them.",
    );
    const sauna = goal.subjects.find((s) => s.head === "sauna");
    expect(sauna?.related).toBe(false);
    expect(goal.subjects.find((s) => s.head === "stove")?.related).toBe(true);
  });

  it("reads a way named with its own words after a preposition as a place", async () => {
    const goal = await readMission("she dropped her purse somewhere on the riverside walk");
    expect(goal.places).toContainEqual(
      expect.objectContaining({ relation: "on", text: "riverside walk" }),
    );
  });

  it("reads whether a way is open the whole way round as a route question", async () => {
    const goal = await readMission(
      "is the green loop clear the whole way round? the rowing club are on it at ten",
    );
    expect(goal.kind).toBe("route");
    // A preposition that ends a question governs nothing in the next sentence.
    expect(goal.places.map((p) => p.relation)).not.toContain("round");
  });
});
