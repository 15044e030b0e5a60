import { contentWords } from "./words.js";

/**
 * Words too general to tie a fault to a complaint: when something happened, light verbs, vague nouns. General
 * English, not any site's vocabulary.
 */
const VAGUE = new Set(
  "morning night evening today tonight yesterday week time times keep get got go going come coming make making thing things something anything everything somewhere anywhere out there like just really right now again still way lot bit back sort kind".split(
    " ",
  ),
);

/** Shared content words this many or more tie a description to a complaint. */
const MIN_SHARED = 2;

/** A crude stem: enough to meet "screeching" with "screeches" and "heating" with "heat". */
function stem(word: string): string {
  return word.replace(/(?:ing|ed|es|s|y)$/, "");
}

function sameWord(a: string, b: string): boolean {
  const [x, y] = [stem(a), stem(b)];
  if (x === y) return x.length >= 3;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length >= 4 && long.startsWith(short);
}

function words(text: string): string[] {
  return [...new Set(contentWords(text).filter((w) => w.length >= 3 && !VAGUE.has(w)))];
}

/**
 * Whether what an inspection saw bears on the complaint: it shares two or more content words with what the
 * operator said ("the radiators are cold, no hot water" — "oil burner for the radiators and hot water, flame out"), or it names
 * all of one of the complaint's phrases ("water" — "water gushing out of a split pipe"). A fault that shares
 * nothing (smashed glass in a cold frame for a grinding noise) is a fault, not the cause.
 */
export function bearsOnComplaint(options: {
  readonly description: string;
  readonly complaint: string;
  readonly phrases: readonly string[];
}): { readonly bears: boolean; readonly shared: readonly string[] } {
  const seen = words(options.description);
  const shared = words(options.complaint).filter((w) => seen.some((s) => sameWord(w, s)));
  if (shared.length >= MIN_SHARED) return { bears: true, shared };
  for (const phrase of options.phrases) {
    const own = words(phrase);
    if (own.length > 0 && own.every((w) => seen.some((s) => sameWord(w, s))))
      return { bears: true, shared: own };
  }
  return { bears: false, shared };
}
