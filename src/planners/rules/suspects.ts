import type { Relevance } from "../../relevance/index.js";
import type { SemanticMap } from "../../map/index.js";
import { nodeClass } from "./mapQueries.js";

/** Kinds of thing, beyond those the words point to, worth a look when nothing found explains a symptom. */
const MAX_SUSPECT_CLASSES = 4;

/**
 * When every thing the words point to has been looked at and none explains the symptom, the other things on
 * the map are the suspects: the kinds closest in meaning to the complaint first (by rank, not by a threshold:
 * the right kind may score low), each kind's things nearest first. A burst trough valve for "water all over the paddock".
 */
export async function otherSuspects(options: {
  readonly relevance: Relevance;
  readonly map: SemanticMap;
  readonly objects: readonly string[];
  readonly targets: readonly string[];
  readonly phrases: readonly string[];
  readonly distanceTo: (name: string) => number;
}): Promise<string[]> {
  const { relevance, map, objects, targets, phrases, distanceTo } = options;
  if (phrases.length === 0) return [];
  const taken = new Set(targets.map((name) => nodeClass(map, name)));
  const others = objects.filter(
    (name) => !targets.includes(name) && !taken.has(nodeClass(map, name)),
  );
  const classes = [...new Set(others.map((name) => nodeClass(map, name)))];
  if (classes.length === 0) return [];
  const ranked = await relevance.rank(
    phrases,
    classes.map((cls) => ({ id: cls, text: cls.replace(/_/g, " ") })),
  );
  const order = ranked.slice(0, MAX_SUSPECT_CLASSES).map((r) => r.id);
  return others
    .filter((name) => order.includes(nodeClass(map, name)))
    .sort(
      (a, b) =>
        order.indexOf(nodeClass(map, a)) - order.indexOf(nodeClass(map, b)) ||
        distanceTo(a) - distanceTo(b),
    );
}
