import type { PlaceQualifier, Subject } from "./MissionGoal.js";
import type { NounPhrase, Token } from "./phrases.js";
import { firstSought, moveToPlaces } from "./soughtAndPlaces.js";

/** Words that offer a guess: "either the …", "probably the …", "maybe the …". */
const HEDGES = new Set(["either", "probably", "maybe", "perhaps", "possibly", "likely"]);
/** Words that may stand between a hedge and its noun phrase. */
const DETERMINERS = new Set(["the", "a", "an", "our", "my", "his", "her", "their", "that", "this"]);

/**
 * "I've left my wrench somewhere on the ride. Either the station or the motor house.": in a find, things offered as
 * guesses after the thing sought — after "either", "probably", "maybe", or joined to such a guess by "or" — are
 * where to look, not more things to find. They move from the subjects to the places ("in"). The first thing sought
 * is never moved, nor a guess that names the same head ("either the red one or the blue one").
 */
export function guessedPlaces(
  subjects: Subject[],
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
  places: PlaceQualifier[],
): void {
  const first = firstSought(subjects, phrases);
  if (first === undefined) return;
  const { sought, at: soughtAt } = first;
  const wordBefore = (start: number): { word: string; at: number } | undefined => {
    let at = start - 1;
    while (at >= 0 && DETERMINERS.has(tokens[at]?.word ?? "")) at -= 1;
    const token = tokens[at];
    return token === undefined || token.sentence !== tokens[start]?.sentence
      ? undefined
      : { word: token.word, at };
  };
  const guessed = new Set<number>();
  for (const phrase of phrases) {
    if (phrase.start <= soughtAt || phrase.preposition !== undefined) continue;
    if (phrase.head === sought.head) continue;
    const before = wordBefore(phrase.start);
    if (before === undefined) continue;
    const afterAGuess =
      HEDGES.has(before.word) ||
      (before.word === "or" && phrases.some((p) => guessed.has(p.start) && p.end < before.at));
    if (afterAGuess) guessed.add(phrase.start);
  }
  if (guessed.size === 0) return;
  const moved = phrases.filter((p) => guessed.has(p.start));
  moveToPlaces({ subjects, places, moved, sought, relation: "in" });
}
