import type { PlaceQualifier, Subject } from "./MissionGoal.js";
import type { NounPhrase, Token } from "./phrases.js";
import { firstSought, moveToPlaces } from "./soughtAndPlaces.js";

/** The one speaking, as a verb's subject. */
const SPEAKER = new Set(["i", "we", "i've", "we've", "i'd", "we'd"]);
/** Verbs of going over a place for something (lemmas): "checked", "searched", "tried", "looked", "walked". */
const SEARCHED = new Set(["check", "search", "try", "look", "walk"]);
/** Verbs that go over a place only with a word of going round after them: "did round the back", "went through". */
const GONE_OVER = new Set(["do", "go"]);
const ROUND = new Set(["round", "around", "through", "over", "along"]);
/** Tokens a search verb may stand after its subject ("I've already checked", "we did"). */
const REACH = 3;

/**
 * "Lost my radio. I did round the back of the units and checked the baler, then the garden centre.": in a find,
 * what the speaker says they already went over after losing the thing sought is where it may be, not more things
 * to find. Those phrases move from the subjects to the places ("at"), after the thing sought and in the same
 * sentence as the search; the thing sought itself never moves.
 */
export function searchedAlready(
  subjects: Subject[],
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
  places: PlaceQualifier[],
): void {
  const first = firstSought(subjects, phrases);
  if (first === undefined) return;
  const { sought, at: soughtAt } = first;
  // Where a search by the speaker is said: the verb's index, after the thing sought.
  const searches: number[] = [];
  for (const [i, token] of tokens.entries()) {
    const goneOver = GONE_OVER.has(token.lemma) && ROUND.has(tokens[i + 1]?.word ?? "");
    if (i <= soughtAt || !(SEARCHED.has(token.lemma) || goneOver)) continue;
    const subject = tokens
      .slice(Math.max(0, i - REACH), i)
      .some((t) => SPEAKER.has(t.word) && t.sentence === token.sentence);
    if (subject) searches.push(i);
  }
  if (searches.length === 0) return;
  // (Only what was read as a thing or a place: "last night" is when.)
  const placeLike = new Set(
    subjects
      .filter((s) => s.sense !== "human" && (s.concrete || s.sense === "place"))
      .map((s) => s.text),
  );
  const searched = phrases.filter(
    (p) =>
      p.head !== sought.head &&
      placeLike.has(p.text) &&
      searches.some((at) => p.start > at && tokens[p.start]?.sentence === tokens[at]?.sentence),
  );
  moveToPlaces({ subjects, places, moved: searched, sought, relation: "at" });
}
