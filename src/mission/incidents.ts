import type { WordNet } from "../lexicon/index.js";
import { clauseAfter } from "./clauses.js";
import type { NounPhrase, Token } from "./phrases.js";
import { regExpText } from "./regExpText.js";
import type { SenseKind } from "./senseKinds.js";

/** Conjunctions that tie a happening to the moment of another. */
const WHEN_WORDS: ReadonlySet<string> = new Set(["when", "while"]);
/** Pronouns that stand for a person or an animal, never a machine. */
const LIVING_PRONOUNS: ReadonlySet<string> = new Set(["he", "she", "they"]);

/**
 * "the collie bolted when the power line came down", "Ali had to ditch the skidoo when it went white": what a person
 * or an animal did when something else happened is told by when; the happening is the moment, not what to look at
 * or the fault to explain. (Of a machine — "the pump stopped when the generator tripped" — it may be the cause,
 * so it is kept.) Token indices inside such clauses.
 */
export async function incidentClauses(
  wordnet: WordNet,
  tokens: readonly Token[],
  phrases: readonly NounPhrase[],
  kinds: ReadonlyMap<string, SenseKind>,
): Promise<Set<number>> {
  const inside = new Set<number>();
  for (const [at, token] of tokens.entries()) {
    if (!WHEN_WORDS.has(token.word)) continue;
    let clauseStart = at;
    while (
      clauseStart > 0 &&
      tokens[clauseStart - 1]?.sentence === token.sentence &&
      tokens[clauseStart - 1]?.pause !== true
    )
      clauseStart -= 1;
    if (clauseStart === at) continue;
    // The clause's subject: what stands before its first verb ("Jim's collie bolted" → the collie).
    const verbAt = tokens.findIndex((t, i) => i >= clauseStart && i < at && t.tags.has("Verb"));
    if (verbAt < 0) continue;
    const pronounAt = tokens.findIndex(
      (t, i) => i >= clauseStart && i < verbAt && t.tags.has("Pronoun"),
    );
    const pronoun = pronounAt < 0 ? undefined : tokens[pronounAt];
    const subject = phrases.findLast(
      (p) => p.start >= clauseStart && p.end < verbAt && p.preposition === undefined,
    );
    const earlier = phrases.filter((p) => p.sentence === token.sentence && p.end < at);
    const living =
      (subject !== undefined &&
        (pronoun === undefined || subject.start < pronounAt) &&
        (await livingThing(wordnet, subject, kinds))) ||
      (pronoun !== undefined && LIVING_PRONOUNS.has(pronoun.word)) ||
      (pronoun?.word === "it" && (await someAsync(earlier, (p) => livingThing(wordnet, p, kinds))));
    if (living) for (const i of clauseAfter(tokens, at)) inside.add(i);
  }
  return inside;
}

async function livingThing(
  wordnet: WordNet,
  phrase: NounPhrase,
  kinds: ReadonlyMap<string, SenseKind>,
): Promise<boolean> {
  if (kinds.get(phrase.text) === "human") return true;
  const first = (await wordnet.senses(phrase.head, "n"))[0];
  return first?.lexName === "noun.animal" || first?.lexName === "noun.person";
}

async function someAsync<T>(
  items: readonly T[],
  test: (item: T) => Promise<boolean>,
): Promise<boolean> {
  for (const item of items) if (await test(item)) return true;
  return false;
}

/**
 * The text without the runs of words at the given token indices (each run matched as its words in order, any
 * punctuation between): what is left to classify once the moment of an incident is set aside.
 */
export function withoutWords(
  text: string,
  tokens: readonly Token[],
  at: ReadonlySet<number>,
): string {
  let rest = text;
  const sorted = [...at].sort((a, b) => a - b);
  let run: string[] = [];
  const flush = (): void => {
    if (run.length === 0) return;
    const pattern = run.map(regExpText).join("\\W+");
    rest = rest.replace(new RegExp(`\\b${pattern}\\b`, "i"), " ");
    run = [];
  };
  for (const [k, i] of sorted.entries()) {
    if (k > 0 && sorted[k - 1] !== i - 1) flush();
    const word = tokens[i]?.word ?? "";
    if (word !== "") run.push(word);
  }
  flush();
  return rest;
}
