import type { SemanticMap } from "../../map/index.js";
import type { MissionGoal } from "../../mission/index.js";
import { nameWords, spreadOverPlaces, type NodeIndex } from "./grounding.js";
import { isLandmark } from "./mapQueries.js";

/**
 * Places the mission's words name, found by the map's own place names rather than by how the sentence parsed:
 * an operator's "up the packing yard end" or "West annexe has no power" names a place even when the
 * reader took its words for something else. A name counts when its words stand together in the mission
 * ("the packers' yard": packers yard), or, for a name of three words or more, all but its last ("west
 * annexe" for the west annexe block, whose last word only says what kind of place it is).
 *
 * Names that spread over many separate places (the site's grounds) narrow nothing and are left out.
 */
export function mentionedPlaces(index: NodeIndex, text: string): string[] {
  return mentionedPlaceGroups(index, text).flatMap((group) => group.nodes);
}

/** The places `mentionedPlaces` finds, one group of nodes per place name, in the order the words name them. */
export function mentionedPlaceGroups(
  index: NodeIndex,
  text: string,
): { readonly nodes: readonly string[]; readonly at: number; readonly after: string }[] {
  const said = ` ${nameWords(text.replace(/['’]s\b/gi, "").replace(/['’]/g, "")).join(" ")} `;
  const map = index.map;
  const byName = new Map<string, string[]>();
  for (const name of index.nodes) {
    const placeName = placeNameOf(map, name);
    if (placeName === undefined) continue;
    const same = byName.get(placeName);
    if (same === undefined) byName.set(placeName, [name]);
    else same.push(name);
  }
  const found: { nodes: string[]; at: number; end: number; after: string; spread: boolean }[] = [];
  const regionCount = map.regionNames().length;
  const fullNames = new Set([...byName.keys()].map((placeName) => nameWords(placeName).join(" ")));
  for (const [placeName, nodes] of byName) {
    const words = nameWords(placeName);
    if (words.length === 0) continue;
    const whole = said.includes(` ${words.join(" ")} `);
    // (Not when those words are another place's whole name: "the car park" is not the car park entrance.)
    const leadWords = words.slice(0, -1).join(" ");
    const lead =
      words.length >= 3 &&
      words.slice(0, -1).some((w) => w.length > 2) &&
      !fullNames.has(leadWords) &&
      said.includes(` ${leadWords} `);
    if (!(whole || lead)) continue;
    // ("T4 crane pad", "crane pad 4": of places numbered under one name, the number said picks one.)
    const numbers = saidNumbers(said, words.join(" "));
    const which =
      numbers.size === 0 ? nodes : nodes.filter((name) => numbers.has(placeNumberOf(map, name)));
    const chosen = which.length > 0 ? which : nodes;
    const saidWords = (whole ? words : words.slice(0, -1)).join(" ");
    const at = said.indexOf(` ${saidWords} `);
    // The word said before the name, past its article ("north of the harbour road": "of").
    const before = said.slice(0, Math.max(0, at)).trim().split(" ");
    while (before.length > 0 && ARTICLES.has(before.at(-1) ?? "")) before.pop();
    // (A name that spreads over the site is still said: the words within it name nothing else.)
    const spread = spreadOverPlaces(map, chosen) || mostOfTheMap(map, chosen, regionCount);
    found.push({
      nodes: chosen,
      at,
      end: at + saidWords.length + 1,
      after: before.at(-1) ?? "",
      spread,
    });
  }
  // ("The tap on the workshop yard": the workshop is not named, the workshop yard is — words within a longer
  // name said there name nothing of their own.)
  const within = (a: { at: number; end: number }, b: { at: number; end: number }): boolean =>
    a !== b && b.at <= a.at && a.end <= b.end && b.end - b.at > a.end - a.at;
  return found
    .filter((group) => !group.spread && !found.some((other) => within(group, other)))
    .sort((a, b) => a.at - b.at)
    .map(({ nodes, at, after }) => ({ nodes, at, after }));
}

const ARTICLES = new Set(["the", "a", "an"]);

/**
 * Numbers said with a place name: after it ("crane pad 4"), as a mark before it ("t4 crane pad"), or with "number"
 * ("number 3 warehouse", "warehouse number 3").
 */
function saidNumbers(said: string, name: string): Set<number> {
  const numbers = new Set<number>();
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  for (const match of said.matchAll(new RegExp(`\\s${escaped}\\s#?(\\d+)\\s`, "g")))
    numbers.add(Number(match[1]));
  for (const match of said.matchAll(new RegExp(`\\s[a-z]{1,2}#?(\\d+)\\s${escaped}\\s`, "g")))
    numbers.add(Number(match[1]));
  // ("number 3 warehouse", "no 2 warehouse", "warehouse number 3".)
  for (const match of said.matchAll(new RegExp(`\\s(?:number|no)\\s#?(\\d+)\\s${escaped}\\s`, "g")))
    numbers.add(Number(match[1]));
  for (const match of said.matchAll(new RegExp(`\\s${escaped}\\s(?:number|no)\\s#?(\\d+)\\s`, "g")))
    numbers.add(Number(match[1]));
  return numbers;
}

/** Share of the map's regions above which a place is the site itself ("the hospital grounds"), not a part of it. */
const SITE_SHARE = 0.25;

function mostOfTheMap(map: SemanticMap, nodes: readonly string[], regionCount: number): boolean {
  return nodes.filter((name) => map.isRegion(name)).length > SITE_SHARE * regionCount;
}

/** A region's place number, or the number a landmark's own name ends on ("warehouse_3"). */
function placeNumberOf(map: SemanticMap, name: string): number {
  const number = map.get(name)?.attributes["placeNumber"];
  if (number !== undefined) return Number(number);
  return isLandmark(map, name) ? Number(/_?(\d+)$/.exec(name)?.[1] ?? Number.NaN) : Number.NaN;
}

/** A region's place name, or a landmark's own name without its number ("west annexe block"). */
function placeNameOf(map: SemanticMap, name: string): string | undefined {
  const place = map.get(name)?.attributes["place"];
  if (typeof place === "string" && place !== "") return place;
  if (!isLandmark(map, name)) return undefined;
  return name.replace(/_?\d+$/, "").replace(/_/g, " ");
}

/**
 * The mission's words less whom its news came from ("a call from the sailing club" puts nothing at the club) and
 * what is said of a thing's look ("FIRST AID on the flap" of a rucksack puts nothing at the first aid hut).
 */
export function withoutSources(goal: MissionGoal): string {
  let text = withoutFeatures(goal, goal.text);
  for (const source of goal.sources ?? []) text = text.split(source).join(" ");
  return text;
}

/** Text of the goal, lower-cased, less its features (what it says a thing looks like): a feature names no place. */
export function withoutFeatures(goal: MissionGoal, said: string): string {
  let text = said.toLowerCase();
  for (const subject of goal.subjects)
    if (subject.feature === true) text = text.split(subject.text).join(" ");
  return text;
}
