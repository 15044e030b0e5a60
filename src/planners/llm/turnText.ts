import { roundVec, type Vec2 } from "../../geo/index.js";
import { inlineJson } from "../../map/index.js";
import type { MapView } from "./context/index.js";
import type { CountTokens } from "./estimateTokens.js";

/** The first user turn of a mission: what the operator said (the map comes with the current turn). */
export function taskTurnText(turn: { mission: string; robotPosition?: Vec2 }): string {
  const lines = [`task: ${oneLine(turn.mission)}`];
  if (turn.robotPosition !== undefined) {
    lines.push(`robot_position: ${inlineJson(roundVec(turn.robotPosition))} (between regions)`);
  }
  return lines.join("\n");
}

/** The map view as the current turn carries it, with what it leaves out said plainly. */
export function mapViewText(view: MapView): string {
  const { regions, objects, shownRegions, shownObjects } = view.totals;
  const complete = shownRegions === regions && shownObjects === objects;
  const intro = complete
    ? "graph: (the whole current map)"
    : `graph: (the current map, in part: ${shownRegions} of ${regions} regions and ${shownObjects} of ${objects} objects are listed — the robot's surroundings, what bears on the task and what you named. ` +
      `The rest exists and is summarised in "areas"; "links_not_shown" counts a region's connections to regions not listed. Every listed region can be reached from the robot (through regions not listed if need be) except those in "not_reachable_yet" — or, when most listed regions are cut off, only those in "reachable_now" can. Use the map tools to see more.)`;
  return `${intro}\n${view.text}`;
}

/**
 * `text` cut to about `maxTokens` at a separator, with how much was left out — one huge map delta or feedback
 * must not crowd the map view out of the budget (the view shows the current map anyway).
 */
export function fitText(text: string, maxTokens: number, count: CountTokens, what: string): string {
  if (count(text) <= maxTokens) return text;
  // The longest prefix that fits (binary search on characters), cut back to the last separator.
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (count(text.slice(0, mid)) <= maxTokens - 40) low = mid;
    else high = mid - 1;
  }
  const prefix = text.slice(0, low);
  const cut = Math.max(
    prefix.lastIndexOf("), "),
    prefix.lastIndexOf("}, "),
    prefix.lastIndexOf(". "),
  );
  const kept = cut > 0 ? prefix.slice(0, cut + 1) : prefix;
  const leftChars = text.length - kept.length;
  return `${kept} … (about ${Math.round((leftChars / text.length) * 100)} % of the ${what} not shown; the map below is current)`;
}

/** Missions are typed by people; a stray newline must not start a fake line of the turn. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, " ").trim();
}
