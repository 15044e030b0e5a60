import type { MissionGoal } from "../../mission/index.js";
import type { SemanticMap } from "../../map/index.js";
import { allWordsIn } from "./grounding.js";
import { isLandmark } from "./mapQueries.js";

/** Words that place a thing by a building without putting it inside ("out past the house", "behind the barn"). */
const LOCATING: ReadonlySet<string> = new Set(["past", "beyond", "behind", "outside", "opposite"]);

/**
 * Whether a landmark (a building, its floor) is named in a find only to say where to look beside or beyond it
 * ("heard mooing out past Ancholme House"): what is sought is out there, not inside, so its inside is no place to
 * search. Named any other way as well ("in the house", "at the house") it is searched as usual.
 */
export function namedOnlyToLocate(goal: MissionGoal, map: SemanticMap, name: string): boolean {
  if (goal.kind !== "find" || !isLandmark(map, name)) return false;
  const names = (text: string): boolean => allWordsIn(text, name.replace(/_/g, " "));
  return (
    goal.places.some((p) => LOCATING.has(p.relation) && names(p.text)) &&
    !goal.places.some((p) => !LOCATING.has(p.relation) && names(p.text))
  );
}
