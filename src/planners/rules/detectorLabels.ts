import { BROAD_KINDS } from "../../lexicon/index.js";
import type { MissionGoal } from "../../mission/index.js";
import { unique } from "./unique.js";

const MAX_LABELS = 16;
/** The mission's own labels and the map's kinds keep at least this many places among the labels. */
const MIN_OWN_LABELS = 8;

/**
 * Labels for the open-vocabulary detector: the mission's things and the map's relevant classes, then broad kinds
 * where what is sought may be of a kind nobody named.
 */
export function detectorLabels(options: {
  readonly goal: MissionGoal;
  /** The map's classes the mission is about, most relevant first. */
  readonly targetClasses: readonly string[];
  /** Going over a place and whatever stands there, with WordNet's word for a person (if any). */
  readonly survey:
    | {
        readonly person: string | undefined;
        /** The kinds of thing the places gone over are named for ("kart" of "the kart track"). */
        readonly namedFor?: readonly string[];
      }
    | undefined;
  /** Things are named at a named place and none of them is a class on the map. */
  readonly namedAtAPlace: boolean;
  /** For a route: natural masses that may have come down across the way (a slide of earth, a drift), read from WordNet. */
  readonly wayHazards?: readonly string[];
}): string[] {
  const { goal, targetClasses, survey } = options;
  const people = survey?.person === undefined ? [] : [survey.person];
  // A survey that names no thing looks for whatever is there: the map's classes there, then broad kinds (a boat
  // the prior never showed is still a boat).
  // Going over a place, the kinds already seen there stand for others like them: a pickup truck seen, a truck is
  // looked for (the head of a class's name), so a tipper truck is seen too.
  const heads =
    survey !== undefined
      ? targetClasses
          .map((cls) => cls.split("_").pop() ?? cls)
          .filter((h) => !targetClasses.includes(h))
      : [];
  const broad = unique([
    ...(survey !== undefined
      ? [...people, ...(survey.namedFor ?? []), ...heads, ...BROAD_KINDS]
      : []),
    // Things named at a named place and not on the map ("the drums and the spill kit in the store"): a
    // detector asked for their names alone may not know what they are called there.
    ...(options.namedAtAPlace && goal.kind === "assess" ? BROAD_KINDS : []),
    // What causes a symptom may be of a kind nobody named (an oil burner behind "no hot water"): broad kinds too.
    ...(goal.kind === "explain" ? BROAD_KINDS : []),
    // So may a thing sought: what serves an activity ("something to wheel him"), and a lost thing the operator
    // calls by a word WordNet does not know ("the defib", "the handheld"), which no detector may know either.
    // (Not every find: a radio or a weighbridge is asked for by its name, and broad kinds bring in sacks and cars.)
    ...(goal.kind === "find" &&
    goal.subjects.some((s) => !s.related && (s.sense === "activity" || s.sense === "unknown"))
      ? BROAD_KINDS
      : []),
    // (A tree or a limb off one is what most often closes a way out of doors, whatever its kind — a spruce, a
    // birch, an oak's bough — and a detector asked for an obstruction may not take a tree for one.)
    ...(goal.kind === "route" ? ["obstruction", "barrier", "tree", "branch"] : []),
  ]);
  // After a tree, what most often closes a way is earth or snow come down across it; these labels come on top of
  // the usual number, so the mission's own words keep their room.
  const hazards = goal.kind === "route" ? (options.wayHazards ?? []) : [];
  const cap = MAX_LABELS + hazards.length;
  // The mission's own words and the map's kinds come first, but never crowd out the broad kinds entirely: a long
  // tail of the map's classes guessed by meaning is a poorer net for an unseen cause than "machine".
  const own = unique([...goal.labels, ...targetClasses]);
  const ownRoom = Math.max(MAX_LABELS - broad.length, goal.labels.length, MIN_OWN_LABELS);
  return unique([...own.slice(0, ownRoom), ...broad, ...hazards, ...own.slice(ownRoom)]).slice(
    0,
    cap,
  );
}
