import { scanTopLevel } from "./scan.js";

/** `"plan": [goto(` — a plan list whose calls were never quoted. */
const BARE_PLAN = /(?:["']plan["']|[{,]\s*plan)\s*:\s*\[(?=\s*[A-Za-z_][A-Za-z0-9_]*\s*\()/;

/**
 * Turn `"plan": [goto(road_1), map_region(road_1)]` into `"plan": "[goto(road_1), map_region(road_1)]"`.
 * Why before jsonrepair: it would otherwise "repair" the bare calls into nonsense strings without failing.
 * Returns the text unchanged when there is no such list.
 */
export function quoteBarePlan(json: string): string {
  const match = BARE_PLAN.exec(json);
  if (match === null) return json;
  const open = match.index + match[0].length - 1;
  const rest = json.slice(open + 1);
  let close: number | undefined;
  scanTopLevel(rest, (i) => {
    if (close === undefined && rest.charAt(i) === "]") close = i;
  });
  // A list cut off before its `]` runs to the object's last `}` (or the end); jsonrepair closes the rest.
  const end = close ?? (rest.lastIndexOf("}") === -1 ? rest.length : rest.lastIndexOf("}"));
  const calls = rest.slice(0, end).trim();
  const after = close === undefined ? rest.slice(end) : rest.slice(end + 1);
  return `${json.slice(0, open)}${JSON.stringify(`[${calls}]`)}${after}`;
}
