import type { SemanticMap } from "../../map/index.js";
import type { MissionGoal } from "../../mission/index.js";
import { allWordsIn, nameWords, type NodeIndex } from "./grounding.js";
import { isLandmark, isWalled, nodeClass } from "./mapQueries.js";
import { petFormOf } from "./nameForms.js";
import { unique } from "./unique.js";

/**
 * The places of the map a subject of the mission names: by its name, or — for an explanation — the one building
 * whose name has its words ("kiosk's got no power": the kiosk café, with its floor), unless the mission says the
 * thing is still all right or its word names things on the map. Worked out once per subject (each is a scan of
 * the map, asked several times by `computeFocus`).
 */
export function placeNamer(options: {
  readonly goal: MissionGoal;
  readonly map: SemanticMap;
  readonly allNodes: NodeIndex;
}): (text: string) => string[] {
  const { goal, map, allNodes } = options;
  const known = new Map<string, string[]>();
  const placeNamedNow = (text: string): string[] => {
    const named = allNodes.named(text);
    const exact = named.length > 0 ? named : allNodes.marked(text);
    if (exact.length > 0 || goal.kind !== "explain" || saidToBeFine(goal.text, text)) return exact;
    // (A word that names things on the map is a thing: "the fountain's stopped" by the fountain plant room.)
    const head = nameWords(text).at(-1) ?? text;
    const aThing = map
      .objectNames()
      .some((name) => !isLandmark(map, name) && nameWords(nodeClass(map, name)).includes(head));
    if (aThing) return exact;
    // ("the hire shop stinks": the "ski hire" is the shop, its name ending in the word that says which.)
    const which = nameWords(text).at(-2);
    const walled = allNodes.nodes.filter((name) => isLandmark(map, name) && isWalled(map, name));
    // ("the genny's dead": a pet form names the one building whose name has the word it stands for.)
    const pet = petFormOf(head, unique(walled.flatMap((name) => allNodes.nameWordsOf(name))));
    const inBuilding = (name: string): boolean =>
      allWordsIn(text, allNodes.wordsOf(name).join(" ")) ||
      (which !== undefined && allNodes.nameWordsOf(name).at(-1) === which) ||
      (pet !== undefined && allNodes.nameWordsOf(name).includes(pet));
    const buildings = walled.filter(inBuilding);
    // (A building and its floor, "kiosk_cafe" and "kiosk_cafe_floor", are one place.)
    const roots = buildings.filter((name) => !buildings.some((b) => name.startsWith(`${b}_`)));
    return roots.length === 1 ? buildings : [];
  };
  return (text) => {
    const places = known.get(text) ?? placeNamedNow(text);
    known.set(text, places);
    return places;
  };
}

/** "Cafe's still got power", "the barn is fine": a thing the mission says is still all right shows no symptom. */
function saidToBeFine(text: string, thing: string): boolean {
  const words = thing.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    String.raw`\b${words}(?:'s|s| is| are| has| have)?\s+(?:still|fine|ok|okay|alright|working)\b`,
    "i",
  ).test(text);
}
