/**
 * The shape of a route question beyond its ends: whether it asks about the direct way ("can they walk straight
 * across from the bus stop to the library", "a short cut over the stream"), which way it sets against it ("or all the way
 * round by the ring road", "instead of round by the road"), and where "from there" starts. English function words
 * only; what the places are is grounded on the map.
 */
import type { PlaceQualifier, Subject } from "./MissionGoal.js";

/** Words that ask for the direct way, not any way. "Straight away" is time, not a way. */
const DIRECT =
  /\b(?:straight(?!\s*(?:away|after|off|back)\b)|directly|direct\s+(?:way|route|path)|short\s*-?\s*cut|cut\s+(?:through|across|over)|quick(?:er|est)\s+way|instead\s+of|rather\s+than)\b/i;

/** What introduces the way set against the direct one: "round by", "the long way via", "instead of … by". */
const ALTERNATIVE =
  /\b(?:(?:a)?round|long\s+way|instead\s+of|rather\s+than)\b[^.?!,]{0,30}?\b(?:by|via|past|through|along|using|on)\s+(?:the\s+|that\s+|our\s+)?$/i;

/**
 * A way round is set against the one asked about only when the sentence contrasts them ("or all the way round by
 * the lane", "instead of round by the road", "don't want to go round by the old bridge"). "Wants to get round the
 * back on the perimeter road" names the way asked about.
 */
const CONTRAST_BEFORE = /\b(?:or|instead|rather|than|not|never|\w+n't)\b/i;

/**
 * "can it get round there another way?", "is there some other route in?": the way said before is the one that is
 * shut, and the question is whether the place can be reached without it ("they can't go any other way" says the
 * opposite: the way named is the only one).
 */
const ANOTHER_WAY_WORDS =
  /\b(?:another|(?:some\s+|any\s+)?other|a\s+different|an\s+alternative|alternative)\s+(?:way|route|road|path)\b/i;
/** A denial in the clause before ("they can't go any other way"). */
const DENIED_BEFORE = /\b(?:no|not|never|cannot|can't|won't|isn't|aren't|\w+n't)\b[^.?!,;]*$/i;

/** Whether the mission asks for a way other than the one it names (and does not deny there is one). */
export function asksAnotherWay(text: string): boolean {
  const found = ANOTHER_WAY_WORDS.exec(text);
  return (
    found !== null && !DENIED_BEFORE.test(text.slice(Math.max(0, found.index - 40), found.index))
  );
}

export interface RouteShape {
  /** The question is about the direct way between its ends, not about any way at all. */
  readonly direct: boolean;
  /** The way set against the one asked about (the long way round): the route must not be checked along it. */
  readonly avoid?: string;
  /** Where "from there" points back to: the last place-like phrase said before it. */
  readonly from?: string;
}

export function routeShape(options: {
  readonly text: string;
  readonly places: readonly PlaceQualifier[];
  readonly subjects: readonly Subject[];
  /** Events read from the words ("round by the drive": a drive is first an act). */
  readonly causes: readonly Subject[];
}): RouteShape {
  const { text, places, subjects, causes } = options;
  const lower = text.toLowerCase();
  const avoid = [...places, ...subjects, ...causes].find((place) => {
    const at = lower.indexOf(place.text);
    if (at < 0) return false;
    const before = lower.slice(Math.max(0, at - 60), at);
    if (!ALTERNATIVE.test(before)) return false;
    // The contrast is said in the same sentence, before the way round.
    return CONTRAST_BEFORE.test(lower.slice(0, at).split(/[.?!]/).at(-1) ?? "");
  })?.text;
  const direct = DIRECT.test(text) || avoid !== undefined;
  const from = fromThere(lower, places, subjects);
  return {
    direct,
    ...(avoid === undefined ? {} : { avoid }),
    ...(from === undefined ? {} : { from }),
  };
}

/**
 * "the coaches will wait in the top lot; can people walk down from there": "there" is the last thing said
 * before it that one can stand on or in (not a person, not an event). Undefined when the mission names its
 * origin outright or says nothing before.
 */
function fromThere(
  lower: string,
  places: readonly PlaceQualifier[],
  subjects: readonly Subject[],
): string | undefined {
  const at = lower.search(/\bfrom\s+(?:there|here)\b/);
  if (at < 0 || places.some((p) => p.relation === "from")) return undefined;
  const before = [...subjects, ...places.map((p) => ({ ...p, sense: "thing" }))]
    .filter((s) => s.sense === "thing" || s.sense === "unknown" || s.sense === "place")
    .map((s) => ({ text: s.text, at: lower.lastIndexOf(s.text, at) }))
    .filter((s) => s.at >= 0 && s.at < at)
    .sort((a, b) => b.at - a.at);
  return before[0]?.text;
}
