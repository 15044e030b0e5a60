/**
 * What the operator said a thing will not do ("it turns over but won't fire", "the pump doesn't start"): the verbs
 * of those inabilities. A description that says the same inability ("cranks but will not fire") reports the
 * complaint itself, a problem — even where the verb alone would be one ("fire"), whose denial is otherwise good news
 * ("no fire").
 */
const COMPLAINED =
  /\b(?:won'?t|will not|wouldn'?t|would not|can'?t|cannot|can not|couldn'?t|could not|doesn'?t|does not|didn'?t|did not|isn'?t|fails? to|failed to|refuses? to)\s+(?:even\s+)?([a-z]+)/g;

/** Verbs too light to tie a description to a complaint ("won't be", "doesn't have"). */
const LIGHT = new Set(["be", "have", "do", "get", "go", "know", "think", "seem", "look", "want"]);

export function complainedInabilities(complaint: string): ReadonlySet<string> {
  const verbs = new Set<string>();
  for (const match of complaint.toLowerCase().replace(/’/g, "'").matchAll(COMPLAINED)) {
    const verb = match[1] ?? "";
    if (verb.length >= 3 && !LIGHT.has(verb)) verbs.add(verb);
  }
  return verbs;
}
