import { singularWord } from "../../lexicon/index.js";
import { NEGATIONS } from "../../relevance/index.js";
import { isDetectable } from "./targetClasses.js";
import { nodeClass } from "./mapQueries.js";
import type { Situation } from "./tactics.js";

/**
 * "Eyes on the train in the station, the lift hill and the lift motor": a thing the assessment names at a place
 * it names, of which nothing has been seen — no object on the map is of a kind whose name has the thing's head
 * noun. The others found (one of them damaged) do not answer for it; the place is searched for it first.
 */
export function unaccountedAtAPlace(situation: Situation): boolean {
  const { goal, focus } = situation;
  if (goal.kind !== "assess" || goal.places.length === 0) return false;
  if (focus.anchors.length === 0 && focus.mentioned.length === 0) return false;
  const kinds = kindWords(situation);
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

/**
 * "Wind display's showing nothing. Is it the sensor or the display?": an assessment that found nothing wrong
 * while one of the things it names was never seen (no object on the map is of a kind with its head noun, and no
 * inspection spoke of one) has not answered: the operator knows where that one is.
 */
export function unaccountedAnywhere(situation: Situation): boolean {
  const { goal, memory } = situation;
  if (goal.kind !== "assess") return false;
  const kinds = kindWords(situation);
  // (A part an inspection already described — "all the foot plates flat and pinned" — is accounted for; one it
  // says is missing or silent — "NO SENSOR SIGNAL" — is not.)
  for (const description of memory.inspected.values()) {
    const words = description.toLowerCase().match(/[a-z]+/g) ?? [];
    words.forEach((word, i) => {
      if (!words.slice(Math.max(0, i - 2), i).some((w) => NEGATING.has(w)))
        kinds.add(singularWord(word));
    });
  }
  return goal.subjects.some(
    (s) =>
      !s.related &&
      isDetectable(s) &&
      s.sense === "thing" &&
      !s.head.includes(" ") &&
      !kinds.has(singularWord(s.head)),
  );
}

/** Words that deny what follows: the negations, and the words of a thing gone ("missing", "lost"). */
const NEGATING: ReadonlySet<string> = new Set([...NEGATIONS, "missing", "lost"]);

/** Every word of every object's class on the map, singular ("storage_tanks" → storage, tank). */
function kindWords(situation: Situation): Set<string> {
  const { map } = situation;
  return new Set(
    map
      .objectNames()
      .flatMap((name) => nodeClass(map, name).toLowerCase().split("_").map(singularWord)),
  );
}
