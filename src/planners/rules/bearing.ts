import type { MissionGoal } from "../../mission/index.js";
import { bearsOnComplaint } from "../../relevance/index.js";
import type { PlannerMemory } from "./PlannerMemory.js";

/**
 * Whether each fault found bears on the complaint (`memory.bearing`): judged once per inspection, and all again
 * when the complaint changes (the operator says more, a new mission). Returns the complaint judged against.
 */
export function judgeBearing(
  memory: PlannerMemory,
  goal: MissionGoal,
  lastComplaint: string,
): string {
  const complaint = [goal.text, ...memory.operatorReplies].join(" ");
  if (complaint !== lastComplaint) memory.bearing.clear();
  // The complaint's own phrases, not its context: "since the wind got up" says when, and every fault after a
  // gale mentions the wind.
  const phrases = [...goal.subjects, ...goal.causes]
    .filter((s) => !s.related && s.sense !== "human")
    .map((s) => s.text);
  for (const [name, description] of memory.inspected)
    if (!memory.bearing.has(name))
      memory.bearing.set(name, bearsOnComplaint({ description, complaint, phrases }).bears);
  return complaint;
}
