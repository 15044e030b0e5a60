import type { PlaceQualifier, Subject } from "./MissionGoal.js";
import type { NounPhrase } from "./phrases.js";

/** The first thing a find seeks (not context, not a person) and where its phrase starts, if there is one. */
export function firstSought(
  subjects: readonly Subject[],
  phrases: readonly NounPhrase[],
): { sought: Subject; at: number } | undefined {
  const sought = subjects.find((s) => !s.related && s.concrete && s.sense !== "human");
  if (sought === undefined) return undefined;
  return { sought, at: phrases.find((p) => p.text === sought.text)?.start ?? Infinity };
}

/**
 * Move phrases from the subjects to the places, with a relation: they say where to look, not what to find. The
 * thing sought itself stays.
 */
export function moveToPlaces(options: {
  readonly subjects: Subject[];
  readonly places: PlaceQualifier[];
  readonly moved: readonly NounPhrase[];
  readonly sought: Subject;
  readonly relation: string;
}): void {
  const { subjects, places, moved, sought, relation } = options;
  const texts = new Set(moved.map((p) => p.text));
  for (const phrase of moved)
    if (!places.some((p) => p.text === phrase.text))
      places.push({ relation, text: phrase.text, head: phrase.head });
  const kept = subjects.filter((s) => !texts.has(s.text) || s === sought);
  subjects.splice(0, subjects.length, ...kept);
}
