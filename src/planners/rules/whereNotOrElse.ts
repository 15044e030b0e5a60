import type { MissionGoal } from "../../mission/index.js";
import { clarifyWhere } from "./askAndAnswer.js";
import { REPLY_PLACE } from "./goalText.js";
import { nextPlace } from "./nextPlace.js";
import type { Decision, Situation } from "./tactics.js";

/**
 * Fewer found than the mission says there are, and none left round those found: where the others went is one
 * question ("the other one went in the shed for a service"); once told, the places the operator named are looked
 * over for them. Undefined when told and nothing was named, or asked and answered already.
 */
export function forTheRest(situation: Situation): Decision | undefined {
  if (situation.memory.clarifications === 0) return clarifyWhere(situation);
  return situation.focus.hinted.length > 0 ? nextPlace(situation) : undefined;
}

/**
 * "It's not in the compound where it lives": a thing said only to be gone from where it belongs has no place to
 * search yet; where it was last used is the operator's to say.
 */
export function onlyWhereNot(goal: MissionGoal): boolean {
  return (
    goal.places.some((p) => p.denied === true) &&
    goal.places.every((p) => p.denied === true || p.relation === REPLY_PLACE)
  );
}
