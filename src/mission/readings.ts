import type { Subject } from "./MissionGoal.js";
import type { NounPhrase, Token } from "./phrases.js";

/** People a reading is read out to: "read me the level", "read us the figures". */
const READ_TO = new Set(["me", "us"]);
/** Prepositions a reading is taken with: "off the gauge", "from the meter", "on the display". */
const TAKEN_FROM = new Set(["off", "from", "on", "of"]);

/**
 * "Read me the peak off the tide gauge": what is read out (a level, a peak, a figure) is seen on the thing it is
 * read from, so that thing is what to look at and the reading is what to say of it. Marks, in place, the thing
 * read from as asked about and the reading as context, when the reading is no thing a camera sees.
 */
export function readingsFromThings(
  subjects: Subject[],
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): void {
  for (const [k, reading] of phrases.entries()) {
    if (reading.preposition !== undefined) continue;
    let at = reading.start - 1;
    while (
      at >= 0 &&
      (tokens[at]?.tags.has("Determiner") === true || READ_TO.has(tokens[at]?.word ?? ""))
    )
      at -= 1;
    if (tokens[at]?.lemma !== "read") continue;
    const from = phrases[k + 1];
    if (from === undefined || from.sentence !== reading.sentence) continue;
    if (from.preposition === undefined || !TAKEN_FROM.has(from.preposition)) continue;
    const said = subjects.findIndex((s) => s.text === reading.text);
    const thing = subjects.findIndex((s) => s.text === from.text);
    if (said < 0 || thing < 0) continue;
    const [value, bearer] = [subjects[said], subjects[thing]];
    if (value === undefined || bearer === undefined || value.concrete || !bearer.concrete) continue;
    subjects[said] = { ...value, related: true };
    subjects[thing] = { ...bearer, related: false };
  }
}
