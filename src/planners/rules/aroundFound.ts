import type { Vec2 } from "../../geo/index.js";
import { classWords } from "./evidence.js";
import { searchAroundTactic } from "./sweepTactics.js";
import type { Decision, Situation } from "./tactics.js";

/** Searching around a find: the box's half-size and the most drives spent on it. */
export const SEARCH_AROUND_M = 60;
export const MAX_SEARCH_AROUND = 5;

/**
 * The candidate looked at last — along a row it stands at the edge of what has been seen — and where the next one
 * most likely is: as far beyond it as it is from the one looked at before it.
 */
export function lastOfARow(
  situation: Situation,
  candidates: readonly string[],
): { lastFound: string | undefined; rowNext: Vec2 | undefined } {
  const { map, memory } = situation;
  const foundInOrder = [...memory.inspected.keys()].filter((name) => candidates.includes(name));
  const lastFound = foundInOrder.at(-1);
  const last = lastFound === undefined ? undefined : map.coordsOf(lastFound);
  const before = foundInOrder.length > 1 ? map.coordsOf(foundInOrder.at(-2) ?? "") : undefined;
  const rowNext: Vec2 | undefined =
    last !== undefined && before !== undefined
      ? [2 * last[0] - before[0], 2 * last[1] - before[1]]
      : undefined;
  return { lastFound, rowNext };
}

/** Look around a thing found for others of its kind, within the budget of such searches. */
export function searchAroundFound(
  situation: Situation,
  found: string,
  known: number,
  toward?: Vec2,
): Decision | undefined {
  const { memory } = situation;
  if (found === "" || memory.aroundSearches >= MAX_SEARCH_AROUND) return undefined;
  const kind = classWords(situation, found);
  const around = searchAroundTactic(
    situation,
    found,
    SEARCH_AROUND_M,
    known === 1
      ? `Only one ${kind} is known; others may be near it.`
      : `The mission says there are more of them than the ${known} known; others may be near ${found}.`,
    toward,
  );
  if (around !== undefined) memory.aroundSearches += 1;
  return around;
}
