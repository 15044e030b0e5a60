import { perceivedSign, type WordNet } from "../lexicon/index.js";
import { NEVER_NOMINAL, READ_AS_NOUN, type Token } from "./phrases.js";
import { OPENERS } from "./phraseEnds.js";

/**
 * Nouns the tagger read as something else, where WordNet and the phrase's shape say otherwise. Each rule reads a
 * word as a noun only in the place of a noun phrase's noun or modifier, and only when WordNet's first senses of
 * the word as it stands are things a camera sees.
 */

/** WordNet's files of things one can see and look at. */
const SEEN_THINGS: ReadonlySet<string> = new Set([
  "noun.artifact",
  "noun.animal",
  "noun.object",
  "noun.plant",
  "noun.substance",
  "noun.food",
]);
/** Tags of a verb's forms and of describing words, dropped when a word is read as a noun. */
const NOT_NOUN_TAGS = [
  "Verb",
  "Gerund",
  "PresentTense",
  "Infinitive",
  "Imperative",
  "PhrasalVerb",
  "Adverb",
  "Adjective",
];

async function firstSenseIsSeen(wordnet: WordNet, word: string): Promise<boolean> {
  const [first] = await wordnet.senses(word, "n");
  return first !== undefined && SEEN_THINGS.has(first.lexName) && first.words.includes(word);
}

function asNounToken(token: Token, lemma: string): Token {
  const tags = new Set([...token.tags].filter((t) => !NOT_NOUN_TAGS.includes(t)));
  for (const tag of ["Noun", "Singular", READ_AS_NOUN]) tags.add(tag);
  return { ...token, lemma, tags };
}

/** The phrase ends after this token: a preposition, a conjunction, a pause or the sentence's end follows. */
function endsAPhrase(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  const next = tokens[i + 1];
  return (
    token === undefined ||
    token.pause === true ||
    next === undefined ||
    next.sentence !== token.sentence ||
    next.tags.has("Preposition") ||
    next.tags.has("Conjunction")
  );
}

/** Index of the opener before the nouns and describing words that end at i - 1, or -1. */
function openerBefore(tokens: readonly Token[], i: number): number {
  const token = tokens[i];
  let at = i - 1;
  while (at >= 0) {
    const t = tokens[at];
    if (t === undefined || t.sentence !== token?.sentence || t.pause === true) return -1;
    if (OPENERS.has(t.word)) return at;
    const describes =
      (t.tags.has("Noun") || t.tags.has("Adjective") || t.tags.has("Value")) &&
      !t.tags.has("Pronoun") &&
      !t.tags.has("Verb");
    if (!describes) return -1;
    at -= 1;
  }
  return -1;
}

/** Indefinite articles. */
const INDEFINITE: ReadonlySet<string> = new Set(["a", "an"]);

/**
 * "the comms cabinet in the tote building", "a bay gelding, white blaze": a word in -ing that ends a noun phrase
 * after its opener is the noun WordNet lists under that very form (a building, a gelding), not the verb's
 * gerund, when the form's first sense is a thing. ("The man running on the track": "running" is first an act.)
 * The phrase must be one a preposition or "is" opens, or said alone.
 */
export async function gerundsAsNouns(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    if (!token.tags.has("Gerund") || !token.word.endsWith("ing")) continue;
    const opener = openerBefore(tokens, i);
    if (opener < 0) continue;
    // ("there's a beeping somewhere on the wing": a sound's -ing after "a" is the sound heard.)
    if (
      INDEFINITE.has(tokens[opener]?.word ?? "") &&
      // (Only describing words between: "a sack truck knocking about" is a truck that knocks.)
      tokens.slice(opener + 1, i).every((t) => !t.tags.has("Noun")) &&
      (endsAPhrase(tokens, i) || tokens[i + 1]?.tags.has("Adverb") === true) &&
      (await perceivedSign(wordnet, token.word)) !== undefined
    ) {
      fixed[i] = asNounToken(token, token.word);
      continue;
    }
    if (!endsAPhrase(tokens, i)) continue;
    // Only a phrase a preposition or "is" opens, or one said alone: after another verb the word may be what its
    // object does ("don't want a claim landing on my desk").
    const lead = tokens[opener - 1];
    const alone = lead === undefined || lead.sentence !== token.sentence || lead.pause === true;
    if (!alone && !lead.tags.has("Preposition") && !lead.tags.has("Copula")) continue;
    if (!(await firstSenseIsSeen(wordnet, token.word))) continue;
    fixed[i] = asNounToken(token, token.word);
  }
  return fixed;
}

/**
 * "in the still house", "the wash still and the spirit still": a word the tagger reads as an adverb or a
 * describing word ("still") is a noun right after an opener and before a noun, or after an opener and a noun at
 * the phrase's end, when its first sense as a noun is a thing. ("Is the door still locked": a verb's state
 * follows, so the adverb stays.)
 */
export async function adverbsAsNouns(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    if (!NEVER_NOMINAL.has(token.word)) continue;
    const before = tokens[i - 1];
    const next = tokens[i + 1];
    if (before === undefined || before.sentence !== token.sentence || before.pause === true)
      continue;
    const modifier =
      OPENERS.has(before.word) &&
      next !== undefined &&
      next.sentence === token.sentence &&
      token.pause !== true &&
      next.tags.has("Noun") &&
      !next.tags.has("Pronoun") &&
      !NEVER_NOMINAL.has(next.word);
    // (Not before a preposition: "is the podium still in one piece".)
    const head =
      !OPENERS.has(before.word) &&
      before.tags.has("Noun") &&
      OPENERS.has(tokens[i - 2]?.word ?? "") &&
      endsAPhrase(tokens, i) &&
      !(tokens[i + 1]?.tags.has("Preposition") ?? false);
    if (!modifier && !head) continue;
    if (!(await firstSenseIsSeen(wordnet, token.word))) continue;
    fixed[i] = asNounToken(token, token.word);
  }
  return fixed;
}

/**
 * "the works yard", "the stairs light": a plural before another noun of its phrase modifies it, and English says
 * such a modifier in the singular unless the plural is a word of its own — so where WordNet lists the plural
 * form itself as a thing ("works": a plant), that is the word, not "work".
 */
export async function pluralModifiers(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    if (!token.tags.has("Plural") || token.lemma === token.word || token.pause === true) continue;
    const next = tokens[i + 1];
    if (next === undefined || next.sentence !== token.sentence) continue;
    if (!next.tags.has("Noun") || next.tags.has("Pronoun")) continue;
    if (!(await firstSenseIsSeen(wordnet, token.word))) continue;
    // (Not a sense the singular has too: "rotten eggs" are eggs.)
    const [own] = await wordnet.senses(token.word, "n");
    const singular = await wordnet.senses(token.lemma, "n");
    if (singular.some((sense) => sense.offset === own?.offset)) continue;
    fixed[i] = { ...token, lemma: token.word };
  }
  return fixed;
}
