import { describe, expect, it } from "vitest";
import { missionSteps, readMission } from "../../src/mission/index.js";

/** Sentences written for this test, not taken from a suite's missions. */
describe("readMission: creatures out, places with 'the', machines in -er and states asked", () => {
  it("reads a creature 'out' as loose, not as a supply that failed", async () => {
    const goal = await readMission("Think we've got a pony out. Can you find it for me?");
    const pony = goal.subjects.find((s) => s.head === "pony");
    expect(pony?.failed).toBeUndefined();
    expect(goal.kind).toBe("find");
    // A supply out is still an outage.
    const power = await readMission("Power's out in the kennels, why?");
    expect(power.subjects.find((s) => s.head === "power")?.failed).toBe(true);
  });

  it("reads a capitalised name after 'the' as a place, but not a system's acronym", async () => {
    const goal = await readMission("Can I get the trailer down the bank track to the Holms today?");
    expect(goal.places).toContainEqual(expect.objectContaining({ relation: "to", text: "holms" }));
    const system = await readMission("The alarms on the SCADA went red at two, what's up?");
    expect(system.places.map((p) => p.text)).not.toContain("scada");
  });

  it("reads a verb made a noun by -er that WordNet knows only otherwise as a thing to look at", async () => {
    const goal = await readMission(
      "the dairy chillers were beeping when the lights flickered, can you check both chillers are holding temperature?",
    );
    const chillers = goal.subjects.filter((s) => s.head === "chiller");
    expect(chillers.length).toBeGreaterThan(0);
    expect(chillers.every((s) => s.concrete)).toBe(true);
    expect(goal.labels).toContain("chiller");
  });

  it("asks a state when it asks whether things came back on", async () => {
    const goal = await readMission(
      "pop into the brooder house and see if both brooders came back on",
    );
    expect(goal.kind).toBe("assess");
    const running = await readMission(
      "nip round to the pump house and tell me if the genny's still running",
    );
    expect(running.kind).toBe("assess");
    // (Whether a thing is on a shelf is where it is, not a state.)
    const where = await readMission("see if the torch is on the shelf in the garage");
    expect(where.kind).not.toBe("assess");
  });

  it("takes a sound heard and 'see what it is' for a cause to find", async () => {
    const goal = await readMission(
      "Night shift here. There's a loud bleeping in the boiler house since the power blipped, I'm not going in on my own. Can your robot go and see what it is?",
    );
    expect(goal.kind).toBe("explain");
  });

  it("takes what the speaker already went over for where to look, not more things to find", async () => {
    const said =
      "I've lost my torch on the night round. I went round the back of the sheds and checked the generator, then the workshop. Can you find it?";
    const goal = await readMission(said);
    expect(goal.subjects.filter((s) => !s.related).map((s) => s.head)).toEqual(["torch"]);
    expect(goal.places.map((p) => p.text)).toEqual(
      expect.arrayContaining(["generator", "workshop"]),
    );
    // (Told in order, what the speaker did is no sequence of steps.)
    expect(missionSteps(said)).toHaveLength(1);
  });

  it("takes 'find them' for the things named in the plural, and a word read as a name for a plural", async () => {
    const goal = await readMission(
      "The skip lorry's at the gate, driver says the bottle banks aren't where they used to be. Can you find them for him?",
    );
    const banks = goal.subjects.find((s) => s.head === "bank");
    expect(banks).toMatchObject({ sense: "thing", related: false });
    expect(goal.subjects.find((s) => s.head === "lorry")?.related).toBe(true);
  });

  it("takes 'tell me what's been ruined' after a leak for a look over things, not a cause", async () => {
    const goal = await readMission(
      "we've had water through the roof overnight over the bookshelves, can you tell me what's been ruined?",
    );
    expect(goal.kind).not.toBe("explain");
  });
});
