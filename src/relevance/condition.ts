import nlp from "compromise";
import { WordNet } from "../lexicon/index.js";
import { stateWords } from "./expectedState.js";
import { namesAKind, namesAnObject } from "./compoundNames.js";
import { FINE_WORDS, PROBLEM_FORMS, PROBLEM_VERBS, PROBLEM_WORDS } from "./conditionWords.js";
import {
  NEGATIONS,
  excesses,
  namesWhere,
  saysHowOrWhere,
  troublePhrases,
} from "./conditionPhrases.js";
import { fitFor, harmedSubstance, unfitFor } from "./conditionCompounds.js";
import { doneToExcess } from "./conditionExcess.js";
import { complainedInabilities } from "./complainedInabilities.js";
import { troubleSignals } from "./troubleSignals.js";
import {
  DID_NOT,
  INABILITY,
  MACHINE_DOINGS,
  NEEDS_DOING,
  NEEDS_NOTHING,
  closingVerdict,
} from "./conditionClosing.js";

export interface ConditionJudgement {
  readonly condition: "problem" | "fine" | "unknown";
  /** The words that decided it, as they appear in the text ("leaking", "no damage"). */
  readonly cues: readonly string[];
}

const PHYSICAL = new Set([
  "verb.change",
  "verb.contact",
  "verb.motion",
  "verb.body",
  "verb.weather",
  "verb.stative",
]);
/** Noun senses that are a happening or a condition, not a thing (WordNet lexicographer files). */
const NOMINAL_HAPPENINGS = new Set(["noun.act", "noun.event", "noun.state", "noun.process"]);
/** "out of order", "out of service", "out of action", "out of use": not working, said as a phrase. */
const OUT_OF_USE = /\bout of (?:order|service|action|use|commission)\b/;

/** Regular past forms, for verbs the tagger does not conjugate ("flip" → "flipped"). */
function regularPast(verb: string): string[] {
  if (verb.endsWith("e")) return [`${verb}d`];
  const doubled = /[^aeiou][aeiou][bdgklmnprt]$/.test(verb)
    ? [`${verb}${verb.at(-1) ?? ""}ed`]
    : [];
  return [`${verb}ed`, ...doubled];
}

/** One WordNet for the lexicon and the verbs judged: it reads its files once. */
const wordnet = new WordNet();

/** Whether a verb is first of all what a machine does (moves, changes, makes contact), in WordNet. */
async function machineDoing(verb: string): Promise<boolean> {
  const [first] = await wordnet.senses(verb, "v");
  return first !== undefined && MACHINE_DOINGS.has(first.lexName);
}

let lexicon: Promise<{ problem: Set<string>; fine: Set<string> }> | undefined;

async function buildLexicon(): Promise<{ problem: Set<string>; fine: Set<string> }> {
  const problem = new Set<string>([...PROBLEM_VERBS, ...PROBLEM_WORDS, ...PROBLEM_FORMS]);
  const fine = new Set<string>(FINE_WORDS);
  // Nouns of the happening, kept apart so that they are not conjugated as verbs ("pitting" is not "pit").
  const nouns = new Set<string>();
  for (const verb of PROBLEM_VERBS) {
    // Physical senses only: "leak" also means to tell a secret, and its synonyms say nothing about damage.
    const physical = (await wordnet.senses(verb, "v")).filter((s) => PHYSICAL.has(s.lexName));
    for (const sense of physical.slice(0, 2)) {
      // Synonyms and derived forms, but not words that are first of all names of things ("rock").
      const add = async (word: string): Promise<void> => {
        if (word.includes(" ") || problem.has(word)) return;
        const noun = (await wordnet.senses(word, "n"))[0];
        if (noun === undefined || noun.lexName === "noun.act" || noun.lexName === "noun.event")
          problem.add(word);
      };
      for (const word of sense.words) await add(word);
      const derivations = await wordnet.related(sense, ["derivation"]);
      const derivedOffsets = new Set(derivations.map((d) => d.offset));
      for (const derived of derivations) {
        // A noun that names the happening or the state ("obstruction": the act of obstructing; "corrosion") is a
        // problem word even when its most common sense is the thing that results ("an obstruction": a structure
        // in the way), provided that sense too derives from the same verb — "fall" (autumn) does not.
        const happening = derived.pos === "n" && NOMINAL_HAPPENINGS.has(derived.lexName);
        for (const word of derived.words) {
          const first = happening ? (await wordnet.senses(word, "n"))[0] : undefined;
          if (first !== undefined && derivedOffsets.has(first.offset) && !word.includes(" "))
            nouns.add(word);
          else await add(word);
        }
      }
    }
  }
  for (const adjective of FINE_WORDS) {
    for (const sense of (await wordnet.senses(adjective, "a")).slice(0, 1))
      for (const word of sense.words) if (!word.includes(" ")) fine.add(word);
  }
  // Every form of each verb ("tore", "torn", "flipped"): the tagger's lemma is not always the infinitive.
  for (const verb of [...problem]) {
    // (A word given as a form — "ripped" — keeps to that form: "rip current" is no damage.)
    if (verb.includes(" ") || PROBLEM_FORMS.has(verb)) continue;
    const forms = nlp(verb).verbs().conjugate() as Record<string, string>[];
    for (const form of forms)
      for (const word of Object.values(form)) if (!word.includes(" ")) problem.add(word);
    if (PROBLEM_VERBS.includes(verb)) for (const word of regularPast(verb)) problem.add(word);
  }
  for (const noun of nouns) problem.add(noun);
  // A word both ways says nothing.
  for (const word of [...fine]) if (problem.has(word)) fine.delete(word);
  return { problem, fine };
}

/**
 * What a mission says of states, over the general words: its troubles are problems whatever the lexicon says, and
 * its goods are fine unless a trouble too.
 */
function judgeStates(
  lexicon: { problem: Set<string>; fine: Set<string> },
  states: { troubles: ReadonlySet<string>; goods: ReadonlySet<string> },
): void {
  for (const w of states.troubles) {
    lexicon.problem.add(w);
    lexicon.fine.delete(w);
  }
  for (const w of states.goods) if (!lexicon.problem.has(w)) lexicon.fine.add(w);
}

/**
 * Judge a vision-language model's answer: "problem" when it reports something wrong (not negated), "fine" when
 * it says the thing is in order (or negates a problem: "no damage"), "unknown" otherwise.
 */
export async function judgeCondition(
  text: string,
  expectation: {
    expectedStates?: readonly string[];
    soughtStates?: readonly string[];
    complaint?: string;
  } = {},
): Promise<ConditionJudgement> {
  const lexical = await (lexicon ??= buildLexicon());
  // The states the mission asks for ("still shut"): their opposites ("open") are problems here, whatever the
  // general lexicon says, and the states themselves are fine.
  const problem = new Set(lexical.problem);
  const fine = new Set(lexical.fine);
  const asked = new Set<string>();
  for (const state of expectation.expectedStates ?? []) {
    const words = await stateWords(state);
    for (const w of words.same) asked.add(w);
    judgeStates({ problem, fine }, { troubles: words.opposite, goods: words.same });
  }
  // The states it asks which things are in ("which ones are empty"): those are what to report, their opposites
  // ("full") in order.
  // (Only a state the general words say nothing of: "which are ok" seeks nothing new, nor "which are damaged".)
  // (A state the general words already take for trouble, "which have gone flat", brings its other words with it:
  // "flattened".)
  for (const state of expectation.soughtStates ?? []) {
    if (lexical.fine.has(state)) continue;
    const words = await stateWords(state);
    const known = lexical.problem.has(state);
    judgeStates(
      { problem, fine },
      { troubles: words.same, goods: known ? new Set<string>() : words.opposite },
    );
  }
  const complained = complainedInabilities(expectation.complaint ?? "");
  const doc = nlp(text.toLowerCase());
  doc.compute("root");
  const options = {
    terms: { root: true, normal: true, tags: true, text: true },
  } as unknown as Parameters<typeof doc.json>[0];
  const terms = (
    doc.json(options) as {
      terms: { root?: string; normal?: string; tags?: string[]; post?: string }[];
    }[]
  ).flatMap((sentence) => sentence.terms);
  const words = terms.map((t) => (t.normal ?? "").replace(/[^a-z'-]/g, ""));
  const roots = terms.map((t) => (t.root ?? t.normal ?? "").replace(/[^a-z'-]/g, ""));
  const problems: string[] = [];
  const fines: string[] = [];
  // Where each cue stood, for the closing verdict below.
  const problemAt: number[] = [];
  const fineAt: number[] = [];
  // A negation reaches the next condition word of its own clause, and only that one: in "no damage; fine" the
  // "no" is spent on "damage" and the clause ends at the semicolon.
  let scopeStart = 0;
  // The description opens with the thing's name ("garden rat trap under the hedge"): the run of nouns and
  // modifiers before the first other word.
  // (The tagger often reads such nouns as bare verbs: "garden rat trap" as verb, noun, verb.)
  const bare = (t: { tags?: string[] } | undefined): boolean =>
    ["Noun", "Infinitive"].some((tag) => (t?.tags ?? []).includes(tag)) &&
    !["PastTense", "Gerund", "Participle", "Pronoun"].some((tag) => (t?.tags ?? []).includes(tag));
  const nameEnd = terms.findIndex(
    (t, k) =>
      !(bare(t) || ["Adjective", "Determiner"].some((tag) => (t.tags ?? []).includes(tag))) ||
      (k > 0 && /[,;:.!?()]/.test(terms[k - 1]?.post ?? "")),
  );
  for (const [i, word] of words.entries()) {
    if (i > 0 && /[,;:.!?()]/.test(terms[i - 1]?.post ?? "")) scopeStart = i;
    const root = roots[i] ?? word;
    const isProblem =
      problem.has(word) ||
      problem.has(root) ||
      unfitFor(word, problem, fine) ||
      (await harmedSubstance(word)) ||
      (await doneToExcess(word));
    const isFine =
      fine.has(word) ||
      fine.has(root) ||
      (!isProblem && i >= nameEnd && nameEnd >= 0 && (await fitFor(word, problem)));
    if (!isProblem && !isFine) continue;
    // "before the far bend", "past the break in the hedge": a landmark named to say where the thing is.
    if (isProblem && namesWhere(terms, i)) continue;
    if (
      isProblem &&
      !isFine &&
      otherVerbsParticiple(word, terms[i - 1]?.tags ?? [], words[i + 1] ?? "")
    )
      continue;
    // "the spin dryer", "the meeting point", "a smoke alarm": a bare noun or verb before a noun names what the
    // thing is, not what is wrong with it ("a flat tyre", "broken glass" are adjectives and participles).
    if (
      isProblem &&
      namesAKind(terms[i], terms[i + 1]) &&
      (await namesAnObject(terms[i + 1]?.root ?? terms[i + 1]?.normal ?? ""))
    )
      continue;
    // …and the head of that name is what the thing is, not what is wrong with it ("rat trap").
    if (
      isProblem &&
      i > 0 &&
      i < (nameEnd < 0 ? terms.length : nameEnd) &&
      bare(terms[i - 1]) &&
      (await namesAnObject(root))
    )
      continue;
    const from = Math.max(scopeStart, i - 4);
    const negated = words.slice(from, i).some((w) => NEGATIONS.has(w) || w.endsWith("n't"));
    // "running low", "working loose", "running into the drain": an -ing word of good order followed by a state or a
    // preposition says how or where something goes, not that the thing works ("not running since" still denies).
    if (isFine && !isProblem && !negated && word.endsWith("ing") && saysHowOrWhere(terms[i + 1]))
      continue;
    scopeStart = i + 1;
    const phrase = negated ? words.slice(from, i + 1).join(" ") : word;
    // "will not fire" where the operator said "won't fire": the complaint itself, seen.
    const before = words[i - 1] ?? "";
    const complainedOf =
      negated &&
      (complained.has(word) || complained.has(root)) &&
      (before === "not" || before === "cannot" || before.endsWith("n't"));
    if (isProblem !== negated || complainedOf) {
      problems.push(phrase);
      problemAt.push(i);
    } else {
      fines.push(phrase);
      fineAt.push(i);
    }
  }
  const closing = closingVerdict(terms, words, {
    problems,
    problemAt,
    fines,
    fineAt,
    isProblemWord: (word) => problem.has(word),
    asked,
  });
  if (closing !== undefined) return closing;
  // "needs clearing", "needs repair", "in need of replacing": what something needs done is what is wrong with it.
  const lower = text.toLowerCase();
  const needed = NEEDS_DOING.exec(lower);
  if (needed !== null && !NEEDS_NOTHING.test(lower)) problems.push(needed[0]);
  // Unless what it cannot do is itself a problem ("won't leak" is good news; the negation above judged it).
  const unable = INABILITY.exec(lower);
  if (unable !== null && (!problem.has(unable[1] ?? "") || complained.has(unable[1] ?? "")))
    problems.push(unable[0]);
  // ("…: it did not restart after the power dip": what a machine did not do when it should have, unless not doing
  // it is good news ("did not leak") or says nothing of working ("did not appear", "did not get wet").)
  const didNot = DID_NOT.exec(lower);
  if (didNot !== null && !problem.has(didNot[1] ?? "") && (await machineDoing(didNot[1] ?? "")))
    problems.push(didNot[0]);
  const outOfUse = OUT_OF_USE.exec(lower);
  if (outOfUse !== null) problems.push(outOfUse[0]);
  problems.push(
    ...excesses(terms, words),
    ...troublePhrases(lower),
    ...(await troubleSignals(wordnet, words)),
  );
  if (problems.length > 0) return { condition: "problem", cues: problems };
  if (fines.length > 0) return { condition: "fine", cues: fines };
  return { condition: "unknown", cues: [] };
}

const PARTICLES = new Set(["on", "up", "round", "around", "back", "in", "tight", "onto"]);

/**
 * "a hose neatly wound", "the clock was wound": after an adverb or a form of "be" a verb stands as a participle,
 * and a bare infinitive there whose own participle differs ("wound" → "wounded") can only be another verb's
 * irregular form (of "wind"). Verbs whose participle is the bare form ("burst", "split") are not affected.
 */
function otherVerbsParticiple(
  word: string,
  tagsBefore: readonly string[],
  wordAfter: string,
): boolean {
  // "cable wound on", "wound up tight": a particle after it makes it the other verb's phrasal form too.
  const phrasal = PARTICLES.has(wordAfter) && tagsBefore.includes("Noun");
  if (!phrasal && !tagsBefore.includes("Adverb") && !tagsBefore.includes("Copula")) return false;
  const forms = (nlp(word).verbs().conjugate() as Record<string, string>[])[0];
  if (forms === undefined || forms["Infinitive"] !== word) return false;
  const participle = forms["PastTense"] ?? forms["Participle"];
  return participle !== undefined && participle !== word;
}
