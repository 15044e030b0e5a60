import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * Route questions about the direct way, in everyday words written for this test (none from a suite): the reader
 * marks the direct way, the way set against it, and where "from there" starts.
 */
describe("readMission: the direct way", () => {
  it("reads 'straight … or all the way round by …' as the direct way, not the way round", async () => {
    const goal = await readMission(
      "Can the pupils cut straight across from the playing field to the sports hall, or do they have to go all the way round by the bus lane?",
    );
    expect(goal.kind).toBe("route");
    expect(goal.direct).toBe(true);
    expect(goal.avoid).toBe("bus lane");
    expect(goal.way).not.toBe("bus lane");
    expect(goal.places).toContainEqual(expect.objectContaining({ relation: "to", head: "hall" }));
  });

  it("takes a way round for the way set against the asked one only when the sentence contrasts them", async () => {
    const asked = await readMission(
      "The tanker wants to come round by the service road to the silos. Is it open past the trees or not?",
    );
    expect(asked.kind).toBe("route");
    expect(asked.avoid).toBeUndefined();
    expect(asked.direct).not.toBe(true);
    const against = await readMission(
      "Can the tanker get across the yard to the silos, or must it go round by the service road?",
    );
    expect(against.avoid).toBe("service road");
  });

  it("reads a way gone round ('round the lakeside track to the boathouse') as the way asked about", async () => {
    const goal = await readMission(
      "Can I get the quad round the lakeside track to the boathouse or is there stuff down?",
    );
    expect(goal.kind).toBe("route");
    expect(goal.way).toBe("lakeside track");
  });

  it("points 'from there' back at the place said before it", async () => {
    const goal = await readMission(
      "The vans will wait in the top paddock. Can the drivers walk straight down from there to the canteen?",
    );
    expect(goal.kind).toBe("route");
    expect(goal.places).toContainEqual(
      expect.objectContaining({ relation: "from", text: "top paddock" }),
    );
  });

  it("reads whether others can walk between places as a route question, not a request to the robot", async () => {
    const walk = await readMission("Can visitors walk from the car park to the fenced orchard?");
    expect(walk.kind).toBe("route");
    expect(walk.places).toContainEqual(
      expect.objectContaining({ relation: "to", text: "fenced orchard" }),
    );
    const request = await readMission("Can you go to the barn and check the water trough?");
    expect(request.kind).not.toBe("route");
  });

  it("does not take 'straight away' for the direct way", async () => {
    const goal = await readMission(
      "Is the farm track open to the silage clamp? Need to know straight away.",
    );
    expect(goal.kind).toBe("route");
    expect(goal.direct).toBeUndefined();
  });
});
