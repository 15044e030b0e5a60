import { describe, expect, it } from "vitest";
import { missionGoalSchema, readMission, type MissionGoal } from "../../src/mission/index.js";

/**
 * Missions as operators phrase them, none taken from the built-in missions: what kind of question each is,
 * what it is about, where, and under which constraint. The reader knows English, not our worlds.
 */
interface Case {
  readonly text: string;
  readonly kind: MissionGoal["kind"];
  /** Head nouns that must be among the subjects. */
  readonly about?: readonly string[];
  /** Head nouns that must NOT be subjects (askers, observers, times). */
  readonly notAbout?: readonly string[];
  readonly near?: readonly string[];
  readonly hidden?: boolean;
  readonly compass?: string;
}

const CASES: readonly Case[] = [
  // How things came through an event is a question about their state, not a search.
  {
    text: "How did the beehives come through the storm last night?",
    kind: "assess",
    about: ["beehive"],
  },
  { text: "How's the pump doing?", kind: "assess", about: ["pump"] },
  // "Come through" is how things fared, not a passage; "to" before a verb is no destination.
  {
    text: "Frost was savage overnight. How did the cold frames on the south terrace come through? Need to know which to reglaze first",
    kind: "assess",
    about: ["frame"],
  },
  { text: "Is the track through the orchard open to the packing shed?", kind: "route" },
  // Going round a place is surveying it; the lap is no thing to look for.
  { text: "Take a quick turn round the lambing pens for me", kind: "survey", notAbout: ["turn"] },
  { text: "do a lap of the car park and tell me what's what", kind: "survey", notAbout: ["lap"] },
  // "Anyone seen …?" asks people; it does not send the robot looking for them.
  {
    text: "anyone seen the spare torque wrench?",
    kind: "find",
    about: ["wrench"],
    notAbout: ["person"],
  },
  // A compound naming a kind of meter is the instrument, not the unit of length.
  {
    text: "Pop over to the boiler house and read me the gas meter",
    kind: "assess",
    about: ["meter"],
  },
  // Fitness of a way for moving along it, and asking for the way, are route questions.
  { text: "Is the gravel track ok to drive up from the gate?", kind: "route" },
  { text: "Is it safe for the tractor to cross the creek?", kind: "route" },
  { text: "Is the forest road drivable?", kind: "route" },
  { text: "How do I get to the pavilion from the car park?", kind: "route" },
  { text: "Need the trailer at the far field. Farm lane ok all the way?", kind: "route" },
  // A room is not a way, though WordNet's "room" is also "space for movement".
  {
    text: "The boiler room's had no heat since the morning, the office is fine. What's going on?",
    kind: "explain",
  },
  // A noun's "'s" before a verb is "is", not a possessive.
  { text: "Generator's stopped, the lights are out. Why?", kind: "explain", about: ["generator"] },
  { text: "Boat's gone missing from the jetty, find it", kind: "find", about: ["boat"] },
  // Going somewhere to check things: the checks are the task.
  {
    text: "Go down to the yard and check the hoist, then the forklift on your way back. Report",
    kind: "assess",
    about: ["hoist", "forklift"],
  },
  {
    text: "Where did I leave the ladder? I think it was by the greenhouse.",
    kind: "find",
    about: ["ladder"],
    near: ["greenhouse"],
  },
  {
    text: "The heating in the chapel stopped working this morning. Why?",
    kind: "explain",
    notAbout: ["morning"],
  },
  {
    text: "Are any of the beehives tipped over after last night's wind?",
    kind: "assess",
    about: ["beehive"],
    notAbout: ["night"],
  },
  { text: "Can the van still get from the main gate to the loading bay?", kind: "route" },
  { text: "There is a strong smell of petrol near the garage.", kind: "explain", near: ["garage"] },
  {
    text: "Is anyone hurt in the courtyard?",
    kind: "assess",
    about: ["person"],
    near: ["courtyard"],
  },
  {
    text: "Someone said a pipe burst somewhere behind the school. Can you check?",
    kind: "assess",
    about: ["pipe"],
    notAbout: ["person"],
  },
  {
    text: "Our quadcopter can't see under the oak trees. Check there for stray sheep.",
    kind: "find",
    about: ["sheep"],
    notAbout: ["quadcopter"],
    hidden: true,
  },
  {
    text: "Could the scouts use anything here to cross the stream?",
    kind: "find",
    notAbout: ["scout"],
  },
  {
    text: "The rover stopped reporting an hour ago. What happened to it?",
    kind: "find",
    about: ["rover"],
    notAbout: ["hour"],
  },
  { text: "Survey the orchard for fallen branches.", kind: "survey" },
  { text: "Bake me a cake.", kind: "unclear" },
  { text: "Is the footpath to the lighthouse still passable after the landslide?", kind: "route" },
  {
    text: "Look for the lost drone west of the barn.",
    kind: "find",
    about: ["drone"],
    compass: "west",
  },
  // Typed without apostrophes, a contraction is still a function word, never glued to the noun after it.
  {
    text: "theres oil all over the driveway, whats causing it",
    kind: "explain",
    about: ["oil"],
    notAbout: ["there oil"],
  },
  // What was done to something is what the mission is about; a verb of posture places what follows "on".
  {
    text: "Did the hail do anything to the glass houses standing on the allotment?",
    kind: "assess",
    near: ["allotment"],
  },
  // A verb of saying or thinking after a person makes them the reporter (with nothing named, the robot asks).
  {
    text: "The caretaker reckons something in the gym was rattling all night.",
    kind: "unclear",
    notAbout: ["caretaker"],
  },
  // A count before a noun the tagger read as a verb: "two hay bales", head "bale".
  {
    text: "The farmer left two hay bales by the gate. Are they both OK?",
    kind: "assess",
    about: ["bale"],
  },
  // Someone whose things are in question, still where they should be: an assessment, not a find.
  {
    text: "Please make sure the deck chairs are still where they should be on the terrace.",
    kind: "assess",
    about: ["chair"],
  },
  // A part of a place gives its preposition to the place: at the back of the barn is at the barn.
  { text: "Could be one of the heaters at the back of the barn.", kind: "find", near: ["barn"] },
  // A clause of time says when; its things are context.
  {
    text: "Before we open the gates can you check the fences along the paddock for any damage?",
    kind: "assess",
    about: ["fence"],
  },
  // Whoever passed the news on is its source; the act a light verb names is how to look, not what for.
  {
    text: "The night porter says kids were kicking the planters by the boathouse. Have a look round there?",
    kind: "survey",
    about: ["planter"],
    notAbout: ["porter", "look", "kid"],
  },
  {
    text: "Estate office reported someone smashing the lamps on the towpath. Can you check them?",
    kind: "assess",
    about: ["lamp"],
    notAbout: ["office", "person"],
  },
  // Who did something to a thing is gone; the thing is what to look at. Who came to harm is the subject.
  {
    text: "Somebody left the sluice open last night, go and check",
    kind: "assess",
    about: ["sluice"],
    notAbout: ["person"],
  },
  { text: "Someone fell off the jetty, is he ok?", kind: "assess", about: ["person"] },
  { text: "someone is smashing windows at the depot right now", about: ["person"], kind: "find" },
  // An owner named with "'s" is a thing of its own: the pond whose level dropped.
  {
    text: "The mill pond's level has dropped since yesterday, why?",
    kind: "explain",
    about: ["pond"],
  },
  // Who tells may come with where they are from; a name no dictionary knows is nobody's thing to detect.
  {
    text: "the chap from plot 9 reckons his strimmer was left by the compost bays",
    kind: "find",
    about: ["strimmer"],
    notAbout: ["chap", "plot"],
  },
  {
    text: "Where has Kez parked the tractor? need it to shift the logs",
    kind: "find",
    about: ["tractor"],
    notAbout: ["kez"],
  },
  { text: "detect ladders and wheelbarrows", kind: "instruction" },
  { text: "go to the north end of the car park", kind: "instruction" },
];

describe("readMission", () => {
  it.each(CASES)("reads: $text", async (c) => {
    const goal = await readMission(c.text);
    expect(missionGoalSchema.safeParse(goal).success).toBe(true);
    expect(goal.kind, JSON.stringify(goal)).toBe(c.kind);
    const heads = goal.subjects.map((s) => s.head);
    for (const head of c.about ?? []) expect(heads, JSON.stringify(goal.subjects)).toContain(head);
    for (const head of c.notAbout ?? []) expect(heads).not.toContain(head);
    const places = goal.places.map((p) => p.head);
    for (const head of c.near ?? []) expect(places).toContain(head);
    if (c.hidden !== undefined) expect(goal.constraints.hiddenFromAir).toBe(c.hidden);
    if (c.compass !== undefined) expect(goal.direction?.compass).toBe(c.compass);
  });

  it("takes what a call or report was about as the subject, not as context", async () => {
    const goal = await readMission(
      "A walker phoned about a dog stuck in the culvert. Can you see it?",
    );
    expect(goal.subjects.find((s) => s.head === "dog")?.related).toBe(false);
    expect(goal.subjects.map((s) => s.head)).not.toContain("walker");
  });

  it("names the way a route question is about, so the route runs along it", async () => {
    const goal = await readMission(
      "The feed lorry comes in by the top gate later. Is the quarry track passable?",
    );
    expect(goal.kind).toBe("route");
    expect(goal.way).toBe("quarry track");
    expect((await readMission("Can I still get to the boathouse?")).way).toBeUndefined();
    // A word that is first an act is a way as a thing: the walk said to be clear is the path.
    expect(
      (
        await readMission(
          "Is the riverside walk clear all the way down to the weir after the wind?",
        )
      ).way,
    ).toBe("riverside walk");
  });

  it("reads the act of a light verb as no subject, and a thing after 'the' as a thing", async () => {
    const sweep = await readMission(
      "do a sweep of the bus depot yard and tell me if anything's damaged",
    );
    expect(sweep.subjects.map((s) => s.head)).not.toContain("sweep");
    const boat = await readMission("Has the barge tied up at the jetty yet?");
    expect(boat.subjects.map((s) => s.head)).toContain("barge");
  });

  it("reads where a smell is coming from as asking for its cause", async () => {
    const goal = await readMission(
      "theres a rank smell behind the shop, can you find where its coming from",
    );
    expect(goal.kind).toBe("explain");
  });

  it("takes the things of a clause of time as context, not as what to look at", async () => {
    const goal = await readMission(
      "Before we open the gates can you check the fences along the paddock for any damage?",
    );
    expect(goal.subjects.find((s) => s.head === "gate")?.related).toBe(true);
    expect(goal.subjects.find((s) => s.head === "fence")?.related).toBe(false);
  });

  it("gives the detector the things a mission names, by their words", async () => {
    const goal = await readMission("Find the red wheelbarrow near the compost heap.");
    expect(goal.labels).toContain("wheelbarrow");
    expect(goal.answer).toBe("found");
  });

  it("takes what a verb of looking is aimed at as the subject, not a place", async () => {
    const goal = await readMission("Take a look at the generators behind the dairy.");
    expect(goal.subjects.map((s) => s.head)).toContain("generator");
    expect(goal.places.map((p) => p.head)).toEqual(["dairy"]);
  });

  it('reads "find what\'s dripping" as asking for a cause', async () => {
    const goal = await readMission("The hallway carpet is soaked. Find what's dripping.");
    expect(goal.kind).toBe("explain");
  });

  it("keeps the place of a quantifier: at one of the sheds; measures a direction from a landmark", async () => {
    const goal = await readMission("The pallets were left at one of the sheds north of the pond.");
    expect(goal.places).toContainEqual(expect.objectContaining({ relation: "at", head: "shed" }));
    const pond = goal.subjects.find((s) => s.head === "pond");
    expect(pond === undefined || pond.related).toBe(true);
  });

  it("finds for a purpose: the people around it are context, not what to look for", async () => {
    const goal = await readMission(
      "A hiker twisted her ankle by the lodge. Is there anything in the lodge we could use to carry her down?",
    );
    expect(goal.kind).toBe("find");
    expect(goal.subjects[0]?.sense).toBe("activity");
    for (const subject of goal.subjects.slice(1)) expect(subject.related).toBe(true);
  });

  it("looks for anyone sought as a person, whatever their role", async () => {
    const goal = await readMission("The caretaker went to the boiler house and hasn't come back.");
    expect(goal.labels).toContain("caretaker");
    expect(goal.labels).toContain("person");
  });

  it("takes a place named with a compass word as a name, not a direction", async () => {
    const goal = await readMission("Are the lights at the east gate working?");
    expect(goal.direction).toBeUndefined();
  });

  it("takes the base form WordNet knows when the tagger's singular is a guess", async () => {
    const goal = await readMission("Check the canvases.");
    expect(goal.subjects[0]?.head).toBe("canvas");
    expect(goal.labels).toContain("canvas");
  });

  it("looks for somebody's own thing even when the word's first sense is abstract", async () => {
    const goal = await readMission("I can't find my television anywhere.");
    expect(goal.kind).toBe("find");
    expect(goal.labels).toContain("television");
  });

  it("tells the detector the kind of an animal named by sex or age", async () => {
    const goal = await readMission("Have you seen the heifer?");
    expect(goal.labels).toEqual(expect.arrayContaining(["heifer", "cow"]));
    // An animal that is already a kind gets no wider word.
    expect((await readMission("Has anyone seen the dog?")).labels).not.toContain("canine");
  });

  it("does not take where the teller looked from for what to look at", async () => {
    const goal = await readMission(
      "can you check it's still ok? saw it rocking about from the office window",
    );
    expect(goal.subjects.map((s) => s.head)).not.toContain("window");
    // From a sound, "from" names where it comes from: that stays.
    const heard = await readMission(
      "heard a loud bang from the workshop an hour ago, what's going on",
    );
    expect([...heard.subjects, ...heard.places].map((s) => s.head)).toContain("workshop");
  });

  it("reads a crossing as a way: a cut on it closes the route", async () => {
    const goal = await readMission("Is the footbridge over the stream ok to walk across?");
    expect(goal.kind).toBe("route");
    expect(goal.way).toBe("footbridge");
  });

  it("takes 'that banging' as the noise to explain, and an idiom ('on earth') as no place", async () => {
    const goal = await readMission(
      "What on earth is that banging? The neighbours will be on the phone",
    );
    expect(goal.kind).toBe("explain");
    expect(goal.causes.map((c) => c.text)).toContain("banging");
    expect(goal.places.map((p) => p.head)).not.toContain("earth");
    // People in what may happen next are context, not who to find.
    expect(goal.subjects.map((s) => s.head)).not.toContain("neighbour");
  });
});
