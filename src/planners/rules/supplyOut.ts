import { complainedOf } from "./complainedOf.js";
import { NEAR_ANCHOR_M } from "./focus.js";
import { distanceToNodeM, nodeClass } from "./mapQueries.js";
import type { Situation } from "./tactics.js";

/**
 * "No water in the wash block": an explanation of a substance's supply that stopped, with things on the map that
 * carry it (focus.providers). (Not "no power": what feeds electricity — pillars, boards — WordNet hardly defines,
 * and kinds found by meaning are the better guides there.)
 */
export function supplyOut(situation: Situation): boolean {
  const { goal, focus } = situation;
  return (
    goal.kind === "explain" &&
    focus.providers.size > 0 &&
    goal.subjects.some((s) => s.failed === true && !s.related && s.sense === "substance")
  );
}

/**
 * A fault found on what provides the failed supply: the failure itself. (Not on a thing complained of — the tap
 * that runs dry carries water too, and shows the symptom without saying why.)
 */
export function providerFault(situation: Situation, name: string): boolean {
  const { map, memory, focus } = situation;
  return (
    memory.conditions.get(name) === "problem" &&
    focus.providers.has(nodeClass(map, name)) &&
    !complainedOf(situation, name)
  );
}

/**
 * The candidates that wait for the operator's word while a supply is out and nothing that carries it has been
 * found at fault: kinds only like the mission's words, away from where the symptom shows (a boat on the lake for
 * "water"). What carries the supply, the things complained of and what stands where the symptom shows are looked
 * at first; then, if none of them explains it, one question (where does the supply come from?) is worth more than
 * a tour of guesses.
 */
export function waitingForWord(situation: Situation, candidates: readonly string[]): Set<string> {
  const { map, memory, focus } = situation;
  if (!supplyOut(situation) || memory.clarifications > 0) return new Set();
  if ([...memory.inspected.keys()].some((name) => providerFault(situation, name))) return new Set();
  const carries = (name: string): boolean => focus.providers.has(nodeClass(map, name));
  const whereItShows = (name: string): boolean => {
    const at = map.coordsOf(name);
    return (
      at !== undefined &&
      focus.anchors.some((anchor) => distanceToNodeM(map, anchor, at) <= NEAR_ANCHOR_M)
    );
  };
  return new Set(
    candidates.filter(
      (name) => !carries(name) && !complainedOf(situation, name) && !whereItShows(name),
    ),
  );
}
