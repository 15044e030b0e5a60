import { afterEach, describe, expect, it } from "vitest";
import { WordNet } from "../../../src/lexicon/index.js";
import {
  ClassVocabulary,
  DetectorLabels,
  MIN_CATEGORY_DEPTH,
  OpenVocabulary,
  Simulation,
} from "../../../sim/engine/index.js";
import { SimRobotPort } from "../../../sim/port/index.js";
import { loadWorld } from "../../../sim/worlds/catalog.js";
import { enuWorld, rect } from "../../fixtures/worlds/enuWorld.js";
import { Harness, waitUntil } from "../../robot/rosbridge/helpers.js";

// Classes that are not in the repository's worlds where possible, so the rules are tested, not the worlds.
const CLASSES = [
  "propane_tank",
  "oil_drum",
  "kayak",
  "wheelbarrow",
  "golf_cart",
  "truck",
  "barrel",
  "fire_extinguisher",
  "fire_hydrant",
  "hiker",
  "person",
  "light_pole",
  "glorptron",
];

const vocabulary = new OpenVocabulary();
const classes = await vocabulary.vocabularyFor(CLASSES);

function named(label: string): string[] {
  return CLASSES.filter((cls) => classes.matches(label, cls));
}

describe("the open-vocabulary detector's rules", () => {
  it("match the same words: any case, spaces or underscores, simple plurals", () => {
    expect(classes.rule("Propane Tanks", "propane_tank")).toBe("same");
    expect(classes.rule("golf-carts", "golf_cart")).toBe("same");
    expect(classes.rule("kayaks", "kayak")).toBe("same");
    expect(classes.rule("propane", "propane_tank")).toBeUndefined();
    expect(classes.rule("golf", "golf_cart")).toBeUndefined();
    expect(classes.rule("", "kayak")).toBeUndefined();
  });

  it("match a shared head noun (the last word)", () => {
    expect(classes.rule("tank", "propane_tank")).toBe("head");
    expect(classes.rule("gas tanks", "propane_tank")).toBe("head");
    expect(classes.rule("drum", "oil_drum")).toBe("head");
    expect(classes.rule("cart", "golf_cart")).toBe("head");
    expect(classes.rule("tank top", "propane_tank")).toBeUndefined();
    expect(classes.rule("gas", "propane_tank")).toBeUndefined();
  });

  it("match a WordNet synonym of the class, or of its head noun when WordNet does not know the class", () => {
    expect(classes.rule("drum", "barrel")).toBe("synonym");
    expect(classes.rule("cask", "barrel")).toBe("synonym");
    expect(classes.rule("barrow", "wheelbarrow")).toBe("synonym");
    expect(classes.rule("golfcart", "golf_cart")).toBe("synonym");
    expect(classes.rule("storage tank", "propane_tank")).toBe("head");
    expect(classes.rule("someone", "person")).toBe("synonym");
    // A synonym only in a sense WordNet's tagged corpus never saw ("tank" as a prison cell) does not count.
    expect(classes.rule("cooler", "propane_tank")).toBeUndefined();
    expect(classes.rule("drum", "kayak")).toBeUndefined();
    expect(classes.rule("barrel", "truck")).toBeUndefined();
  });

  it("look a compound WordNet knows up whole", async () => {
    expect(classes.rule("fireplug", "fire_hydrant")).toBe("synonym");
    expect(classes.rule("asphyxiator", "fire_extinguisher")).toBe("synonym");
    expect((await vocabulary.termsOf("fire_hydrant")).senses[0]).toMatch(/^fireplug#/);
  });

  it("look a compound up as WordNet spells it, hyphened or closed up", async () => {
    // ("see_saw" is WordNet's "seesaw", "go_kart" its "go-kart": not a saw, not a kart of unknown kind.)
    const joined = await vocabulary.vocabularyFor(["see_saw", "go_kart"]);
    expect(joined.rule("teeter-totter", "see_saw")).toBe("synonym");
    expect((await vocabulary.termsOf("go_kart")).senses[0]).toMatch(/^go-kart#/);
  });

  it("match a hypernym within four steps along the most common senses", () => {
    expect(named("vehicle")).toEqual(["wheelbarrow", "golf_cart", "truck"]);
    expect(named("motor vehicles")).toEqual(["golf_cart", "truck"]);
    expect(named("boat")).toEqual(["kayak"]);
    expect(named("container")).toEqual(["propane_tank", "oil_drum", "barrel"]);
    expect(named("person")).toEqual(["hiker", "person"]);
    expect(classes.rule("vehicle", "truck")).toBe("hypernym");
  });

  it("do not follow a hypernym too far, a second parent, an abstract sense or a rare sense", () => {
    // kayak → canoe → small boat → boat → vessel → craft → vehicle: six steps.
    expect(classes.matches("vehicle", "kayak")).toBe(false);
    // wheeled vehicle is a vehicle first and a container second: trucks are not containers.
    expect(classes.matches("container", "truck")).toBe(false);
    // "pole" as one of two opinions is abstract; it names no kinds of light pole.
    expect(classes.matches("opinion", "light_pole")).toBe(false);
    expect(classes.matches("rod", "light_pole")).toBe(true);
    // "person" as a human body is a rare sense: frame and figure do not find people.
    expect(classes.matches("figure", "person")).toBe(false);
    expect(classes.matches("frame", "person")).toBe(false);
  });

  it("keep every sense of a word the tagged corpus never saw, so a tree of a named species is a tree", async () => {
    // "larch" has two senses (the tree, its wood) and no corpus counts; a detector still sees a larch as a tree.
    const trees = await vocabulary.vocabularyFor(["larch", "snapped_larch", "hawthorn"]);
    expect(trees.matches("tree", "larch")).toBe(true);
    expect(trees.matches("tree", "snapped_larch")).toBe(true);
    expect(trees.matches("vehicle", "larch")).toBe(false);
  });

  it("match a compound label whose modifiers are the class's and whose head is a word for its head", async () => {
    // A detector asked for a "broken branch" sees a broken bough; one asked for a "fallen tree" sees a fallen larch.
    const fallen = await vocabulary.vocabularyFor([
      "fallen_larch",
      "standing_larch",
      "broken_bough",
    ]);
    expect(fallen.rule("fallen tree", "fallen_larch")).toBe("hypernym");
    expect(fallen.matches("broken branch", "broken_bough")).toBe(true);
    expect(fallen.matches("fallen tree", "standing_larch")).toBe(false);
    expect(fallen.matches("fallen rock", "fallen_larch")).toBe(false);
  });

  it("read an unknown compound's head in the sense its modifiers speak of", async () => {
    // Propane is a gas; a storage tank holds gases, an army tank carries a cannon.
    expect((await vocabulary.termsOf("propane_tank")).senses).toHaveLength(1);
    expect(classes.matches("vehicle", "propane_tank")).toBe(false);
    expect(classes.matches("armored combat vehicle", "propane_tank")).toBe(false);
    // Oil is a liquid; a metal drum holds liquids, a drum is also an instrument.
    expect(classes.matches("vessel", "oil_drum")).toBe(true);
    expect(classes.matches("musical instrument", "oil_drum")).toBe(false);
  });

  it("fall back to the words for a class WordNet does not know", () => {
    expect(classes.rule("glorptrons", "glorptron")).toBe("same");
    expect(classes.rule("big glorptron", "glorptron")).toBe("head");
    expect(classes.matches("vehicle", "glorptron")).toBe(false);
  });

  it("never match WordNet's most general categories", () => {
    for (const general of [
      "entity",
      "physical entity",
      "object",
      "physical object",
      "thing",
      "whole",
      "artifact",
      "artefact",
      "instrumentality",
      "structure",
    ]) {
      expect(named(general), general).toEqual([]);
    }
  });

  it("set the cutoff where WordNet's depths put it (measured, first hypernyms from entity)", async () => {
    const wordnet = new WordNet();
    /** Each synset up from a word's commonest sense, first hypernyms only, with its depth. */
    const chain = async (word: string): Promise<Map<string, number>> => {
      const depths = new Map<string, number>();
      let sense = (await wordnet.commonSenses(word))[0];
      while (sense !== undefined) {
        depths.set(sense.words[0] ?? "?", await wordnet.depth(sense));
        sense = (await wordnet.related(sense, ["hypernym"]))[0];
      }
      return depths;
    };
    const truck = await chain("truck");
    expect([...truck]).toEqual([
      ["truck", 11],
      ["motor vehicle", 10],
      ["self-propelled vehicle", 9],
      ["wheeled vehicle", 8],
      ["vehicle", 7],
      ["conveyance", 6],
      ["instrumentality", 5],
      ["artifact", 4],
      ["whole", 3],
      ["object", 2],
      ["physical entity", 1],
      ["entity", 0],
    ]);
    for (const general of ["instrumentality", "artifact", "whole", "object"]) {
      expect(truck.get(general), general).toBeLessThan(MIN_CATEGORY_DEPTH);
    }
    expect(truck.get("vehicle")).toBeGreaterThanOrEqual(MIN_CATEGORY_DEPTH);
    expect((await chain("kayak")).get("boat")).toBeGreaterThanOrEqual(MIN_CATEGORY_DEPTH);
    expect((await chain("hiker")).get("person")).toBe(MIN_CATEGORY_DEPTH);
    expect((await chain("crate")).get("container")).toBe(MIN_CATEGORY_DEPTH);
    expect((await chain("gate")).get("structure")).toBe(MIN_CATEGORY_DEPTH - 1);
    // device is container's sibling under instrumentality: no depth cutoff tells them apart.
    expect((await chain("extinguisher")).get("device")).toBe(MIN_CATEGORY_DEPTH);
  });

  it("resolve a world's classes well under a second, then from the per-process cache", async () => {
    const world = loadWorld("riverside");
    if (!world.ok) throw new Error(world.error.join("\n"));
    const worldClasses = [
      ...new Set(world.value.features.filter((f) => f.layer === "object").map((f) => f.className)),
    ];
    const fresh = new OpenVocabulary();
    const started = performance.now();
    await fresh.vocabularyFor([...worldClasses, ...CLASSES]);
    expect(performance.now() - started).toBeLessThan(1000);
    const again = performance.now();
    const cached = await fresh.vocabularyFor([...worldClasses, ...CLASSES]);
    expect(performance.now() - again).toBeLessThan(20);
    expect(cached.matches("vehicle", "truck")).toBe(true);
  });
});

describe("DetectorLabels", () => {
  it("match the exact words first, without any vocabulary", () => {
    const labels = new DetectorLabels(["Barrels", "radio tower"]);
    expect(labels.matches("barrel")).toBe(true);
    expect(labels.matches("radio_tower")).toBe(true);
    expect(labels.matches("oil_drum")).toBe(false);
  });

  it("add the vocabulary's rules: words only (head noun), then WordNet's for classes it has terms for", () => {
    expect(new DetectorLabels(["drum"]).matches("oil_drum")).toBe(false);
    expect(new DetectorLabels(["drum"], ClassVocabulary.WORDS_ONLY).matches("oil_drum")).toBe(true);
    expect(new DetectorLabels(["drum"], ClassVocabulary.WORDS_ONLY).matches("barrel")).toBe(false);
    expect(new DetectorLabels(["drum"], classes).matches("barrel")).toBe(true);
    expect(new DetectorLabels(["object", "thing"], classes).matches("barrel")).toBe(false);
  });
});

/** A field with a truck, a kayak and a barrel within detection range of the start; the prior knows none. */
function yard(): Simulation {
  const object = (name: string, className: string, point: [number, number]) => ({
    properties: { layer: "object", class: className, name, inPrior: false },
    point,
  });
  return new Simulation(
    enuWorld(
      [
        { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 60, 40) },
        object("truck_1", "truck", [12, 20]),
        object("kayak_1", "kayak", [10, 26]),
        object("barrel_1", "barrel", [8, 14]),
      ],
      { start: [5, 20] },
    ),
  );
}

function objectsOf(sim: Simulation): string[] {
  return sim
    .snapshot()
    .snapshot.objects.map((o) => o.name)
    .sort();
}

describe("the simulated detector reads labels by meaning", () => {
  const harness = new Harness({ ros: 1 });
  afterEach(() => harness.dispose());

  it("on the engine: words only until the vocabulary is loaded", async () => {
    const sim = yard();
    sim.setLabels(["vehicle"]);
    expect(objectsOf(sim)).toEqual([]);
    await sim.loadVocabulary();
    sim.scan();
    expect(objectsOf(sim)).toEqual(["truck_1"]);
  });

  it("through the in-process port: `vehicle` finds the truck and nothing else", async () => {
    const sim = yard();
    const port = new SimRobotPort(sim);
    expect(await port.setLabels(["vehicle"])).toEqual({
      ok: true,
      value: "detector labels: vehicle",
    });
    expect(objectsOf(sim)).toEqual(["truck_1"]);
    await port.setLabels(["boats", "drum"]);
    expect(objectsOf(sim)).toEqual(["barrel_1", "kayak_1", "truck_1"]);
  });

  it("applies label changes by meaning in the order they were made", async () => {
    const sim = yard();
    const first = sim.setLabelsByMeaning(["vehicle"]);
    const second = sim.setLabelsByMeaning(["object"]);
    await Promise.all([first, second]);
    expect(sim.labels).toEqual(["object"]);
    expect(objectsOf(sim)).toEqual(["truck_1"]);
  });

  it("through the rosbridge simulator server: `vehicle` finds the truck and nothing else", async () => {
    const sim = yard();
    const server = await harness.serve({ simulation: sim });
    const port = await harness.connect(server.url);
    const added: string[] = [];
    port.onGraphMessage((message) => {
      const nodes = (message as { add_nodes?: { name: string; type: string }[] }).add_nodes ?? [];
      added.push(...nodes.filter((n) => n.type === "object").map((n) => n.name));
    });
    expect(await port.setLabels(["vehicle"])).toMatchObject({ ok: true });
    await waitUntil(() => added.length > 0 || undefined);
    expect(added).toEqual(["truck_1"]);
    expect(objectsOf(sim)).toEqual(["truck_1"]);
  });
});
