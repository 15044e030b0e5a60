import { pathToNode } from "../../map/index.js";
import { parseCallString } from "../../plan/index.js";
import type { Decision, Situation } from "./tactics.js";

/** Steps whose first argument is a node the robot drives to over the known map before doing anything else. */
const DRIVES_TO_NODE: ReadonlySet<string> = new Set([
  "goto",
  "inspect",
  "map_region",
  "explore_region",
]);

/**
 * The known route length of a decision's first step, metres, when that step drives to a node over the known map
 * (goto, inspect, map_region, explore_region). Undefined for anything else (an extension's length is not known
 * in advance) or when no route is known.
 */
export function firstDriveM(situation: Situation, decision: Decision): number | undefined {
  const first = decision.plan[0];
  if (first === undefined) return undefined;
  const step = parseCallString(first, 0);
  const target = step.args[0];
  if (step.problem !== undefined || !DRIVES_TO_NODE.has(step.action) || typeof target !== "string")
    return undefined;
  return pathToNode(situation.map, situation.location, target)?.lengthM;
}
