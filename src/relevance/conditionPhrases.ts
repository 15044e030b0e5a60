/**
 * Phrases of condition the word lists cannot carry: what a word says depends on the word after it.
 */

/** A term as the tagger gives it. */
export interface TaggedTerm {
  readonly tags?: readonly string[];
}

export const NEGATIONS: ReadonlySet<string> = new Set([
  "no",
  "not",
  "n't",
  "never",
  "without",
  "none",
  "nothing",
  "nor",
]);

/** Tags of a word that says what state a motion ends in or where it goes ("dry", "loose", "off", "into"). */
const HOW_OR_WHERE = ["Adjective", "Preposition", "Particle"];

/** The next term says how or where ("running low", "running into the drain"), not that the thing works. */
export function saysHowOrWhere(next: TaggedTerm | undefined): boolean {
  return HOW_OR_WHERE.some((tag) => (next?.tags ?? []).includes(tag));
}

/**
 * "too warm to hold", "far too low": more of a quality than a thing should have is wrong with it, whatever the
 * quality. Not when denied ("not too bad").
 */
export function excesses(terms: readonly TaggedTerm[], words: readonly string[]): string[] {
  const found: string[] = [];
  for (const [i, word] of words.entries()) {
    if (word !== "too" || !(terms[i + 1]?.tags ?? []).includes("Adjective")) continue;
    const before = words.slice(Math.max(0, i - 3), i);
    if (before.some((w) => NEGATIONS.has(w) || w.endsWith("n't"))) continue;
    found.push(`too ${words[i + 1] ?? ""}`);
  }
  return found;
}

/**
 * "…; do not start it", "don't use": an order not to use a thing, said in its description, warns that something is
 * wrong with it. Only at the start of a clause, where it is an order ("they do not use it" reports a habit).
 */
const WARNING = /(?:^|[;:,.!'"]\s*)(?:do not|don't|dont)\s+(?:[a-z]+)/;
/** "the exhaust under water": under water is flooded, as "underwater" is. */
const UNDER_WATER = /\bunder (?:the )?(?:flood)?water\b/;

/** Phrases that say a thing is in trouble and that no single word carries. */
export function troublePhrases(lowerText: string): string[] {
  return [WARNING.exec(lowerText)?.[0], UNDER_WATER.exec(lowerText)?.[0]]
    .filter((found): found is string => found !== undefined)
    .map((found) => found.replace(/^[;:,.!'"\s]+/, ""));
}

/** Prepositions that place a thing by a landmark ("before the far bend"), not say what is wrong with it. */
const LANDMARK_PREPOSITIONS = new Set([
  "before",
  "after",
  "past",
  "beyond",
  "near",
  "towards",
  "toward",
  "round",
  "around",
  "along",
]);

/** The word is the noun of a landmark phrase: a landmark preposition, a determiner, at most two describing words. */
export function namesWhere(
  terms: readonly { normal?: string; tags?: string[] }[],
  i: number,
): boolean {
  if (!(terms[i]?.tags ?? []).includes("Noun")) return false;
  let at = i - 1;
  while (at >= i - 2 && (terms[at]?.tags ?? []).includes("Adjective")) at -= 1;
  if (!(terms[at]?.tags ?? []).includes("Determiner")) return false;
  return LANDMARK_PREPOSITIONS.has(terms[at - 1]?.normal ?? "");
}
