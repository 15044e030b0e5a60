import { cardinalNumber, singularWord } from "../lexicon/index.js";
import type { Subject } from "./MissionGoal.js";

/** "there's six of them", "there are four", "six of them": a count said of the things just named. Group 1 or 2. */
const COUNT_OF_THEM =
  /\b(?:there(?:'s|s| is| are| were| was)\s+([a-z]+|\d{1,3})\b|([a-z]+|\d{1,3})\s+of\s+(?:them|those)\b)/i;
/** Words between a count and the thing counted: "the three dosing pumps", "all 6 rapid chargers". */
const MAX_MODIFIERS = 2;

/**
 * The mission's own count of the things it asks about, put on those subjects: the count said right before a
 * thing's name, else a count said of "them" on the first thing asked about in numbers. A count tells the search
 * how many to look for before answering; nothing here knows any mission.
 */
export function withStatedCounts(text: string, subjects: readonly Subject[]): Subject[] {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter(Boolean);
  const said = COUNT_OF_THEM.exec(text);
  const ofThem = said === null ? undefined : cardinalNumber(said[1] ?? said[2] ?? "");
  let themUsed = false;
  return subjects.map((subject) => {
    // "boiler 1 and boiler 2", "lane signs 1-6": a thing said with several numbers is that many things.
    const numbered = /^[a-z]+$/.test(subject.head)
      ? numberedCount(text, words, subject.head)
      : undefined;
    if (!subject.related && numbered !== undefined && subject.count === undefined)
      return { ...subject, quantity: "all", count: numbered };
    if (subject.related || subject.quantity !== "all") return subject;
    let count: number | undefined;
    for (const [i, word] of words.entries()) {
      const n = cardinalNumber(word);
      if (n === undefined) continue;
      const after = words.slice(i + 1, i + 2 + MAX_MODIFIERS).map(singularWord);
      if (after.includes(subject.head)) {
        count = n;
        break;
      }
    }
    if (count === undefined && !themUsed && ofThem !== undefined) {
      count = ofThem;
      themUsed = true;
    }
    return count === undefined ? subject : { ...subject, count };
  });
}

const FIGURE = /^\d{1,3}$/;

/**
 * How many numbered things of `head` the mission names: a range right after the head ("signs 1-6", "pens 3 to
 * 5"), else the figures right after it or after an "and"/"or" that follows one ("boiler 1 and boiler 2", "pens 3
 * and 4"). Undefined for fewer than two.
 */
function numberedCount(text: string, words: readonly string[], head: string): number | undefined {
  const range = new RegExp(
    `\\b${head}(?:s|es)?\\s+(\\d{1,3})\\s*(?:-|–|to)\\s*(\\d{1,3})\\b`,
    "i",
  ).exec(text);
  if (range !== null) {
    const span = Number(range[2]) - Number(range[1]) + 1;
    if (span >= 2 && span <= 50) return span;
  }
  const numbers = new Set<number>();
  for (const [i, word] of words.entries()) {
    if (singularWord(word) !== head) continue;
    let at = i + 1;
    while (at < words.length && FIGURE.test(words[at] ?? "")) {
      numbers.add(Number(words[at]));
      at += 1;
      if (words[at] === "and" || words[at] === "or") at += 1;
      if (words[at] !== undefined && singularWord(words[at] ?? "") === head) at += 1;
    }
  }
  return numbers.size >= 2 ? numbers.size : undefined;
}
