import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * How a loss is told: who rang whom, who lost it and what they were doing at the time, a part named by its size,
 * a word of direction after the thing, and a float blown off its stand. Written for these tests, not taken from a
 * suite's missions.
 */
describe("readMission: the story around something lost", () => {
  const sought = (goal: Awaited<ReturnType<typeof readMission>>): string[] =>
    goal.subjects.filter((s) => !s.related).map((s) => s.text);
  const context = (goal: Awaited<ReturnType<typeof readMission>>): string[] =>
    goal.subjects.filter((s) => s.related).map((s) => s.text);

  it("reads whom the news was phoned to as context, and the thing dropped as what to find", async () => {
    const goal = await readMission(
      "A walker called the gatehouse, he dropped his wallet out jogging the towpath this morning. Can you look for it",
    );
    expect(goal.kind).toBe("find");
    expect(sought(goal)).toContain("wallet");
    expect(context(goal)).toContain("gatehouse");
    // The way he went along is where to look.
    expect(goal.places).toContainEqual(
      expect.objectContaining({ relation: "along", text: "towpath" }),
    );
  });

  it("reads a first name before 'has lost his' as the owner, and what he was doing as the scene", async () => {
    const goal = await readMission(
      "Gary's lost his torch. Last had it in the loading bay emptying the bins. Can you find it",
    );
    expect(sought(goal)).toContain("torch");
    expect(context(goal)).toEqual(expect.arrayContaining(["gary", "bin"]));
  });

  it("keeps a thing that blocks something, and a person reached by phone after a pause, in the mission", async () => {
    const blocked = await readMission("There's a van blocking the west gate, check the west gate");
    expect(sought(blocked)).toContain("west gate");
    const hurt = await readMission(
      "The coastguard rang, a climber's phoned in hurt and is waiting in the boathouse. Go and check on him",
    );
    expect(context(hurt)).not.toContain("climber");
  });

  it("reads a part named by its size before the noun as the thing sought, not a verb", async () => {
    const goal = await readMission("Need the spare 40 file for the lathe. Should be in the store");
    expect(sought(goal)).toContain("spare 40 file");
  });

  it("reads something gone off its post as a thing to find, not a failure to explain", async () => {
    const goal = await readMission(
      "The lifebelt's gone off its hook by the slipway, the wind must of taken it. See if it's blown into the reeds",
    );
    expect(goal.kind).toBe("find");
    // (WordNet writes it as two words, "life belt".)
    expect(goal.subjects.find((s) => s.text === "lifebelt")?.concrete).toBe(true);
    const failed = await readMission("The lights have gone off in the boathouse, why?");
    expect(failed.kind).toBe("explain");
  });

  it("reads 'where's it getting in' as asking for the cause of a leak", async () => {
    const goal = await readMission(
      "Rain's coming through the ceiling of the ticket office. Where's it getting in?",
    );
    expect(goal.kind).toBe("explain");
  });

  it("keeps where a thing was last had, told after asking where it has gone", async () => {
    const goal = await readMission(
      "Where's the stepladder gone? Priya had it in the sports hall on Monday and it's not back in the cupboard",
    );
    expect(sought(goal)).toContain("stepladder");
    expect(goal.places.map((p) => p.text)).toContain("sport hall");
    // What it is wanted for is no place it may be.
    const wanted = await readMission(
      "Where's the leaf blower got to? Need it for the steps round the chapel and it's not in its rack",
    );
    expect(wanted.places.map((p) => p.text)).not.toContain("chapel");
    // Asking for the nearest of a kind still leaves the story's places out.
    const nearest = await readMission(
      "The cubs are coming to clear the pond at the lodge. Where's the nearest boat?",
    );
    expect(nearest.places.map((p) => p.text)).not.toContain("lodge");
  });
});
