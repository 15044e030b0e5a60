import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * "Round" after a going or a look ("go round the extinguishers", "have a good look round the benches") makes the
 * things each one to see; "round" after anything else says where ("a smell round the bins"). Weather "all round"
 * a place is everywhere, not a place to look. Phrasings are made up for the tests.
 */
describe("readMission: things gone round, and weather all round", () => {
  const own = (goal: Awaited<ReturnType<typeof readMission>>): string[] =>
    goal.subjects.filter((s) => !s.related).map((s) => s.text);
  const places = (goal: Awaited<ReturnType<typeof readMission>>): string[] =>
    goal.places.map((p) => p.text);

  it("reads things gone round as what to check, and where they stand as the place", async () => {
    const goal = await readMission(
      "Go round the fire extinguishers in the workshop and tell me which ones need refilling",
    );
    expect(goal.kind).toBe("assess");
    expect(own(goal)).toContain("fire extinguisher");
    expect(places(goal)).toEqual(["workshop"]);
  });

  it('reads "have a good look round" the same way', async () => {
    const goal = await readMission("Have a good look round the garden benches, anything broken?");
    expect(own(goal)).toContain("garden bench");
    expect(places(goal)).not.toContain("garden bench");
  });

  it('keeps "round" after a noun as where something is', async () => {
    const goal = await readMission(
      "There's a horrible smell round the bins by the kitchen. What is it?",
    );
    expect(goal.kind).toBe("explain");
    expect(goal.places).toContainEqual(expect.objectContaining({ relation: "round", text: "bin" }));
    expect(own(goal)).not.toContain("bin");
  });

  it("reads weather all round a place as no place to search", async () => {
    const goal = await readMission(
      "Hail all round the county last night. Check the greenhouse roof for broken panes.",
    );
    expect(own(goal)).toContain("greenhouse roof");
    expect(places(goal)).not.toContain("county");
  });

  it("keeps a place something lies all over", async () => {
    const goal = await readMission(
      "Water lying all over the boiler room floor. Find where it's coming from",
    );
    expect(places(goal)).toContain("boiler room floor");
  });
});
