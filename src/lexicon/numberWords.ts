/**
 * Numbers as place names use them, in one form: "4th", "fourth", "4" and "four" all become "#4", so "the 4th
 * tee", "fourth_tee" and "tee 4" share a word. English number words only; nothing about any site.
 */
const ORDINALS = [
  "zeroth",
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
  "twentieth",
];
const CARDINALS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

/** "#n" for a number word or figure (ordinal or cardinal), else undefined. */
export function numberWord(word: string): string | undefined {
  const lower = word.toLowerCase();
  const figure = /^(\d+)(?:st|nd|rd|th)?$/.exec(lower);
  if (figure !== null) return `#${Number(figure[1])}`;
  const ordinal = ORDINALS.indexOf(lower);
  if (ordinal >= 0) return `#${ordinal}`;
  // "one" is also a pronoun ("the red one"); as a name it is a figure, so only two and up count as words.
  const cardinal = CARDINALS.indexOf(lower);
  return cardinal >= 2 ? `#${cardinal}` : undefined;
}

/** How many a cardinal says ("three", "3", "both"): two or more, else undefined. Ordinals ("third") say which. */
export function cardinalNumber(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (lower === "both") return 2;
  const figure = /^(\d{1,3})$/.exec(lower);
  if (figure !== null) return Number(figure[1]) >= 2 ? Number(figure[1]) : undefined;
  const cardinal = CARDINALS.indexOf(lower);
  return cardinal >= 2 ? cardinal : undefined;
}
