import type { WordNet } from "../lexicon/index.js";
import type { Token } from "./phrases.js";
import { knownAsNoun, NEVER } from "./tagRepairs.js";
import { isParticiple } from "./participles.js";

/**
 * "their safety boat's not on the slipway": the tagger may take the noun before "is" for a verb ("their safety
 * boat is not": to boat). A verb then "is" makes no clause; the word is the noun "is" is said of, when WordNet
 * knows it as one and a noun phrase has begun before it.
 */
export async function nounsBeforeIs(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    if (!token.tags.has("Verb") || NEVER.some((tag) => token.tags.has(tag))) continue;
    if (token.tags.has("PastTense") || token.tags.has("Gerund")) continue;
    const next = tokens[i + 1];
    if (next?.sentence !== token.sentence) continue;
    // ("the mobile hoist has gone": a present verb before "has" and a participle makes no clause either.)
    const isSaid = next.tags.has("Copula") && BE.has(next.lemma);
    const hasDone = HAVE.has(next.word) && isParticiple(tokens[i + 2]?.word ?? "");
    if (!isSaid && !hasDone) continue;
    // ("let's go" opens its clause; "their boat" follows what begins a noun phrase.)
    const before = tokens[i - 1];
    if (before?.sentence !== token.sentence) continue;
    if (!OPENS_A_NOUN.some((tag) => before.tags.has(tag))) continue;
    const noun = token.word.replace(/'s$/, "");
    if (!(await knownAsNoun(wordnet, noun))) continue;
    const tags = new Set([...token.tags].filter((t) => !VERB_TAGS.has(t)));
    tags.add("Noun");
    tags.add("Singular");
    fixed[i] = { ...token, word: noun, lemma: noun, tags };
  }
  return fixed;
}

/** Forms of "have" a noun may be the subject of ("the hoist has gone"). */
const HAVE: ReadonlySet<string> = new Set(["has", "have", "had"]);

/** Present forms of "be" a noun may be the subject of. */
const BE: ReadonlySet<string> = new Set(["is", "'s"]);

/** Tags of a word after which a noun phrase goes on. */
const OPENS_A_NOUN = ["Noun", "Adjective", "Determiner", "Possessive"];

const VERB_TAGS: ReadonlySet<string> = new Set(["Verb", "PresentTense", "Infinitive"]);

/**
 * "power is back on in the house", "the tractor's out": right after "is", a word WordNet knows as an adverb that
 * ends its phrase (a preposition or the sentence's end next) says how the thing is, not what it is — the tagger
 * may take "back" for a noun.
 */
export async function adverbsAfterIs(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    if (!token.tags.has("Noun") || tokens[i - 1]?.tags.has("Copula") !== true) continue;
    const next = tokens[i + 1];
    const ends =
      next === undefined ||
      next.sentence !== token.sentence ||
      next.tags.has("Preposition") ||
      next.tags.has("Particle");
    if (!ends || (await wordnet.senses(token.word, "r")).length === 0) continue;
    const tags = new Set([...token.tags].filter((t) => t !== "Noun" && t !== "Singular"));
    tags.add("Adverb");
    fixed[i] = { ...token, tags };
  }
  return fixed;
}

/** Words of direction that end a phrasal verb of coming apart: "come down", "gone over", "blown off". */
const FALLING_PARTICLES: ReadonlySet<string> = new Set([
  "down",
  "off",
  "over",
  "out",
  "away",
  "in",
]);

/**
 * "if any netting's come down": a noun with "'s", then a word that is a verb's participle and a word of direction,
 * is "has come down" — the tagger, reading "'s" as a possessive, takes the participle for the thing owned. The
 * noun is the one the verb is said of; the participle is a verb. So without the "'s" ("a tree come down").
 */
export async function participlesAfterContractedHas(
  wordnet: WordNet,
  tokens: Token[],
): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    const owner = tokens[i - 1];
    const particle = tokens[i + 1];
    if (owner === undefined) continue;
    // ("there's a tree come down": with no "'s", the participle still says what became of the noun before it.)
    const contracted = owner.tags.has("Possessive") && /'s$/.test(owner.word);
    if (!contracted && owner.tags.has("Possessive")) continue;
    if (!owner.tags.has("Noun") || owner.tags.has("Pronoun") || owner.tags.has("ProperNoun"))
      continue;
    if (!token.tags.has("Noun") || token.sentence !== owner.sentence || owner.pause === true)
      continue;
    if (particle === undefined || particle.sentence !== token.sentence) continue;
    if (!FALLING_PARTICLES.has(particle.word)) continue;
    if (!isParticiple(token.word) || (await wordnet.senses(token.word, "v")).length === 0) continue;
    const tags = new Set([...token.tags].filter((t) => t !== "Noun" && t !== "Singular"));
    tags.add("Verb");
    tags.add("PastTense");
    fixed[i] = { ...token, tags };
    if (!contracted) continue;
    const ownerTags = new Set([...owner.tags].filter((t) => t !== "Possessive"));
    ownerTags.add("Singular");
    const noun = owner.word.replace(/'s$/, "");
    fixed[i - 1] = { ...owner, word: noun, lemma: noun, tags: ownerTags };
  }
  return fixed;
}
