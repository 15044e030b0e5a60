import type { WordNet } from "../lexicon/index.js";
import { PREPOSITIONS, type Token } from "./phrases.js";

/** Tags of words that never end a noun phrase as its noun, however else the tagger read them. */
const NEVER_HEADS = [
  "Copula",
  "Auxiliary",
  "Modal",
  "Pronoun",
  "Gerund",
  "PastTense",
  "Participle",
];
/** A word the tagger read as a verb, and nothing that can never be a noun phrase's noun. */
const readAsAVerb = (token: Token): boolean =>
  !token.tags.has("Noun") &&
  token.tags.has("Verb") &&
  !NEVER_HEADS.some((tag) => token.tags.has(tag));

/** Determiners and owners a noun phrase opens on. */
export const OPENERS: ReadonlySet<string> = new Set([
  "the",
  "a",
  "an",
  "this",
  "that",
  "my",
  "our",
  "your",
  "his",
  "her",
  "its",
  "their",
]);

/**
 * "Need the spare 65 die for the extruder": after an opener and words that describe (an adjective, a number), a
 * word the tagger read as a verb ("die") closes the phrase as its noun, when WordNet knows it as one and nothing
 * after it is the verb's object (a preposition, a pause or the sentence's end follows).
 */
export async function nounsAfterModifiers(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    if (!readAsAVerb(token)) continue;
    let at = i - 1;
    while (
      at >= 0 &&
      tokens[at]?.sentence === token.sentence &&
      tokens[at]?.pause !== true &&
      (tokens[at]?.tags.has("Adjective") === true || tokens[at]?.tags.has("Value") === true)
    )
      at -= 1;
    if (at === i - 1 || at < 0 || !OPENERS.has(tokens[at]?.word ?? "")) continue;
    if (tokens[at]?.sentence !== token.sentence) continue;
    const next = tokens[i + 1];
    // (The tagger may take the word and the preposition after it for a phrasal verb: "the spare 40 file for".)
    const particle =
      next?.tags.has("Particle") === true &&
      next.sentence === token.sentence &&
      PREPOSITIONS.has(next.word);
    const closes =
      next === undefined ||
      next.sentence !== token.sentence ||
      token.pause === true ||
      next.tags.has("Preposition") ||
      next.tags.has("Conjunction") ||
      particle;
    if (!closes || (await wordnet.senses(token.lemma, "n")).length === 0) continue;
    fixed[i] = withTags(token, VERB_FORMS, ["Noun", "Singular"]);
    if (particle) fixed[i + 1] = withTags(next, [...VERB_FORMS, "Particle"], ["Preposition"]);
  }
  return fixed;
}

/** Adverbs of direction the tagger may take for a noun after another noun ("her phone out riding"). */
export const DIRECTION_PARTICLES: ReadonlySet<string> = new Set([
  "out",
  "off",
  "up",
  "down",
  "in",
  "over",
  "back",
  "away",
  "about",
  "around",
  "round",
]);

/**
 * "she dropped her phone out riding the bridleway": a word of direction after a noun is no part of the noun's
 * phrase — unless WordNet lists the two as one noun ("a way out", "a lay by").
 */
export async function particlesAfterNouns(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    if (!DIRECTION_PARTICLES.has(token.word)) continue;
    if (!token.tags.has("Noun") && !token.tags.has("Prefix")) continue;
    const before = tokens[i - 1];
    if (before === undefined || before.sentence !== token.sentence || before.pause === true)
      continue;
    if (!before.tags.has("Noun") || before.tags.has("Pronoun")) continue;
    if ((await wordnet.senses(`${before.lemma} ${token.word}`, "n")).length > 0) continue;
    // Only where it ends what is said of the noun: before a verb ("her phone out riding") or at a pause or the
    // sentence's end. ("The dirt back lane": before a noun it describes it; "on the walk back to the van" goes on.)
    const next = tokens[i + 1];
    if (next?.sentence === token.sentence && token.pause !== true && !next.tags.has("Verb"))
      continue;
    fixed[i] = withTags(token, ["Noun", "Singular", "Plural", "Prefix", ...VERB_FORMS], ["Adverb"]);
  }
  return fixed;
}

/** Owners that always open a noun phrase; "her" may be a verb's object instead ("saw her run"). */
const ALWAYS_OWNERS = new Set(["my", "our", "your", "his", "their", "its"]);
/** Verbs whose object is followed by a bare verb: "let her go", "saw her run off". */
const BARE_INFINITIVE_VERBS = new Set([
  "let",
  "make",
  "help",
  "see",
  "hear",
  "watch",
  "have",
  "feel",
  "notice",
]);

/**
 * "she dropped her phone out riding the bridleway": the word after an owner is what is owned — a noun, when
 * WordNet knows it as one — though the tagger took "phone out" for a phrasal verb. ("Saw her run off" keeps its
 * verb: after a verb that takes a bare infinitive, "her" is the object.)
 */
export async function nounsAfterOwners(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    if (!readAsAVerb(token)) continue;
    const owner = tokens[i - 1];
    if (owner === undefined || owner.sentence !== token.sentence || owner.pause === true) continue;
    const herAsOwner =
      owner.word === "her" && !BARE_INFINITIVE_VERBS.has(tokens[i - 2]?.lemma ?? "");
    if (!ALWAYS_OWNERS.has(owner.word) && !herAsOwner) continue;
    if ((await wordnet.senses(token.lemma, "n")).length === 0) continue;
    fixed[i] = withTags(token, VERB_FORMS, ["Noun", "Singular"]);
    // (A particle the tagger joined to it as a phrasal verb says where: "phone out".)
    const next = tokens[i + 1];
    if (next?.tags.has("Particle") === true && DIRECTION_PARTICLES.has(next.word))
      fixed[i + 1] = withTags(next, [...VERB_FORMS, "Particle"], ["Adverb"]);
  }
  return fixed;
}

/** Tags of a verb's forms, dropped when a word is read as a noun or an adverb instead. */
const VERB_FORMS = ["Verb", "PhrasalVerb", "Infinitive", "Imperative", "PresentTense"];

function withTags(token: Token, drop: readonly string[], add: readonly string[]): Token {
  const tags = new Set([...token.tags].filter((t) => !drop.includes(t)));
  for (const tag of add) tags.add(tag);
  return { ...token, tags };
}
