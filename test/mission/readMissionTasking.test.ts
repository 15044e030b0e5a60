import { describe, expect, it } from "vitest";
import { missionSteps, readMission } from "../../src/mission/index.js";

/**
 * How operators set jobs and ask about ways in their own shorthand: bare numbered steps, "another way", "look it
 * over", "its" for "it's", a device named by what carries it, a list of things some of which WordNet first reads
 * as places. Phrasings are this test's own.
 */
describe("reading how operators set jobs", () => {
  it("splits bare numbers that open sentences into steps, and leaves numbers inside sentences alone", () => {
    expect(
      missionSteps(
        "Three jobs please. 1 read the gas meter in the boiler room. 2 check the fire door on the east stairs. 3 look at the roof hatch",
      ),
    ).toEqual([
      "Three jobs please. read the gas meter in the boiler room",
      "check the fire door on the east stairs",
      "look at the roof hatch",
    ]);
    expect(missionSteps("There is 1 bag left by the gate. 2 lads saw it go.")).toHaveLength(1);
    expect(missionSteps("Go to bay 2 and check pump 1 is running.")).toHaveLength(1);
  });

  it("reads 'look over' as a check, and 'its fit to use' as a state, not a thing to find", async () => {
    const goal = await readMission("look over the mower in the barn and tell me if its fit to use");
    expect(goal.kind).toBe("assess");
    expect(goal.subjects.map((s) => s.text)).toEqual(["mower"]);
  });

  it("asks about reaching the place without the way said to be shut when the operator wants another way", async () => {
    const goal = await readMission(
      "the north lane's blocked with a tree. can the van get round to the depot another way?",
    );
    expect(goal.kind).toBe("route");
    expect(goal.way).toBeUndefined();
    expect(goal.avoid).toBe("north lane");
  });

  it("keeps the way named as the route when the operator says there is no other way", async () => {
    const goal = await readMission(
      "Is the back road clear through to the feed store? The lorry can't get in any other way",
    );
    expect(goal.kind).toBe("route");
    expect(goal.way).toBe("back road");
    expect(goal.avoid).toBeUndefined();
  });

  it("reads 'can it get round to …' as a route question about the vehicle said before", async () => {
    const goal = await readMission(
      "the horsebox is in the top yard. can it get round to the arena without going on the road",
    );
    expect(goal.kind).toBe("route");
  });

  it("takes plural words in a list of things as things, though WordNet first reads them as places", async () => {
    const goal = await readMission(
      "after the storm check the lights, seats and bins by the pavilion",
    );
    expect(goal.subjects.find((s) => s.text === "seat")?.sense).toBe("thing");
  });

  it("takes a device named by the made thing that carries it as a thing to look at", async () => {
    const goal = await readMission("check the pump indicator in the plant room");
    expect(goal.subjects[0]?.sense).toBe("thing");
  });

  it("reads 'do the X check' as a check of every X, and leaves what someone was doing as context", async () => {
    const routine = await readMission(
      "can you do the extinguisher check in the sports hall please",
    );
    expect(routine.kind).toBe("assess");
    expect(routine.subjects.map((s) => [s.text, s.quantity])).toEqual([["extinguisher", "all"]]);
    const quick = await readMission("do a quick hydrant inspection along the east road");
    expect(quick.subjects.map((s) => s.text)).toEqual(["hydrant"]);
    // How and when it is done name no thing to look at.
    const timed = await readMission("do the morning check");
    expect(timed.subjects).toEqual([]);
    // What someone was doing when a thing was lost is where to look, not a job.
    const lost = await readMission(
      "Sam lost his radio doing the hedge check this morning, find it",
    );
    expect(lost.subjects.map((s) => s.text)).not.toContain("hedge");
  });

  it("seeks the person a seeking verb names or points back to, not what is said of them", async () => {
    const named = await readMission(
      "Maureen's bike has been chained up by the gate all night and she's not answering. Can you find her?",
    );
    expect(named.kind).toBe("find");
    expect(named.subjects.filter((s) => !s.related).map((s) => s.sense)).toEqual(["human"]);
    // An animal told of is who "her" is.
    const animal = await readMission(
      "one of the goats has got out of the paddock, can you find her",
    );
    expect(animal.subjects.some((s) => s.sense === "human" && !s.related)).toBe(false);
  });
});
