import type { ConditionJudgement } from "./condition.js";

/** "needs clearing", "in need of repair": what a thing needs done is wrong with it. */
export const NEEDS_DOING =
  /\b(?:needs?|needing|in need of|requires?)\s+(?:\w+ing|repairs?|attention|work|replacement)\b/;
export const NEEDS_NOTHING = /\b(?:no|not|n't|never)\s+(?:\w+\s+)?needs?\b/;
/** "it cannot be shut", "won't start", "fails to open": what a thing cannot do is wrong with it. Group 1: the verb. */
export const INABILITY =
  /\b(?:cannot|can ?not|can't|won't|will not|wouldn't|would not|unable to|fails? to|failed to|refuses? to)\s+(?:be\s+)?([a-z]+)/;

/** Words a closing verdict has at most; one that names parts sound and denies a fault, at most this many more. */
const CLOSING_CLAUSE_WORDS = 5;
const CLEARING_CLAUSE_WORDS = 9;

/** Words that concede a fault before a closing "fine" ("otherwise fine", "fine apart from the latch"). */
const CONCESSIONS = new Set([
  "otherwise",
  "apart",
  "except",
  "but",
  "though",
  "although",
  "still",
  "mostly",
]);

/**
 * "…, a few leaves stuck to the panel; fine": a description that ends on a verdict of its own, after a semicolon
 * or a full stop, sums up what came before it — the details before it are what was seen, the closing clause is
 * what it amounts to. The verdict counts when its clause is short, judges one way only and concedes nothing.
 */
export function closingVerdict(
  terms: readonly { post?: string }[],
  words: readonly string[],
  cues: {
    problems: readonly string[];
    problemAt: readonly number[];
    fines: readonly string[];
    fineAt: readonly number[];
    isProblemWord: (word: string) => boolean;
    /** Words of the states the mission asks things to be in. */
    asked: ReadonlySet<string>;
  },
): ConditionJudgement | undefined {
  let start = -1;
  for (let i = terms.length - 1; i > 0; i -= 1)
    if (/[;.!]/.test(terms[i - 1]?.post ?? "")) {
      start = i;
      break;
    }
  if (start <= 0) return undefined;
  // ("…; still weighted down and sealed", asked whether it is still weighted down: the asked state holds, and
  // "still" says so, conceding nothing.)
  const concedes = (w: string, k: number): boolean =>
    CONCESSIONS.has(w) && !(w === "still" && cues.asked.has(words[start + k + 1] ?? ""));
  if (words.slice(start).some(concedes)) return undefined;
  // "…; fine, stock cannot cross": a verdict said first and then explained is the verdict; what follows says why.
  const firstFine = cues.fineAt.indexOf(start);
  if (
    firstFine >= 0 &&
    /,/.test(terms[start]?.post ?? "") &&
    !(cues.fines[firstFine] ?? "").includes(" ")
  )
    return { condition: "fine", cues: [cues.fines[firstFine] ?? ""] };
  // A longer closing clause counts too when it only clears the thing, its parts named and a fault denied
  // ("…; wheels, bars and couplings sound, no damage").
  const clears =
    !cues.problemAt.some((at) => at >= start) &&
    cues.fines.some((phrase, k) => (cues.fineAt[k] ?? -1) >= start && !phrase.includes(" ")) &&
    cues.fines.some((phrase, k) => (cues.fineAt[k] ?? -1) >= start && phrase.includes(" "));
  if (terms.length - start > (clears ? CLEARING_CLAUSE_WORDS : CLOSING_CLAUSE_WORDS))
    return undefined;
  // "…; it cannot be shut", "…; needs replacing": what it cannot do or needs done closes on a fault.
  const clause = words.slice(start).join(" ");
  // ("…; won't leak" is good news: what it cannot do is a fault only when doing it is not one.)
  const cannot = INABILITY.exec(clause);
  const unable =
    (cannot !== null && !cues.isProblemWord(cannot[1] ?? "") ? cannot : null) ??
    (NEEDS_NOTHING.test(clause) ? null : NEEDS_DOING.exec(clause));
  if (unable !== null) return { condition: "problem", cues: [unable[0]] };
  const problems = cues.problems.filter((_, k) => (cues.problemAt[k] ?? -1) >= start);
  // A fault denied ("not on charge", "no leaks") is weaker than a word of good order: it does not close alone.
  const fines = cues.fines.filter(
    (phrase, k) => (cues.fineAt[k] ?? -1) >= start && !phrase.includes(" "),
  );
  if (problems.length > 0 && fines.length === 0) return { condition: "problem", cues: problems };
  if (fines.length > 0 && problems.length === 0) return { condition: "fine", cues: fines };
  return undefined;
}

/** "it did not restart", "the fans haven't come back on": what a thing did not do. Group 1: the verb. */
export const DID_NOT =
  /\b(?:did not|didn't|has not|hasn't|have not|haven't|never)\s+(?:re-?)?([a-z]+)/;
/** WordNet's files of what a working machine does: moves, changes, makes contact ("start", "run", "open"). */
export const MACHINE_DOINGS: ReadonlySet<string> = new Set([
  "verb.motion",
  "verb.change",
  "verb.contact",
]);
