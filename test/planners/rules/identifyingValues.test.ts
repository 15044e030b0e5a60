import { describe, expect, it } from "vitest";
import { WordNet } from "../../../src/lexicon/index.js";
import { readMission } from "../../../src/mission/index.js";
import { identifyingValues } from "../../../src/planners/rules/identifyingValues.js";

/** Which numbers a mission names things by, and which only count them. Sentences written for this test. */
describe("identifyingValues: numbers that name things", () => {
  const wordnet = new WordNet();
  const numbers = async (text: string, kindWords: string[]): Promise<string[]> =>
    [...(await identifyingValues(wordnet, await readMission(text), kindWords)).numbers].sort();

  it("reads a range as every number in it", async () => {
    expect(
      await numbers("Check the bays 3 to 5 and tell me which are flooded", ["loading", "bay"]),
    ).toEqual(["#3", "#4", "#5"]);
    expect(
      await numbers("hoppers 2-4 in the yard, are they all still upright", ["hopper"]),
    ).toEqual(["#2", "#3", "#4"]);
  });

  it("reads a number before a thing named in the plural, or said as a word, as a count", async () => {
    expect(
      await numbers("check the two garden trolleys are loaded", ["garden", "trolley"]),
    ).toEqual([]);
    expect(await numbers("I want the 3 garden trolleys looked at", ["garden", "trolley"])).toEqual(
      [],
    );
    expect(await numbers("Need the spare 40 sieve for the mixer", ["sieve"])).toEqual(["#40"]);
  });
});
