/**
 * Repairs `tokenize` makes before its other repairs, from the words alone: a make counted in the plural, a
 * participle after "have both".
 */
import { cardinalNumber, singularWord } from "../lexicon/index.js";
import type { Token } from "./phrases.js";

/**
 * "the four Land Rovers", "two Portakabins": a capitalised name (a make, a brand) the tagger leaves in the plural,
 * counted above one, is many of one kind, and its root is the singular ("land rover", "portakabin") as a common
 * noun's would be. (A name the tagger knows as singular — "Brooks", "the Williams boys" — is left alone, as is one
 * no count stands before: "the Downs" is a place.)
 */
export function countedNamesSingular(tokens: Token[]): Token[] {
  return tokens.map((token, i) => {
    if (
      !token.tags.has("ProperNoun") ||
      token.tags.has("Singular") ||
      token.lemma !== token.word ||
      singularWord(token.word) === token.word
    )
      return token;
    // Back over the name's other words to the count before them.
    let j = i - 1;
    while (j >= 0 && tokens[j]?.tags.has("ProperNoun") === true && tokens[j]?.pause !== true)
      j -= 1;
    const count = cardinalNumber(tokens[j]?.word ?? "");
    return count !== undefined && count > 1 ? { ...token, lemma: singularWord(token.word) } : token;
  });
}

/** Words that may stand between "have" and its participle: "have both lost", "has just gone". */
const BETWEEN_HAVE_AND_PARTICIPLE = new Set([
  "both",
  "all",
  "just",
  "also",
  "now",
  "already",
  "completely",
]);
/** Endings of a past participle, regular and the common irregular ones of losing and breaking. */
const PARTICIPLE = /(?:ed|en|^lost|^cut|^burnt|^blown|^left|^gone|^shut)$/;

/**
 * "Cafe and hire shop have both lost power": a word the tagger read as an adjective after "have" and a word like
 * "both", with a noun after it, is the verb's participle — "have both" opens no noun phrase — so what follows is
 * the object by itself ("power"), not "lost power".
 */
export function participlesAfterHave(tokens: Token[]): Token[] {
  return tokens.map((token, i) => {
    const between = tokens[i - 1];
    const have = tokens[i - 2];
    if (
      !token.tags.has("Adjective") ||
      !PARTICIPLE.test(token.word) ||
      between === undefined ||
      !BETWEEN_HAVE_AND_PARTICIPLE.has(between.word) ||
      have === undefined ||
      !/^(?:have|has|had|'ve|ve)$/.test(have.word) ||
      tokens[i + 1]?.tags.has("Noun") !== true
    )
      return token;
    const tags = new Set([...token.tags].filter((t) => t !== "Adjective"));
    tags.add("Verb");
    tags.add("PastTense");
    return { ...token, tags };
  });
}

/** Words that take a part of a set with "of": "one of our boards", "two of the pumps", "any of the huts". */
const PARTITIVES =
  /^(?:one|two|three|four|five|some|any|all|each|both|several|none|either|neither|most|many|few)$/;
/** Words that open the set's noun phrase after "of". */
const SET_OPENERS = /^(?:our|the|my|your|their|his|her|its|these|those)$/;

/**
 * "one of our rescue boards off the rack": after "one of our", a noun phrase follows, so a word in it the tagger
 * read as a verb in -s ("boards") right after a noun not plural is the phrase's plural head. ("One of the dogs barks":
 * after a plural, the verb is the sentence's.)
 */
export function pluralsAfterPartitives(tokens: Token[]): Token[] {
  return tokens.map((token, i) => {
    const noun = tokens[i - 1];
    if (
      !token.tags.has("Verb") ||
      !token.tags.has("PresentTense") ||
      token.tags.has("Copula") ||
      token.tags.has("Auxiliary") ||
      !/[^s]s$/.test(token.word) ||
      noun === undefined ||
      noun.sentence !== token.sentence ||
      !noun.tags.has("Noun") ||
      noun.tags.has("Plural") ||
      noun.tags.has("Possessive") ||
      noun.pause === true
    )
      return token;
    // Back over the phrase's other nouns to "one of our".
    let j = i - 2;
    while (
      j >= 0 &&
      tokens[j]?.tags.has("Noun") === true &&
      !SET_OPENERS.test(tokens[j]?.word ?? "")
    )
      j -= 1;
    if (
      !SET_OPENERS.test(tokens[j]?.word ?? "") ||
      tokens[j - 1]?.word !== "of" ||
      !PARTITIVES.test(tokens[j - 2]?.word ?? "")
    )
      return token;
    return { ...token, lemma: singularWord(token.word), tags: new Set(["Noun", "Plural"]) };
  });
}
