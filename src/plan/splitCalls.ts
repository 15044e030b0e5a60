import { BEHAVIOR_NAMES } from "../../behaviors/index.js";
import { scanTopLevel } from "./scan.js";

/** What may start a step after a separator: `name(`, optionally quoted (`'goto(road_2)', 'map_region(…)'`). */
const STEP_START = /\s*["'`]?[A-Za-z_][A-Za-z0-9_]*\s*\(/y;
/** `replan` is the one call planners write without parentheses. */
const BARE_REPLAN = /\s*["'`]?replan["'`]?\s*(?:$|[,;\]])/iy;
/** Fallback for a missing `)`: only a known action name may start a step. */
const KNOWN_STEP_START = new RegExp(
  String.raw`,\s*["'\x60]?(?:${BEHAVIOR_NAMES.join("|")})\s*\(`,
  "gi",
);

/**
 * Split a string holding several calls into one string per call. A step starts at the beginning, after a
 * top-level `,` or `;` followed by `name(`, or after whitespace that follows a closing `)`. Free text keeps
 * its commas, parentheses and quotes: `answer(Tower 2 is damaged (antenna snapped), tower 1 is fine)` is
 * one step. Surrounding plan brackets are dropped, even when the closing one is missing.
 *
 * @example
 * splitCalls("[goto(road_2), inspect(tower_1, is it damaged, or just rusty?)]");
 * // → ["goto(road_2)", "inspect(tower_1, is it damaged, or just rusty?)"]
 */
export function splitCalls(text: string): string[] {
  const body = stripPlanBrackets(text.trim());
  const cuts = new Set<number>();
  const scan = scanTopLevel(body, (i) => {
    const ch = body.charAt(i);
    if (
      (ch === "," || ch === ";") &&
      (matchesAt(STEP_START, body, i + 1) || matchesAt(BARE_REPLAN, body, i + 1))
    ) {
      cuts.add(i);
    } else if (/\s/.test(ch) && body.charAt(i - 1) === ")" && matchesAt(STEP_START, body, i)) {
      cuts.add(i);
    }
  });
  if (scan.unclosed) {
    // A `)` is missing somewhere, so depth never returned to 0 after it: fall back to known action names.
    for (const match of body.matchAll(KNOWN_STEP_START)) cuts.add(match.index);
  }
  const steps: string[] = [];
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    steps.push(body.slice(from, cut));
    from = cut + 1;
  }
  steps.push(body.slice(from));
  return steps.map((step) => step.trim()).filter((step) => step !== "");
}

/** `[a(), b()]` → `a(), b()`; also `[a(), b()` (closing bracket lost) and `a(), b()]`. */
function stripPlanBrackets(text: string): string {
  const body = text.startsWith("[") ? text.slice(1) : text;
  const opened = body.split("[").length - 1;
  const closed = body.split("]").length - 1;
  return body.endsWith("]") && closed > opened ? body.slice(0, -1).trim() : body.trim();
}

function matchesAt(pattern: RegExp, text: string, index: number): boolean {
  pattern.lastIndex = index;
  return pattern.test(text);
}
