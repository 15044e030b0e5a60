import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * Everyday phrasings that once misled the reader: idioms, dashes, bare quantifiers, states asked for, who owns
 * what is lost, and words WordNet files oddly. None is taken from a suite's missions.
 */
describe("readMission: phrasing", () => {
  it('reads "all the way" and "first thing" as idioms, not things or parts of a place', async () => {
    const lane = await readMission("Is the farm lane clear all the way to the top field?");
    expect(lane.kind).toBe("route");
    expect(lane.subjects.map((s) => s.head)).not.toContain("all");
    const bay = await readMission(
      "Can the lorry get down to the loading bay first thing tomorrow?",
    );
    expect(bay.places).toContainEqual(
      expect.objectContaining({ relation: "to", text: "loading bay" }),
    );
    expect(bay.subjects.map((s) => s.head)).not.toContain("thing");
  });

  it("reads a supply said to have stopped, and what has happened, as asking for a cause", async () => {
    const tap = await readMission(
      "The potting shed has no water at all, the taps just cough and splutter. Can you go and see what's happened",
    );
    expect(tap.kind).toBe("explain");
  });

  it("ends a phrase at a dash: the place is the office, not an 'office radiator'", async () => {
    const goal = await readMission("No heat in the office - radiators, kettle, the lot. Why?");
    expect(goal.places.map((p) => p.text)).toEqual(["office"]);
  });

  it("keeps the state a check asks for, and only then", async () => {
    const shut = await readMission("check all the hatches are still shut");
    expect(shut.expectedStates).toEqual(["shut"]);
    expect(shut.subjects.map((s) => s.head)).toEqual(["hatch"]);
    expect((await readMission("make sure the back doors are locked")).expectedStates).toEqual([
      "locked",
    ]);
    // Asking whether any is open seeks the abnormal state; it is not a state wished for.
    expect((await readMission("are any of the hatches open?")).expectedStates).toBeUndefined();
    expect(
      (await readMission("check the forklift's been left on charge")).expectedStates,
    ).toBeUndefined();
  });

  it("takes whoever reckons as a teller, whatever else the word names", async () => {
    const goal = await readMission("nan reckons she left her glasses on the bench by the pond");
    expect(goal.subjects.map((s) => s.head)).not.toContain("nan");
  });

  it("takes who lost a thing as its owner, not as what to find", async () => {
    const goal = await readMission("one of the scouts has lost his compass near the lake");
    expect(goal.subjects.find((s) => s.head === "scout")?.related).toBe(true);
    expect(goal.subjects.find((s) => s.head === "compass")?.related).toBe(false);
    const both = await readMission("a walker has collapsed near the lake, find him and his dog");
    expect(both.subjects.find((s) => s.head === "walker")?.related).toBe(false);
  });

  it("checks whatever stands there when the request names only 'all the stuff'", async () => {
    const goal = await readMission(
      "A tree came down by the bandstand last night. Make sure all the stuff there is safe.",
    );
    expect(goal.kind).toBe("assess");
    expect(goal.subjects.every((s) => s.related)).toBe(true);
  });

  it("reads a compound the tagger split as a noun and a verb as one thing", async () => {
    const goal = await readMission("check the bin store at the back is locked up");
    expect(goal.subjects.map((s) => s.text)).toContain("bin store");
    expect(goal.expectedStates).toEqual(["locked"]);
  });

  it("takes a sign made as a thing (a windsock: a cloth cone) for a thing", async () => {
    const goal = await readMission("is the windsock on the sailing club roof still up?");
    expect(goal.subjects.find((s) => s.head === "windsock")?.sense).toBe("thing");
  });

  it("finds the way a route runs by, said with 'using' or by its state", async () => {
    const using = await readMission(
      "Can the van get from the yard to the barn using the farm lane?",
    );
    expect(using.kind).toBe("route");
    expect(using.way).toBe("farm lane");
    const open = await readMission(
      "Is the service lane behind the depot open yet, or do we still go round?",
    );
    expect(open.kind).toBe("route");
    expect(open.way).toBe("service lane");
  });

  it("corrects a hand's slips by the dictionary, but leaves slang and names alone", async () => {
    const goal = await readMission("someone's dumped a cabel reel by the big hedge");
    expect(goal.subjects.map((s) => s.text)).toContain("cable reel");
    // Inflected words the dictionary knows by their base are no slips.
    const trees = await readMission("look for barrels under the trees and inside the sheds");
    expect(trees.places.map((p) => p.head)).toEqual(["tree", "shed"]);
    const slang = await readMission("blew a snorter last night, is the gazebo ok?");
    expect(slang.text).toContain("snorter");
    expect(slang.subjects.map((s) => s.text)).toContain("snorter");
  });

  it("reads a noun the tagger took for a verb at the start of a sentence ('internets down again')", async () => {
    const goal = await readMission(
      "internets down again in the shop, card machine dead too. whats going on",
    );
    expect(goal.kind).toBe("explain");
    expect(goal.subjects).toContainEqual(
      expect.objectContaining({ head: "internet", failed: true, related: false }),
    );
  });

  it("takes a failed supply with 'check it out' for a symptom to explain, not a thing to assess", async () => {
    const goal = await readMission("the farm shop's got no power, tills dead. can u check it out");
    expect(goal.kind).toBe("explain");
  });

  it("asks about a way in a question that puts the verb first ('is the back lane open?'), not about a sluice", async () => {
    expect((await readMission("Is the back lane open?")).kind).toBe("route");
    expect((await readMission("is the footpath still open?")).kind).toBe("route");
    // A sluice is a channel for water: whether it is open is the state of a thing, not a way to travel.
    expect(
      (await readMission("go and see if the sluice by the mill is open, we need it draining")).kind,
    ).not.toBe("route");
  });

  it("reads an animal that got out as one to find, not an outage ('the ram's got out')", async () => {
    const goal = await readMission(
      "we're one down in the pen, the old ram's got out overnight. try the woods",
    );
    expect(goal.kind).toBe("find");
    expect(goal.subjects.map((s) => s.head)).toContain("ram");
    // Lights or power that went out are still an outage.
    expect((await readMission("the power's out in the barn")).kind).toBe("explain");
  });

  it("reads a question about each of a set of things as checking every one, whatever else the sentence says", async () => {
    const freezers = await readMission(
      "After the power cut, tell me which of the chest freezers came back on and what's running and what isn't.",
    );
    expect(freezers.kind).toBe("assess");
    const kiosks = await readMission(
      "Give each of the ticket machines a once-over after the thunder. I need to know which ones are OK to leave switched on.",
    );
    expect(kiosks.kind).toBe("assess");
    // Asking why is still asking for a cause.
    expect((await readMission("Why did each of the freezers trip overnight?")).kind).toBe(
      "explain",
    );
  });

  it('reads "anything to any of them" as harm done, not a purpose', async () => {
    const goal = await readMission(
      "Hive check please. Go down the orchard and look at all the beehives and the feeding stations, tell me if the frost has done anything to any of them.",
    );
    expect(goal.kind).toBe("assess");
    expect(goal.subjects.filter((s) => !s.related).map((s) => s.head)).toEqual(
      expect.arrayContaining(["beehive", "station"]),
    );
  });

  it("reads a way first known as an act (a walk) as the way when it is said to be fit to use", async () => {
    expect(
      (await readMission("is the canal walk ok to use all the way along after the rain?")).kind,
    ).toBe("route");
    // Fit words said of something else nearby do not make the walk the question.
    expect((await readMission("In by the east walk, then check the ponies are ok.")).kind).not.toBe(
      "route",
    );
  });

  it("keeps how many there are, said before the things or of them", async () => {
    const pumps = await readMission("Check the three sump pumps in the cellar.");
    expect(pumps.subjects.find((s) => s.head === "pump")?.count).toBe(3);
    const lamps = await readMission(
      "Have a look at the floodlights on the pitch. There's four of them.",
    );
    expect(lamps.subjects.find((s) => s.head === "floodlight")?.count).toBe(4);
    // An ordinal says which one, not how many.
    const tee = await readMission("Check the bunkers by the third tee.");
    expect(tee.subjects.find((s) => s.head === "bunker")?.count).toBeUndefined();
  });

  it("reads a state said last in a question as what is asked of the way ('is the track fit?')", async () => {
    const goal = await readMission(
      "Taking the quad up to the top field this afternoon. Is the track fit? Worried about the ford.",
    );
    expect(goal.kind).toBe("route");
    expect(goal.way).toBe("track");
    expect(goal.subjects.map((s) => s.head)).not.toContain("fit");
  });

  it("reads a walk between places asked to be doable as a route, with its end after a preposition", async () => {
    const goal = await readMission(
      "A few birders want to walk from the visitor car park over the weir to the fishing lodge, is that doable?",
    );
    expect(goal.kind).toBe("route");
    expect(goal.places).toContainEqual(
      expect.objectContaining({ relation: "to", text: "fishing lodge" }),
    );
    expect(goal.subjects.map((s) => s.head)).not.toContain("doable");
  });

  it("keeps the thing lost when the next sentence opens on a verb of saying", async () => {
    const goal = await readMission(
      "A walker's come into the office, he's lost his car keys. Says he was sat in the hide all morning. Can you have a look for them?",
    );
    expect(goal.kind).toBe("find");
    expect(goal.subjects.filter((s) => !s.related).map((s) => s.head)).toContain("key");
  });

  it("reads a thing dropped as lost, and a place said of a person as who they are", async () => {
    const goal = await readMission(
      "The family in Plum Cottage went for a walk in Hazel Copse and the dad has dropped his car keys somewhere along the path. Could you have a look along the path for them?",
    );
    expect(goal.kind).toBe("find");
    expect(goal.subjects.filter((s) => !s.related).map((s) => s.text)).toContain("car key");
    expect(goal.places.map((p) => p.text)).not.toContain("plum cottage");
    expect(goal.places.map((p) => p.text)).toContain("hazel copse");
  });

  it("reads a terse list of names as the things to check", async () => {
    const goal = await readMission("Rose garden. Plant cage, cold frames. What's the damage");
    expect(goal.subjects.map((s) => s.text)).toEqual(
      expect.arrayContaining(["plant cage", "cold frame"]),
    );
  });

  it("reads whom a call came from as its teller, not a place", async () => {
    const goal = await readMission(
      "Had a call from the rowing club, a strong smell of gas drifting over from the boiler compound. Can you find where it's coming from?",
    );
    expect(goal.places.map((p) => p.text)).not.toContain("rowing club");
    expect(goal.sources).toEqual(["rowing club"]);
    expect(goal.places.map((p) => p.text)).toContain("boiler compound");
  });

  it("reads what a sweep goes over as a place, and 'end to end' as how", async () => {
    const goal = await readMission(
      "Do a sweep of the lime avenue walk end to end and tell me what the storm has done.",
    );
    expect(goal.kind).toBe("survey");
    expect(goal.subjects.map((s) => s.head)).not.toContain("end");
    expect(goal.subjects).toContainEqual(
      expect.objectContaining({ text: "lime avenue walk", sense: "place" }),
    );
  });

  it("reads a check of a set of things as an assessment, 'what's wrong' and all, and a time clause as ending at 'can you'", async () => {
    const goal = await readMission(
      "guests due at three. after last night can you check the saunas at both lodges and that the heaters are on. just need to know what's wrong so I can ring someone",
    );
    expect(goal.kind).toBe("assess");
    expect(goal.subjects.filter((s) => !s.related).map((s) => s.head)).toEqual(
      expect.arrayContaining(["sauna", "heater"]),
    );
    // Something said to have failed is still a cause to find.
    expect(
      (await readMission("check the heaters, the sauna's gone cold, what's wrong with it?")).kind,
    ).toBe("explain");
  });

  it("reads a list after the place as the things to check, its bare verbs as nouns, and a place after a preposition the tagger missed", async () => {
    const goal = await readMission(
      "have a look over the chem store. drums, paint, gas cylinders, the spill kit. tell me if anything's leaking",
    );
    expect(goal.kind).toBe("assess");
    expect(goal.places.map((p) => p.text)).toContain("chem store");
    expect(goal.subjects.filter((s) => !s.related).map((s) => s.text)).toEqual(
      expect.arrayContaining(["drum", "paint", "gas cylinder"]),
    );
    // A word that may be said of the place is not read into its name.
    const bridge = await readMission("is the footbridge over the brook open yet?");
    expect(bridge.places.map((p) => p.text)).toContain("brook");
  });

  it("reads people a clause tells about, while a thing is sought, as context", async () => {
    const goal = await readMission(
      "Has anyone seen Bramble? The farm terrier. She ran off in the fireworks, the kids in the bunkhouse are upset. Can you look for her",
    );
    expect(goal.kind).toBe("find");
    expect(goal.subjects.filter((s) => !s.related).map((s) => s.head)).toContain("terrier");
    expect(goal.subjects.filter((s) => !s.related).map((s) => s.head)).not.toContain("kid");
  });

  it("reads what a question whether something is to be had asks for as the thing sought, in the state asked", async () => {
    const goal = await readMission(
      "Scouts are coming on Saturday to clear the pond. Is there a rowing boat on the lake that's actually usable?",
    );
    expect(goal.kind).toBe("find");
    expect(goal.subjects.filter((s) => !s.related).map((s) => s.head)).toEqual(["boat"]);
    expect(goal.expectedStates).toContain("usable");
    // "Can you find it?" asks for what the other sentences told of.
    const dog = await readMission(
      "The farm dog ran off into the spinney. We can't see it for the trees, can you find it?",
    );
    expect(dog.subjects.filter((s) => !s.related).map((s) => s.head)).toContain("dog");
  });
});
