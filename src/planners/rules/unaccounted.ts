import { singularWord } from "../../lexicon/index.js";
import { isDetectable } from "./targetClasses.js";
import { nodeClass } from "./mapQueries.js";
import type { Situation } from "./tactics.js";

/**
 * "Eyes on the train in the station, the lift hill and the lift motor": a thing the assessment names at a place
 * it names, of which nothing has been seen — no object on the map is of a kind whose name has the thing's head
 * noun. The others found (one of them damaged) do not answer for it; the place is searched for it first.
 */
export function unaccountedAtAPlace(situation: Situation): boolean {
  const { goal, focus, map } = situation;
  if (goal.kind !== "assess" || goal.places.length === 0) return false;
  if (focus.anchors.length === 0 && focus.mentioned.length === 0) return false;
  const kinds = new Set(
    map
      .objectNames()
      .flatMap((name) => nodeClass(map, name).toLowerCase().split("_").map(singularWord)),
  );
  // Only a thing said to be in or at a place ("the train in the station"): "boats up on stands" names no stand to
  // find.
  const saidAt = (head: string): boolean =>
    new RegExp(`\\b${head}(?:e?s)?\\s+(?:in|inside|at)\\s+(?:the|our|its)\\b`, "i").test(goal.text);
  return goal.subjects.some(
    (s) =>
      !s.related &&
      isDetectable(s) &&
      s.sense !== "human" &&
      !kinds.has(singularWord(s.head)) &&
      saidAt(s.head),
  );
}
