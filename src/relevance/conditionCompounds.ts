import { WordNet, singularWord } from "../lexicon/index.js";
import { PROBLEM_VERBS } from "./conditionWords.js";
import { onceAWord } from "./onceAWord.js";

const wordnet = new WordNet();
/** Shorter heads would split ordinary words ("tipper" is not "tip" + "per"). */
const MIN_PART_LETTERS = 4;

/**
 * "floodwater", "spillwater": a closed compound of a verb of harm and the stuff it acts on names that stuff in trouble
 * — a thing standing in it is in trouble too. Only when the compound is no word of its own in WordNet ("breakwater" is
 * a structure) and its tail is a substance, so that ordinary nouns that begin with such a verb are left alone.
 */
export const harmedSubstance = onceAWord(judge);

async function judge(word: string): Promise<boolean> {
  const head = PROBLEM_VERBS.find(
    (verb) =>
      verb.length >= MIN_PART_LETTERS &&
      word.startsWith(verb) &&
      word.length - verb.length >= MIN_PART_LETTERS,
  );
  if (head === undefined) return false;
  if ((await wordnet.senses(word, "n")).length > 0) return false;
  const tail = singularWord(word.slice(head.length));
  const first = (await wordnet.senses(tail, "n"))[0];
  return first?.lexName === "noun.substance";
}

/**
 * "unsaleable", "unusable", "undrinkable": what cannot be done with a thing that should be is wrong with it — unless
 * what cannot be done is itself trouble ("unbreakable") or the word is one of good order ("unharmed").
 */
export function unfitFor(
  word: string,
  problem: ReadonlySet<string>,
  fine: ReadonlySet<string>,
): boolean {
  const base = /^un([a-z]{3,}?)(?:e?able|ible)$/.exec(word)?.[1];
  return base !== undefined && !fine.has(word) && !problem.has(base) && !problem.has(`${base}e`);
}

const fitness = new Map<string, Promise<boolean>>();

/**
 * "raceable", "driveable": what can be done with a thing, said of it as a verdict, is good order — when the word
 * is a verb WordNet knows with "-able" made on it, no word of WordNet's own (those have their own senses), and the
 * verb is no trouble ("breakable"). The "un-" forms are `unfitFor`'s.
 */
export function fitFor(word: string, problem: ReadonlySet<string>): Promise<boolean> {
  let known = fitness.get(word);
  if (known === undefined) {
    known = judgeFitness(word, problem);
    fitness.set(word, known);
  }
  return known;
}

async function judgeFitness(word: string, problem: ReadonlySet<string>): Promise<boolean> {
  const base = /^([a-z]{3,}?)(?:e?able|ible)$/.exec(word)?.[1];
  if (base === undefined || base.startsWith("un")) return false;
  if ((await wordnet.senses(word, "a")).length > 0 || (await wordnet.senses(word, "n")).length > 0)
    return false;
  for (const verb of [base, `${base}e`])
    if ((await wordnet.senses(verb, "v")).length > 0) return !problem.has(verb);
  return false;
}
