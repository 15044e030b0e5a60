import { regExpText, type MissionGoal, type PlaceQualifier } from "../../mission/index.js";
import { REPLY_PLACE } from "./goalText.js";
import type { SemanticMap } from "../../map/index.js";
import { allWordsIn } from "./grounding.js";
import { isLandmark } from "./mapQueries.js";
import { searchAroundTactic } from "./sweepTactics.js";
import type { Decision, Situation } from "./tactics.js";

/** Words that place a thing by a building without putting it inside ("out past the house", "behind the barn"). */
const LOCATING: ReadonlySet<string> = new Set(["past", "beyond", "behind", "outside", "opposite"]);

/**
 * Whether a landmark (a building, its floor) is named in a find or a check only to say where to look beside or beyond it
 * ("heard mooing out past Ancholme House"): what is sought is out there, not inside, so its inside is no place to
 * search. Named any other way as well ("in the house", "at the house") it is searched as usual.
 */
export function namedOnlyToLocate(goal: MissionGoal, map: SemanticMap, name: string): boolean {
  // (So in a check: "the chargers in the compound out behind the workshop" stand outside it.)
  if ((goal.kind !== "find" && goal.kind !== "assess") || !isLandmark(map, name)) return false;
  const names = (text: string): boolean => allWordsIn(text, name.replace(/_/g, " "));
  const relation = (place: PlaceQualifier): string =>
    place.relation === REPLY_PLACE ? wordBefore(goal.replied ?? "", place.text) : place.relation;
  return (
    goal.places.some((p) => LOCATING.has(relation(p)) && names(p.text)) &&
    !goal.places.some((p) => !LOCATING.has(relation(p)) && names(p.text))
  );
}

/** The word said before a place in the operator's reply ("out behind the workshop" → "behind"). */
function wordBefore(reply: string, place: string): string {
  const found = new RegExp(
    String.raw`\b([a-z]+)\s+(?:the\s+|our\s+|its\s+|that\s+)?${regExpText(place)}`,
    "i",
  ).exec(reply);
  return found?.[1]?.toLowerCase() ?? "";
}

/** How far round a landmark named only to locate the sought things is searched (a building and its yard). */
const AROUND_LOCATOR_M = 40;

/**
 * "The chargers in the compound out behind the workshop": the landmark said only to locate them is no place to go
 * into, but the ground round it is where they stand — searched next, in the order the places were said.
 * `locators` are the landmarks `namedOnlyToLocate` picked out, in that order.
 */
export function aroundLocators(
  situation: Situation,
  locators: readonly string[],
): Decision | undefined {
  for (const name of locators) {
    const decision = searchAroundTactic(
      situation,
      name,
      AROUND_LOCATOR_M,
      `${name} is named only to say where to look: beside or beyond it, not inside.`,
    );
    if (decision !== undefined) return decision;
  }
  return undefined;
}
