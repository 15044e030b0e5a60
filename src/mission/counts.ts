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
