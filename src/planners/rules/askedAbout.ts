import type { Situation } from "./tactics.js";

/**
 * What the operator asked about, for words put to them: the things the mission seeks, not whose they are or who
 * rang ("phone", not "lady or office"); the mission's phrases when it seeks nothing by name.
 */
export function askedAbout(situation: Situation): readonly string[] {
  const sought = situation.goal.subjects.filter((s) => !s.related && s.sense !== "place");
  const concrete = sought.filter((s) => s.concrete && s.sense !== "human");
  const words = (concrete.length > 0 ? concrete : sought).map((s) => s.text);
  return words.length > 0 ? words : situation.focus.phrases;
}
