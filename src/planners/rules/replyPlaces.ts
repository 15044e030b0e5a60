import type { MissionGoal } from "../../mission/index.js";
import type { NodeIndex } from "./grounding.js";
import { isLandmark } from "./mapQueries.js";
import { mentionedPlaceGroups, withoutFeatures } from "./mentionedPlaces.js";

/** Words before a place said only to locate another by it ("north of", "next to", "past", "opposite"). */
const LOCATING_WORDS = new Set([
  "of",
  // ("next to the slip road", "close to the gate".)
  "to",
  "past",
  "beyond",
  "outside",
  "opposite",
  "from",
  "toward",
  "towards",
]);

/**
 * "Parked on the back straight just short of the far bend": the places the operator's reply calls by their map
 * names, however its words parsed, in the order said (`all`), and the one to search first (`first`): the first
 * named that is not said only to locate another ("short of the far bend", "north of the harbour road") nor a name
 * several landmarks share with no number said ("one of the warehouses" is no one place). None for a route or an
 * instruction, whose places are their own.
 */
export function placesTheReplyNames(
  goal: MissionGoal,
  allNodes: NodeIndex,
): { readonly all: readonly string[]; readonly first: readonly string[] } {
  if (goal.replied === undefined || goal.kind === "route" || goal.kind === "instruction")
    return { all: [], first: [] };
  const groups = mentionedPlaceGroups(allNodes, withoutFeatures(goal, goal.replied));
  const first =
    groups.find(
      (group) =>
        !LOCATING_WORDS.has(group.after) &&
        group.nodes.filter((name) => isLandmark(allNodes.map, name)).length <= 1,
    )?.nodes ?? [];
  return { all: groups.flatMap((group) => group.nodes), first };
}
