import type { SemanticMap } from "../../map/index.js";
import type { MissionGoal } from "../../mission/index.js";
import type { NodeIndex } from "./grounding.js";
import { isWalled } from "./mapQueries.js";

/**
 * "The ticket office - check the card machine": in a check or a search of things, a subject the map names as a
 * building is the room they are in, not one of them (the map's name says so; WordNet's "office" is no object).
 */
export function roomsOfThings(
  goal: MissionGoal,
  allNodes: NodeIndex,
  map: SemanticMap,
): MissionGoal["subjects"] {
  if (goal.kind !== "assess" && goal.kind !== "find") return [];
  const rooms = goal.subjects.filter(
    (s) => !s.related && allNodes.named(s.text).some((name) => isWalled(map, name)),
  );
  const things = goal.subjects.filter(
    // (A thing WordNet does not know — "a yellow Pieps", a "transceiver" — is still a thing to find in a room.)
    (s) =>
      !s.related &&
      s.concrete &&
      (s.sense === "thing" || s.sense === "unknown") &&
      !rooms.includes(s),
  );
  return things.length > 0 ? rooms : [];
}
