/** Words that open a noun phrase: "to" before one is a preposition ("what's happened to the supply"), no purpose. */
const NOT_A_VERB =
  "(?!(?:the|a|an|my|our|your|his|her|their|its|this|that|these|those|them|it|him|us|me|any|all|each|every|some|both|either|neither|none)\\b)";

/**
 * "use anything to get out on the lake": group 1 is the purpose. ("Need to know what's fit to drive" asks which of
 * them are in a state for it: a "what" that a verb "to be" follows is a question, no thing to use.)
 */
const AFTER_A_VERB_OF_USE = new RegExp(
  `\\b(?:use|need|borrow|take|find)\\b[^.?!]*?\\b(?:anything|something|a way|what(?!'s|’s|\\s+(?:is|are|was|were)\\b)|equipment|gear)\\b[^.?!]*?\\bto\\s+${NOT_A_VERB}([a-z][^.?!,]*)`,
  "i",
);
/**
 * "anything to get across", not "do anything to the cars" or "to any of them": a purpose is a verb, never a
 * determiner's or a quantifier's noun. Group 1 is the purpose.
 */
const AFTER_ANYTHING = new RegExp(
  `\\b(?:anything|something)\\s+(?:to|for)\\s+${NOT_A_VERB}([a-z][^.?!,]*)`,
  "i",
);

/** "use anything to get out on the lake", "something to cut the branches with" → the activity it must serve. */
export function purposeClause(text: string): string | undefined {
  const match =
    AFTER_A_VERB_OF_USE.exec(text) ??
    AFTER_ANYTHING.exec(text) ??
    /\b(?:anything|something)\s+(?:\w+\s+){0,5}?(?:could|can|might|would)\s+([a-z][^.?!,]*)/i.exec(
      text,
    ) ??
    // "anywhere by the green where they could all keep dry": a place sought for what it allows.
    /\b(?:anywhere|somewhere)\b[^.?!]*?\b(?:where|that)\s+\w+\s+(?:could|can|might|would)\s+(?:all\s+|both\s+)?([a-z][^.?!,]*)/i.exec(
      text,
    );
  // "something to wheel him up to the med tent": where the activity goes is a place, not what serves it ("get
  // out on the lake" keeps its water: only a destination after "to", "into" or "onto" is cut).
  return match?.[1]?.replace(DESTINATION, "").trim().toLowerCase();
}

/** A motion's destination at the end of a purpose: "(up) to the med tent", "into the barn". */
const DESTINATION =
  /\s+(?:(?:up|down|over|back|out|round|across|along)\s+)?(?:to|into|onto|towards?)\s+(?:the|a|an|our|his|her|their|my|your)\b.*$/i;
