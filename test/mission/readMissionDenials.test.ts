import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * What a mission says is not meant, what it only says of how a thing looks, and short forms of "is" the tagger
 * misreads. Written for these tests, not taken from a suite's missions.
 */
describe("readMission: denials, descriptions and short forms", () => {
  it("leaves out a thing the operator says is not meant", async () => {
    const goal = await readMission(
      "It's the brown spaniel we want, not the collie, he's fine. Can you find her?",
    );
    const said = goal.subjects.map((s) => s.text);
    expect(said).toContain("brown spaniel");
    expect(said).not.toContain("collie");
    const store = await readMission(
      "theres a burning smell round the workshop, what is it? its not the paint store, we checked",
    );
    expect(store.subjects.map((s) => s.text)).not.toContain("paint store");
  });

  it("reads a part of the body after what a thing has as no place to look", async () => {
    const goal = await readMission(
      "find the ginger cat with a white sock on one leg, she was last seen in the boiler house",
    );
    expect(goal.places.map((p) => p.text)).toEqual(["boiler house"]);
    const feature = goal.subjects.find((s) => s.text === "white sock");
    expect(feature?.related).toBe(true);
    expect(feature?.feature).toBe(true);
  });

  it('reads "the X\'s not …" as X is not, keeping X whole', async () => {
    const goal = await readMission("their rescue boat's not on the trailer, find it");
    expect(goal.kind).toBe("find");
    expect(goal.subjects.map((s) => s.text)).toContain("rescue boat");
    expect(goal.places.map((p) => p.text)).toEqual(["trailer"]);
  });

  it('reads "<supply>\'s back on in …" as the supply, not a thing called "back"', async () => {
    const goal = await readMission(
      "Water's back on in the bunkhouse but the shower block is still dry. Why?",
    );
    const said = goal.subjects.map((s) => s.text);
    expect(said).toContain("water");
    expect(said).not.toContain("back");
    expect(goal.kind).toBe("explain");
  });

  it('reads a thing left "up" a place as being there', async () => {
    const goal = await readMission(
      "day shift left the torque wrench up the pump tower, go and see if its there",
    );
    expect(goal.kind).toBe("find");
    expect(goal.places).toContainEqual(
      expect.objectContaining({ relation: "up", text: "pump tower" }),
    );
    // After a verb "up" still belongs to it: what is picked up is the thing.
    const picked = await readMission("pick up the cones by the gate");
    expect(picked.subjects.map((s) => s.text)).toContain("cone");
  });

  it("reads a plural the tagger took for a verb when it is what a request acts on", async () => {
    const goal = await readMission("Can you check over the bike shelters out in the orchard?");
    expect(goal.subjects.map((s) => s.text)).toContain("bike shelter");
    expect(goal.places.map((p) => p.text)).toEqual(["orchard"]);
  });
});

describe("readMission: what a happening did", () => {
  it("reads what an event did at a place as a look over the place, not a cause to find", async () => {
    const goal = await readMission(
      "there was an almighty crash in the night, go and see what it's done round the bike shelter",
    );
    expect(goal.kind).toBe("survey");
    const things = await readMission("what has the frost done to the seed trays in the tunnel?");
    expect(things.kind).not.toBe("explain");
  });
});
