import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * Who speaks and what they already have, where a thing is said not to be, an order to go that goes on to find
 * something out, and a request to trace a source. Written for these tests, not taken from a suite's missions.
 */
describe("readMission: the speaker, denied places and going to find out", () => {
  it("reads a greeting ended by a comma as who speaks, not as something to find", async () => {
    const goal = await readMission(
      "Night porter here, the wheelchair from the lobby is missing. Can you look for it",
    );
    expect(goal.subjects.map((s) => s.text)).not.toContain("night porter");
    expect(goal.subjects.find((s) => s.text === "wheelchair")?.related).not.toBe(true);
  });

  it("reads what the speaker already has as context and what is missing as sought", async () => {
    const goal = await readMission(
      "I've twelve crates of apples on the van for you but your sack trolley isn't by the back door. where's it gone",
    );
    expect(goal.kind).toBe("find");
    const sought = goal.subjects.filter((s) => !s.related).map((s) => s.text);
    expect(sought).toContain("sack trolley");
    expect(sought).not.toContain("crate");
    expect(goal.subjects.find((s) => s.text === "crate")?.related).toBe(true);
  });

  it("looks round a place the thing is said not to be in, not inside it", async () => {
    const goal = await readMission("The ladder's not in the boiler house. Where is it");
    expect(goal.places.find((p) => p.text === "boiler house")?.relation).toBe("near");
    const kept = await readMission("The ladder's in the boiler house somewhere. Can you find it");
    expect(kept.places.find((p) => p.text === "boiler house")?.relation).toBe("in");
  });

  it("reads 'go up a place and see what state a thing is in' as a look at the thing, from that place", async () => {
    const goal = await readMission(
      "Go up the south bank and see what state the flood gauge is in after the rain",
    );
    expect(goal.kind).not.toBe("instruction");
    expect(goal.subjects.map((s) => s.text)).toContain("flood gauge");
    expect(goal.places.map((p) => p.text)).toContain("south bank");
    const drive = await readMission("Go up the south bank and wait by the gauge");
    expect(drive.kind).toBe("instruction");
  });

  it("reads 'find the source' after an alarm as a cause to explain", async () => {
    const goal = await readMission(
      "Flood alarm in the plant room went off at 3am. Is it the roof again? find the source",
    );
    expect(goal.kind).toBe("explain");
    const sought = await readMission(
      "The flood alarm's handset is lost somewhere in the plant room. find it",
    );
    expect(sought.kind).toBe("find");
  });
});
