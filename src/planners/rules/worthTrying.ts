import type { PlannerMemory } from "./PlannerMemory.js";

/** Inspections of one object that may fail before it is given up. */
export const MAX_INSPECT_FAILURES = 2;
/** Ways toward a target to inspect tried before it counts as out of reach. */
export const MAX_WAYS_PER_TARGET = 4;

/** Whether a thing to inspect is still worth a try: reachable so far, not failed too often. */
export function worthTrying(memory: PlannerMemory, name: string): boolean {
  return (
    !memory.unreachable.has(name) &&
    (memory.inspectFailures.get(name) ?? 0) < MAX_INSPECT_FAILURES &&
    memory.failedAttempts(name) < MAX_WAYS_PER_TARGET
  );
}
