import { describe, expect, it } from "vitest";
import { WordNet, deliversStuff, suppliedStuff } from "../../src/lexicon/index.js";

/** What a failed supply is made of, and which kinds of made thing carry it, from WordNet alone. */
describe("lexicon: the stuff of a supply and what carries it", () => {
  const wordnet = new WordNet();
  const carries = async (phrase: string, also: string[], classes: string[]): Promise<string[]> => {
    const stuff = await suppliedStuff(wordnet, phrase, also);
    const kept: string[] = [];
    for (const cls of classes)
      if (await deliversStuff(wordnet, cls, stuff, { saidAs: [phrase] })) kept.push(cls);
    return kept;
  };

  it("reads water as a liquid and a fluid, and nothing for a supply that is no substance or energy", async () => {
    const water = await suppliedStuff(wordnet, "water");
    expect(water).toEqual(expect.arrayContaining(["water", "liquid", "fluid"]));
    expect(await suppliedStuff(wordnet, "wifi")).toEqual([]);
    // ("till": a cash drawer before it is glacial clay.)
    expect(await suppliedStuff(wordnet, "till")).toEqual([]);
  });

  it("takes water's carriers by their definitions and names, not the things only set on water", async () => {
    const kinds = [
      "borehole_pump",
      "header_tank",
      "stop_valve",
      "water_trough",
      "rowing_boat",
      "slipway",
      "heating_oil_tank",
      "picnic_bench",
    ];
    expect(await carries("water", [], kinds)).toEqual([
      "borehole_pump",
      "header_tank",
      "stop_valve",
      "water_trough",
    ]);
  });

  it("takes electricity's makers and conductors for the power, not what runs on it", async () => {
    const kinds = [
      "pole_transformer",
      "standby_generator",
      "chest_freezer",
      "forklift",
      "power_pole",
    ];
    expect(await carries("power", ["electricity", "electrical energy"], kinds)).toEqual([
      "pole_transformer",
      "standby_generator",
      "power_pole",
    ]);
  });

  it("reads hot water as heat: the heater and the heating boiler, not every pump", async () => {
    const kinds = ["water_heater", "heating_boiler", "pond_pump", "water_meter"];
    expect(await carries("hot water", [], kinds)).toEqual(["water_heater", "heating_boiler"]);
  });
});
