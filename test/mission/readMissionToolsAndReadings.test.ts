import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * Words for a worker that also name the machine, and a reading taken off a thing. Written for these tests, not
 * taken from a suite's missions.
 */
describe("readMission: machines named like workers, and readings taken off things", () => {
  it("reads a worker's word pointed back to with 'it' as the machine", async () => {
    const goal = await readMission(
      "Where's the paint sprayer gone? Sam had it along the car park edge on Friday and it's not back in the store",
    );
    expect(goal.kind).toBe("find");
    expect(goal.subjects.find((s) => s.text === "paint sprayer")?.sense).toBe("thing");
  });

  it("keeps a worker pointed back to with 'he' as a person", async () => {
    const goal = await readMission(
      "The window washer was meant to be here at nine, can you see if he's round the back of the hall",
    );
    expect(goal.subjects.find((s) => s.text === "window washer")?.sense).toBe("human");
  });

  it("reads 'read me the level off the gauge' as a look at the gauge", async () => {
    const goal = await readMission("Go in the pump house and read me the level off the tank gauge");
    expect(goal.kind).toBe("assess");
    const gauge = goal.subjects.find((s) => s.text === "tank gauge");
    expect(gauge?.related).not.toBe(true);
    expect(goal.subjects.find((s) => s.text === "level")?.related).toBe(true);
  });
});
