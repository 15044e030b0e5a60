import type { Subject } from "./MissionGoal.js";
import type { NounPhrase } from "./phrases.js";

/** "can you find them", "locate them for him": the request's object is a plural pronoun. */
const FIND_THEM = /\b(?:find|locate|track down|look for|search for)\s+them\b/i;

/**
 * "The recycling lorry's at the entrance, driver says the bottle banks have moved. Can you find them?": asked to
 * find "them", what is sought is what the mission names in the plural; a thing named in the singular is context
 * (who is waiting, what happened). Marks those told before the plural thing, in place, as related.
 */
export function soughtByPronoun(
  text: string,
  subjects: Subject[],
  phrases: readonly NounPhrase[],
): void {
  if (!FIND_THEM.test(text)) return;
  const thing = (s: Subject): boolean =>
    !s.related && s.concrete && s.sense !== "human" && s.sense !== "place";
  const at = (s: Subject): number => phrases.find((p) => p.text === s.text)?.start ?? Infinity;
  const plural = subjects.filter((s) => thing(s) && s.quantity === "all");
  if (plural.length === 0) return;
  const first = Math.min(...plural.map(at));
  // (Only what is told before them: "a silver key and a little torch on the ring" after "her keys" says what they
  // look like.)
  for (const [k, s] of subjects.entries())
    if (thing(s) && s.quantity === "one" && at(s) < first) subjects[k] = { ...s, related: true };
}
