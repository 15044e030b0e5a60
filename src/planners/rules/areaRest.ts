import { distanceM } from "../../geo/index.js";
import { classWords } from "./evidence.js";
import { distanceToNodeM, isLandmark } from "./mapQueries.js";
import { inspectTactic, type Decision, type Situation } from "./tactics.js";
import { worthTrying } from "./worthTrying.js";

/** A thing this close to a region of a named place, or to a landmark's outline, stands in it. */
const IN_AREA_M = 15;
/** Things looked at this way in one mission, beyond those the mission's words point to. */
const MAX_AREA_REST = 8;

/**
 * The rest of a place the mission names, in an assessment, a survey or a find of many things: once what the words point to has been
 * looked at, whatever else stands there is inspected too, nearest first, before answering. An operator who asks
 * for "a sweep of the garden" or "how the pens are after the wind" wants to hear about the place, and a reading
 * of their words that caught one kind of thing (the pergola they mentioned) must not end the check at it.
 * Objects seen only as the robot went over the place are included: the check runs again every iteration.
 */
export function areaRestTactic(situation: Situation): Decision | undefined {
  const { goal, focus, map, memory, here } = situation;
  // A find of many things ("pens, animals, anything flattened") is a check of the place too; a find of one is not.
  const many =
    goal.kind === "find" && goal.subjects.some((s) => !s.related && s.quantity === "all");
  if (goal.kind !== "assess" && goal.kind !== "survey" && !many) return undefined;
  // One of several steps set out in order ("check the cover on the desk, then the barrier") names what to check.
  if (situation.oneOfSteps === true) return undefined;
  // The mission's own places: where the operator's reply says to look for a thing is no place to report on.
  const area = [...focus.anchors, ...focus.mentioned];
  if (area.length === 0) return undefined;
  const chosen = memory.areaRest;
  const open = map
    .objectNames()
    .filter(
      (name) =>
        !isLandmark(map, name) &&
        !memory.inspected.has(name) &&
        // ("Look at posts 2 and 3 in the ring": the others of the row, once 2 and 3 are seen, are not asked about.)
        !focus.mismatched.has(name) &&
        worthTrying(memory, name) &&
        (chosen.has(name) || chosen.size < MAX_AREA_REST),
    )
    .filter((name) => {
      const at = map.coordsOf(name);
      return at !== undefined && area.some((place) => distanceToNodeM(map, place, at) <= IN_AREA_M);
    })
    .sort(
      (a, b) =>
        // One already begun is finished first; then the nearest.
        Number(chosen.has(b)) - Number(chosen.has(a)) ||
        distanceM(here, map.coordsOf(a) ?? here) - distanceM(here, map.coordsOf(b) ?? here),
    );
  for (const name of open) {
    const decision = inspectTactic(
      situation,
      name,
      `${name} (a ${classWords(situation, name)}) stands in the place the mission asks about, so I look at it before answering.`,
    );
    if (decision !== undefined) {
      chosen.add(name);
      return decision;
    }
    memory.unreachable.add(name);
  }
  return undefined;
}
