import { describe, expect, it } from "vitest";
import { numberWord } from "../../src/lexicon/index.js";

describe("numbers in place names", () => {
  it("gives figures, ordinals and number words one form", () => {
    expect(numberWord("4th")).toBe("#4");
    expect(numberWord("fourth")).toBe("#4");
    expect(numberWord("4")).toBe("#4");
    expect(numberWord("Four")).toBe("#4");
    expect(numberWord("2nd")).toBe(numberWord("second"));
    expect(numberWord("12")).toBe(numberWord("twelfth"));
  });

  it("leaves other words alone, and 'one', which is also a pronoun", () => {
    expect(numberWord("tee")).toBeUndefined();
    expect(numberWord("one")).toBeUndefined();
    expect(numberWord("fourths")).toBeUndefined();
  });
});
