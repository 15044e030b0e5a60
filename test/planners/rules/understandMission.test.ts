import { describe, expect, it } from "vitest";
import {
  CONCEPT_TABLE,
  WordNet,
  understandMission,
  type ConceptTable,
} from "../../../src/planners/rules/index.js";

const wordnet = new WordNet();
const understand = (text: string, table?: ConceptTable) =>
  understandMission(text, { wordnet, ...(table === undefined ? {} : { table }) });

describe("understandMission", () => {
  it("reads the paper's five missions as the right kind of task", async () => {
    const storm = await understand(
      "There was a storm last night. I am worried that impacted logistics, because I need to drop off supplies today. Can I still do that?",
    );
    expect(storm.kind).toBe("route");
    expect(storm.destinations).toContain("supply_depot");
    expect(storm.hazards).toEqual(expect.arrayContaining(["debris", "fallen_tree"]));

    const comms = await understand("Communications are down. Why?");
    expect(comms).toMatchObject({ kind: "targets", find: "all" });
    expect(comms.targets).toContain("radio_tower");

    const robot = await understand(
      "I sent a robot out to collect supplies from an incoming boat. I have not heard back. What happened?",
    );
    expect(robot).toMatchObject({ kind: "targets", find: "one" });
    expect(robot.targets).toContain("robot");
    expect(robot.places).toContain("dock");

    const dock = await understand(
      "I need to gather supplies from my boat. Has recent construction impacted that?",
    );
    expect(dock.kind).toBe("route");
    expect(dock.destinations.slice(0, 1)).toEqual(["boat"]);
    expect(dock.destinations).toContain("dock");
    expect(dock.hazards).toContain("fence");

    const triage = await understand(
      "You're assisting a UAV in response to a chemical spill. Triage regions not visible from the air.",
    );
    expect(triage.kind).toBe("targets");
    expect(triage.targets).toEqual(expect.arrayContaining(["person", "barrel"]));
    expect(triage.areas).toEqual(expect.arrayContaining(["tree_cover", "roof"]));
  });

  it("finds synonyms and plurals through the lexicon, not through a list of every word", async () => {
    const lorries = await understand("Are there any lorries on the road?");
    expect(lorries.concepts.map((c) => c.id)).toContain("vehicles");
    expect(lorries.concepts.find((c) => c.id === "vehicles")?.via).toMatch(/lorry/);
    const watercraft = await understand("Is there a watercraft I can use?");
    expect(watercraft.targets).toContain("boat");
  });

  it("narrows to the kind of thing named, and keeps the whole concept for a general word", async () => {
    expect((await understand("Is there a tractor on the farm?")).targets).toEqual(["tractor"]);
    const vehicles = await understand("Are any vehicles parked on the road?");
    expect(vehicles.targets).toEqual(expect.arrayContaining(["truck", "car", "tractor"]));
  });

  it('keeps "near the barn" as where finds must be', async () => {
    expect((await understand("Is there a tractor near the barn?")).near).toEqual(["barn"]);
    expect((await understand("Are there boats by the docks?")).near).toEqual(["dock"]);
    expect((await understand("Communications are down. Why?")).near).toEqual([]);
  });

  it("does not look for the drone in people the drone cannot see", async () => {
    const intent = await understand("Check on people and fuel drums that the drone cannot see.");
    expect(intent.concepts.map((c) => c.id)).not.toContain("robot");
    expect(intent.targets).toEqual(expect.arrayContaining(["person", "drum"]));
    expect(intent.targets).not.toContain("robot");
    expect(intent.areas).toContain("tree_cover");
    // With nothing else to look for, a drone is what the mission is about.
    const lost = await understand("Our drone has gone missing. Find it.");
    expect(lost.targets).toContain("robot");
  });

  it("treats a hazard on the way to something as a route question", async () => {
    const intent = await understand(
      "My boat is moored at the pier. Have the repair works closed the way to it?",
    );
    expect(intent.kind).toBe("route");
    expect(intent.destinations).toEqual(expect.arrayContaining(["boat", "dock", "pier"]));
    expect(intent.hazards).toContain("construction_fence");
  });

  it("marks what the robot cannot do, and what it does not understand", async () => {
    const sandwich = await understand("make me a sandwich");
    expect(sandwich).toMatchObject({ kind: "unclear", unsupported: true });
    const vague = await understand("Hmm.");
    expect(vague.kind).toBe("unclear");
    // An unknown but concrete noun is still something to search for.
    const helicopter = await understand("Find the helicopter");
    expect(helicopter).toMatchObject({ kind: "targets", targets: ["helicopter"] });
  });

  it("takes its knowledge from the table it is given", async () => {
    const table: ConceptTable = {
      ...CONCEPT_TABLE,
      concepts: [
        {
          id: "beehives",
          role: "subject",
          priority: 5,
          words: ["honey", "bee"],
          targets: ["beehive"],
          places: ["orchard"],
          destinations: [],
          find: "all",
          query: "Is this {class} intact?",
          why: "honey comes from beehives, which stand in orchards",
        },
      ],
    };
    const intent = await understand("Why is there no honey this year?", table);
    expect(intent).toMatchObject({ kind: "targets", targets: ["beehive"], places: ["orchard"] });
    expect(intent.query).toBe("Is this {class} intact?");
    expect((await understand("Communications are down. Why?", table)).kind).not.toBe("targets");
  });
});
