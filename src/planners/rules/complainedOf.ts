import { singularWord } from "../../lexicon/index.js";
import { headOf } from "./leads.js";
import { nodeClass } from "./mapQueries.js";
import type { Situation } from "./tactics.js";

/**
 * Whether a thing is one of those the complaint is about ("the high masts went dark": a high mast), in an
 * explanation: found in trouble, it shows the symptom — dark, no power — and does not by itself say why, so it
 * does not end the look at what else stands there (the pillar that feeds them). Its class's last word is the head
 * of a concrete thing the mission asks about.
 */
export function complainedOf(situation: Situation, name: string): boolean {
  const { goal, map } = situation;
  if (goal.kind !== "explain") return false;
  const head = headOf(nodeClass(map, name));
  return goal.subjects.some(
    (s) =>
      !s.related &&
      s.concrete &&
      s.sense === "thing" &&
      // (The subject's last word as said: a hyphened head, "walkie-talkie", stays whole.)
      singularWord(s.head.toLowerCase().split(" ").at(-1) ?? "") === head,
  );
}
