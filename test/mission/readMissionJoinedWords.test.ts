import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * Words joined wrongly or left apart: "is" taken into a compound, a coined hyphenated noun, a piece of a thing,
 * initials someone owns, things gone round by their count, a choice between two things. Phrasings are made up
 * for the tests.
 */
describe("readMission: words joined and words apart", () => {
  const own = (goal: Awaited<ReturnType<typeof readMission>>): string[] =>
    goal.subjects.filter((s) => !s.related).map((s) => s.text);

  it('never joins "is" to the noun before it ("bar" + "i" is a city, not a compound)', async () => {
    const goal = await readMission("The towing bar's not on its peg in the store. Find it for me?");
    expect(goal.kind).toBe("find");
    expect(own(goal)).toContain("towing bar");
    expect(goal.labels).not.toContain("i");
  });

  it('reads "is it the X or the Y?" as a check of both, with no "armor" read into "arm or"', async () => {
    const goal = await readMission("The car park barrier won't lift. Is it the arm or the box?");
    expect(goal.kind).toBe("assess");
    expect(own(goal)).toEqual(expect.arrayContaining(["arm", "box"]));
    expect(goal.subjects.some((s) => s.head === "or")).toBe(false);
  });

  it("reads a coined hyphenated noun as a thing of its own kind, and its loss as a find", async () => {
    const goal = await readMission(
      "three of the sit-on-tops have gone off the rack by the boathouse. have a scout round, they won't have gone far",
    );
    expect(goal.kind).toBe("find");
    const sought = goal.subjects.find((s) => s.text === "sit on top");
    expect(sought?.sense).toBe("unknown");
    expect(goal.labels).toContain("sit_on_top");
    // (Its last word is no kind of it, and the scouting is how to look, not who.)
    expect(goal.labels).not.toEqual(expect.arrayContaining(["top"]));
    expect(goal.labels).not.toContain("scout");
  });

  it("reads a piece of a thing as that thing's piece", async () => {
    const goal = await readMission(
      "the end section of the pontoon has snapped its moorings overnight. find where it's ended up",
    );
    expect(goal.kind).toBe("find");
    expect(own(goal)).toContain("pontoon section");
    expect(goal.labels).toContain("pontoon_section");
  });

  it("reads initials someone owns as their device, lost and to be found", async () => {
    const goal = await readMission(
      "I've lost my handheld VHF somewhere on the slipway. Can you look?",
    );
    expect(goal.kind).toBe("find");
    expect(goal.subjects.find((s) => s.text === "handheld vhf")?.concrete).toBe(true);
  });

  it("reads things gone round or down by their count or numbers as the things to check", async () => {
    const tanks = await readMission(
      "Go round the three silos in the east yard and tell me which one took the strike",
    );
    expect(tanks.subjects.find((s) => s.head === "silo" && !s.related)?.count).toBe(3);
    expect(tanks.places.some((p) => p.head === "silo")).toBe(false);
    const chargers = await readMission(
      "Go down the chargers, 1 to 4, and tell me which are faulty",
    );
    expect(own(chargers)).toContain("charger");
    // (A charger is also a battery charger: the detector is not told of warhorses.)
    expect(chargers.labels).not.toContain("warhorse");
  });

  it('reads "have" before a participle as the auxiliary, never a thing', async () => {
    const goal = await readMission("walk the timber stacks and see if any have taken a knock");
    expect(goal.subjects.some((s) => s.head === "have")).toBe(false);
    expect(goal.labels).not.toContain("person");
  });

  it("reads a participle after a noun as what became of it", async () => {
    const goal = await readMission(
      "Someone says there's a tree come down up there. Is it passable?",
    );
    expect(own(goal)).toEqual(["tree"]);
  });

  it("takes no article for a thing, and the rest of a set for no thing", async () => {
    const goal = await readMission(
      "Check the two pumps in the plant room, one or the other is tripping, and whether the others are ok",
    );
    expect(goal.subjects.some((s) => s.text === "the" || s.head === "other")).toBe(false);
  });

  it("reads a cutting gone through as a way", async () => {
    const goal = await readMission(
      "Can a lorry still get up to the quarry floor through the cutting?",
    );
    expect(goal.kind).toBe("route");
    expect(goal.places).toContainEqual(
      expect.objectContaining({ relation: "through", head: "cutting" }),
    );
  });

  it("reads a fleet number that opens a statement as the thing it is about", async () => {
    const goal = await readMission("512's not in bay 6 where the board has it. Where's it gone?");
    expect(goal.kind).toBe("find");
    expect(own(goal)).toContain("512");
    expect(goal.subjects.find((s) => s.text === "512")?.sense).toBe("unknown");
  });

  it("reads a whiff of something as its smell, no thing to look for", async () => {
    const goal = await readMission(
      "right whiff of paraffin round by the boiler house. see what's causing it",
    );
    expect(goal.kind).toBe("explain");
    const smell = goal.subjects.find((s) => s.head === "whiff");
    expect(smell?.text).toBe("paraffin whiff");
    expect(smell?.concrete).toBe(false);
    expect(goal.labels).not.toContain("whiff");
  });
});
