import { describe, expect, it } from "vitest";
import { WordNet } from "../../src/lexicon/index.js";

/** Compounds said another way than WordNet writes them. */
describe("WordNet: compounds written apart, together or hyphened", () => {
  const wordnet = new WordNet();
  const words = async (word: string): Promise<string[]> =>
    (await wordnet.senses(word, "n")).flatMap((sense) => sense.words);

  it("finds a compound said as one word that WordNet writes as two ('lifebelt', 'deckchair')", async () => {
    expect(await words("lifebelt")).toContain("life belt");
    expect(await words("deckchair")).toContain("deck chair");
  });

  it("finds a compound said as two words that WordNet writes hyphened ('walkie talkie')", async () => {
    expect(await words("walkie talkie")).toContain("walkie-talkie");
  });

  it("does not make a noun and a particle into a phrasal noun ('phone in', 'look over', 'walkthrough')", async () => {
    expect(await words("phone in")).toEqual([]);
    expect(await words("look over")).toEqual([]);
    expect(await words("walkthrough")).toEqual([]);
  });

  it("leaves a word WordNet knows with its own senses", async () => {
    expect(await words("carpet")).toContain("carpet");
    expect(await words("carpet")).not.toContain("car");
  });
});
