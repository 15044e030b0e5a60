import nlp from "compromise";
import type { WordNet } from "../lexicon/index.js";
import { asNoun, type Token } from "./phrases.js";
import { knownAsNoun, NEVER, repairTags } from "./tagRepairs.js";

/** Tags of words that may stand between a determiner and its noun, however the tagger read them. */
const BETWEEN = ["Adjective", "Noun", "Adverb", "Verb"];

/**
 * "from the stewards office": the tagger reads a noun it does not know in context as a verb or an adverb. A word
 * that WordNet knows only as a noun cannot be either; when it closes a phrase a determiner opened, it is that
 * phrase's noun, and the words between, where WordNet knows them as nouns, are its modifiers. So is such a word
 * that opens a sentence.
 */
export async function nounsWordNetKnows(
  wordnet: WordNet,
  tokens: readonly Token[],
): Promise<Token[]> {
  const fixed = await falseComparatives(wordnet, tokens);
  for (const [i, token] of tokens.entries()) {
    if (token.tags.has("Noun") || !(token.tags.has("Verb") || token.tags.has("Adverb"))) continue;
    if (NEVER.some((tag) => token.tags.has(tag))) continue;
    // "internets down again": a sentence cannot open on a verb WordNet does not have; the noun it has is the subject.
    const opens = i === 0 || tokens[i - 1]?.sentence !== token.sentence;
    if (opens && token.tags.has("Verb")) {
      // ("Getting a proper whiff of …": a word with an article after it takes an object, a verb's -ing.)
      const takesAnObject = tokens[i + 1]?.tags.has("Determiner") === true;
      if (
        !takesAnObject &&
        ((await onlyANoun(wordnet, token.word)) || (await onlyANoun(wordnet, token.lemma)))
      )
        fixed[i] = asNoun(token);
      continue;
    }
    // Back to the determiner, over at most three words of the same phrase.
    let j = i - 1;
    while (
      j >= 0 &&
      i - j <= 3 &&
      tokens[j]?.sentence === token.sentence &&
      tokens[j]?.pause !== true &&
      !tokens[j]?.tags.has("Determiner") &&
      BETWEEN.some((tag) => tokens[j]?.tags.has(tag) === true) &&
      !NEVER.some((tag) => tokens[j]?.tags.has(tag) === true)
    )
      j -= 1;
    if (j < 0 || !tokens[j]?.tags.has("Determiner") || tokens[j]?.sentence !== token.sentence)
      continue;
    // "the lift motor house up the back": a bare verb form right after a singular noun cannot be that noun's
    // verb ("the motor houses …" would agree), so a word WordNet also knows as a noun, ending its phrase before a
    // preposition, is the phrase's noun. Not a form that is also a past tense ("a pipe burst"), nor a word that is
    // also an adjective ("the walk clear", "the bridge open").
    const previous = tokens[i - 1];
    const following = tokens[i + 1];
    const disagrees =
      i - 1 > j &&
      previous?.tags.has("Noun") === true &&
      !previous.tags.has("Plural") &&
      token.tags.has("Infinitive") &&
      !token.tags.has("Modal") &&
      token.pause !== true &&
      following !== undefined &&
      following.sentence === token.sentence &&
      following.tags.has("Preposition") &&
      !alsoPastTense(token.word) &&
      (await wordnet.senses(token.word, "n")).length > 0 &&
      (await wordnet.senses(token.word, "a")).length === 0 &&
      (await wordnet.senses(token.word, "s")).length === 0;
    if (!disagrees && !(await onlyANoun(wordnet, token.word))) continue;
    fixed[i] = asNoun(token);
    for (let k = j + 1; k < i; k += 1) {
      const between = fixed[k];
      if (between === undefined || between.tags.has("Noun") || between.tags.has("Adjective"))
        continue;
      if (await knownAsNoun(wordnet, between.word)) fixed[k] = asNoun(between);
    }
  }
  return repairTags(wordnet, fixed);
}

async function onlyANoun(wordnet: WordNet, word: string): Promise<boolean> {
  if ((await wordnet.senses(word, "n")).length === 0) return false;
  for (const pos of ["v", "r", "a", "s"] as const)
    if ((await wordnet.senses(word, pos)).length > 0) return false;
  return true;
}

/**
 * "the farm terrier", "the yard hopper": the tagger reads a noun ending in -er as a comparative ("terry" →
 * "terrier"). A comparative whose base WordNet knows as no adjective, said as a word WordNet knows as a noun, is
 * that noun.
 */
async function falseComparatives(wordnet: WordNet, tokens: readonly Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    if (!token.tags.has("Comparative") || token.lemma === token.word) continue;
    if ((await wordnet.senses(token.lemma, "a")).length > 0) continue;
    if ((await wordnet.senses(token.lemma, "s")).length > 0) continue;
    if ((await wordnet.senses(token.word, "n")).length === 0) continue;
    fixed[i] = {
      ...token,
      lemma: token.word,
      tags: new Set([
        ...[...token.tags].filter((t) => t !== "Adjective" && t !== "Comparative"),
        "Noun",
        "Singular",
      ]),
    };
  }
  return fixed;
}

/** Whether a verb's past tense is written as its bare form ("burst", "cut", "shut"). */
function alsoPastTense(word: string): boolean {
  const forms = nlp(word).verbs().conjugate()[0] as { PastTense?: string } | undefined;
  return forms?.PastTense === word;
}
