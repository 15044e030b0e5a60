import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * Ways of asking that once misread: a way's name the tagger took for a verb, whether the robot itself can get
 * along a way, "go round" a place, things wanted "looked at", "anyone seen …?", a bunch of keys. Written for
 * these tests, not taken from a suite's missions.
 */
describe("readMission: ways of asking", () => {
  it("reads the way asked about when its name's last word is also a verb (the fells track)", async () => {
    const goal = await readMission(
      "Is the fells track from the weighbridge up to the butts clear? Beaters are due at 8",
    );
    expect(goal.kind).toBe("route");
    expect(goal.way).toBe("fell track");
    // "clear" is what is asked of the lane, not part of its name.
    const lane = await readMission("Is the lane clear?");
    expect(lane.subjects.map((s) => s.text)).toEqual(["lane"]);
  });

  it("reads whether the robot can get along a way as a route question, not a request to go", async () => {
    const path = await readMission(
      "Need a look at the boathouse steps. With all this rain can you actually get along the river path to them?",
    );
    expect(path.kind).toBe("route");
    expect(path.way).toBe("river path");
    const errand = await readMission("can you get over to the shed and have a look at the mower?");
    expect(errand.kind).not.toBe("route");
  });

  it('reads "go round <place> and see what is damaged" as a survey of it', async () => {
    const goal = await readMission(
      "blowing a hoolie overnight, go round the car park and see whats been knocked over",
    );
    expect(goal.kind).toBe("survey");
    expect(goal.places).toContainEqual(expect.objectContaining({ text: "car park" }));
  });

  it("reads things wanted looked at as a check of them", async () => {
    const goal = await readMission(
      "Need the swings and the slide looked at before the kids arrive",
    );
    expect(goal.kind).toBe("assess");
    expect(goal.subjects.map((s) => s.head)).toEqual(expect.arrayContaining(["swing", "slide"]));
  });

  it("reads where a thing is coming from as asking for a cause", async () => {
    const goal = await readMission(
      "Oil all over the boiler room floor. Find where the oil is coming from please",
    );
    expect(goal.kind).toBe("explain");
  });

  it('reads "anyone seen the …?" as finding it, and a bunch of keys as a thing to see', async () => {
    const drill = await readMission(
      "Has anyone seen the drill case? Had it by the sheds yesterday",
    );
    expect(drill.kind).toBe("find");
    const keys = await readMission(
      "lost the van key bunch somewhere between the sheds and the gate. have a look would you",
    );
    expect(keys.kind).toBe("find");
    expect(keys.subjects).toContainEqual(
      expect.objectContaining({ text: "van key bunch", sense: "thing" }),
    );
  });

  it("seeks the person a him points back to, not the phone they are not answering", async () => {
    const goal = await readMission(
      "Our plumber signed in at 7 and never signed out, hes not picking up his phone. go and find him",
    );
    expect(goal.kind).toBe("find");
    const own = goal.subjects.filter((s) => !s.related);
    expect(own.map((s) => s.sense)).toEqual(["human"]);
  });

  it("reads a check asked after what failed as a check of the things it names", async () => {
    const goal = await readMission(
      "Lost a panel off the polytunnel roof in the night and the rain's been getting in. check the kit underneath hasnt got wet - seed trays, heat mats, misting unit",
    );
    expect(goal.kind).toBe("assess");
  });

  it("reads a way asked about with where it leads between its name and its state as a route", async () => {
    const goal = await readMission("Is the footpath past the church open yet or not");
    expect(goal.kind).toBe("route");
    expect(goal.way).toBe("footpath");
  });

  it("reads a question that opens on its verb as one, without its question mark", async () => {
    const goal = await readMission(
      "For tuesday - is the yard clear from the barn through to the paddock so we can move the ewes",
    );
    expect(goal.kind).toBe("route");
    expect(goal.places.map((p) => [p.relation, p.text])).toEqual([
      ["from", "barn"],
      ["to", "paddock"],
    ]);
  });

  it("reads a question that opens on 'are the' and ends on a state as a check of the things", async () => {
    const goal = await readMission("Visitors due at nine. Are the picnic shelters usable?");
    expect(goal.kind).toBe("assess");
    expect(goal.subjects.map((s) => s.text)).toContain("picnic shelter");
  });

  it("reads 'is that way clear?' after a way described as a route question", async () => {
    const goal = await readMission(
      "The front lane's flooded, so I'd rather send the vans out the back gate past the barns. Is that way clear?",
    );
    expect(goal.kind).toBe("route");
  });

  it("reads where unnamed things were parked as a place, and looking them over as going over it", async () => {
    const goal = await readMission(
      "Wind's been bad all night and we've three parked up on the overflow. Go and look them over",
    );
    expect(goal.kind).toBe("survey");
    expect(goal.places).toContainEqual(
      expect.objectContaining({ relation: "on", head: "overflow" }),
    );
    expect(goal.causes.some((c) => c.head === "overflow")).toBe(false);
  });

  it("reads 'have a nosey for it' as a search, whatever was put down before", async () => {
    const goal = await readMission(
      "Jo's got no ticket machine. Swears she had it when she came in last night, she put 316 down lane 4. Have a nosey for it will you",
    );
    expect(goal.kind).toBe("find");
    expect(goal.subjects.map((s) => s.text)).toContain("ticket machine");
  });
});
