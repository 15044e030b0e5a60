/**
 * Repairs of the tagger's parts of speech that WordNet and the shape of a clause decide: a state said last in a
 * question, a word WordNet knows as no noun, a noun after a preposition, an adverb of three words, a participle
 * that takes an object, a terse list of names. Each says in its comment what it reads and why.
 */
import { unknownWordsAsNouns } from "./unknownWords.js";
import {
  DIRECTION_PARTICLES,
  nounsAfterModifiers,
  nounsAfterOwners,
  particlesAfterNouns,
} from "./phraseEnds.js";
import { sensedVerbs } from "./sensedVerbs.js";
import type { WordNet } from "../lexicon/index.js";
import { listItems } from "./listItems.js";
import { moreANoun } from "./wordChecks.js";
import { questionedNouns } from "./questionedNouns.js";
import { namesAsPlurals, pluralNouns } from "./pluralNouns.js";
import { adverbsAfterIs, nounsBeforeIs, participlesAfterContractedHas } from "./contractedIs.js";
import { isParticiple } from "./participles.js";
import { ARTICLES, SPATIAL_PREPOSITIONS, asNoun, type Token } from "./phrases.js";
import { adverbsAsNouns, gerundsAsNouns, pluralModifiers } from "./nominalWords.js";

/** Tags of words that are never a noun's modifier or the noun itself, however the tagger read the word. */
export const NEVER = [
  "Copula",
  "Auxiliary",
  "Modal",
  "Pronoun",
  "Preposition",
  "Conjunction",
  "QuestionWord",
];

const OWNING_PRONOUNS = new Set(["my", "your", "his", "her", "its", "our", "their"]);

/** Articles and possessives: what follows one is a noun phrase. */
const OWNERS_AND_ARTICLES = new Set([...ARTICLES, "its"]);
/** Verbs that carry a clause ("the bunkhouse is", "the tank has"), never a noun after a noun. */
const LIGHT_VERBS = new Set([
  "be",
  "have",
  "do",
  "get",
  "go",
  "make",
  "let",
  "say",
  "seem",
  "look",
  "want",
  "like",
  "need",
]);

/** The tagger's reading, repaired in turn by each rule below. */
export async function repairTags(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  return listItems(
    wordnet,
    await fragmentsAsNames(
      wordnet,
      participleClauses(
        await nounsAfterPrepositions(
          wordnet,
          await idiomaticAdverbs(
            wordnet,
            await predicateAdjectives(
              wordnet,
              await sensedVerbs(
                wordnet,
                await notNouns(
                  wordnet,
                  await questionedNouns(
                    wordnet,
                    await pluralNouns(
                      wordnet,
                      await adverbsAfterIs(
                        wordnet,
                        await nounsBeforeIs(
                          wordnet,
                          await particlesAfterNouns(
                            wordnet,
                            await nounsAfterModifiers(
                              wordnet,
                              await nounsAfterOwners(
                                wordnet,
                                await adverbsAsNouns(
                                  wordnet,
                                  await gerundsAsNouns(
                                    wordnet,
                                    await pluralModifiers(
                                      wordnet,
                                      await namesAsPlurals(
                                        wordnet,
                                        await participlesAfterContractedHas(
                                          wordnet,
                                          await unknownWordsAsNouns(wordnet, tokens),
                                        ),
                                      ),
                                    ),
                                  ),
                                ),
                              ),
                            ),
                          ),
                        ),
                      ),
                    ),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

const HAVE_FORMS: ReadonlySet<string> = new Set(["have", "has", "had"]);

/** A verb the tagger saw as past, or that English conjugates as a past participle ("taken", "come"). */
function isPerfectParticiple(token: Token | undefined): boolean {
  if (token === undefined || !token.tags.has("Verb") || token.tags.has("Copula")) return false;
  return token.tags.has("PastTense") || token.tags.has("Participle") || isParticiple(token.word);
}

/**
 * "is that doable", "don't want to get stuck halfway": a word the tagger took for a noun that WordNet knows only
 * as an adjective or an adverb is none. Names (capitalised, or unknown to WordNet) are left as they are.
 */
async function notNouns(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    if (!token.tags.has("Noun") || token.tags.has("ProperNoun")) continue;
    // "see if any have taken a knock": "have" before a participle is the auxiliary, never the noun.
    if (HAVE_FORMS.has(token.word) && isPerfectParticiple(tokens[i + 1])) {
      fixed[i] = retagged(token, ["Noun", "Singular", "Plural"], "Auxiliary");
      continue;
    }
    // "that squealing": a gerund names the act, a noun whatever WordNet lists.
    if (token.word.endsWith("ing")) continue;
    // "the loco": after an article it is a noun whatever WordNet knows ("loco" is slang for an engine).
    if (OWNERS_AND_ARTICLES.has(tokens[i - 1]?.word ?? "")) continue;
    if ((await knownAsNoun(wordnet, token.word)) || (await knownAsNoun(wordnet, token.lemma)))
      continue;
    const adjective = await knownAsAdjective(wordnet, token.word);
    const adverb = (await wordnet.senses(token.word, "r")).length > 0;
    if (!adjective && !adverb) continue;
    fixed[i] = retagged(token, ["Noun", "Singular"], adjective ? "Adjective" : "Adverb");
  }
  return fixed;
}

/**
 * "to the fishing lodge", "dropped his car keys": a preposition, or a verb that acts on a thing, opens a noun
 * phrase, not a clause, so a word after its determiner (or owner) and a noun that the tagger read as a verb is
 * the phrase's noun when WordNet knows it as one, and it does not open a phrase of its own (no preposition,
 * determiner or pronoun after it: "in the morning go to the shed" keeps "go"). Verbs of saying, thinking and
 * seeing take clauses ("says the pump runs"), so they open none.
 */
async function nounsAfterPrepositions(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    if (i < 3 || token.tags.has("Noun") || !token.tags.has("Verb")) continue;
    if (NEVER.some((tag) => token.tags.has(tag)) || LIGHT_VERBS.has(token.lemma)) continue;
    // ("dropped her phone out riding": a word of direction says where, it is no noun.)
    if (DIRECTION_PARTICLES.has(token.word)) continue;
    const [preposition, article, noun] = [tokens[i - 3], tokens[i - 2], tokens[i - 1]];
    const next = tokens[i + 1];
    if (preposition === undefined || article === undefined || noun === undefined) continue;
    // ("a look over the …": the tagger may call a preposition a noun or an adjective — then a word that may be
    // said of the noun, "the footbridge over the brook open yet?", is not taken for a noun.)
    const ends = endsItsClause(tokens, i);
    const opens =
      preposition.tags.has("Preposition") ||
      (SPATIAL_PREPOSITIONS.has(preposition.word) &&
        (await wordnet.senses(token.word, "a")).length === 0) ||
      (preposition.tags.has("Verb") &&
        !NEVER.some((tag) => preposition.tags.has(tag)) &&
        ((await actsOnThings(wordnet, preposition.lemma)) ||
          // ("check the junction posts, all six": a verb that takes a clause may still take a thing, when the word
          // ends the clause with nothing after it and English uses it more as a noun — "check the engine starts"
          // stays a clause.)
          (ends && (await moreANoun(wordnet, token.lemma)))));
    // (The tagger marks "my" a possessive noun, "his" a possessive pronoun.)
    const owner =
      article.tags.has("Possessive") &&
      (article.tags.has("Pronoun") || OWNING_PRONOUNS.has(article.word));
    if (!opens || !(article.tags.has("Determiner") || owner)) continue;
    if (!noun.tags.has("Noun") || noun.tags.has("Pronoun") || noun.pause === true) continue;
    if (noun.sentence !== token.sentence) continue;
    // (A plural noun ends its phrase: "wants their hurdles back".)
    if (
      noun.tags.has("Plural") ||
      ["PhrasalVerb", "PastTense", "Gerund", "Adverb", "Particle"].some((tag) =>
        token.tags.has(tag),
      )
    )
      continue;
    // ("put my gas monitor down somewhere": a word of direction with no phrase after it says where the thing went.)
    const after = tokens[i + 2];
    const leftDown =
      next !== undefined &&
      DIRECTION_PARTICLES.has(next.word) &&
      !(
        after !== undefined &&
        after.sentence === token.sentence &&
        next.pause !== true &&
        ["Determiner", "Noun", "Pronoun", "Preposition"].some((tag) => after.tags.has(tag))
      );
    if (
      next !== undefined &&
      next.sentence === token.sentence &&
      !leftDown &&
      ["Preposition", "Determiner", "Pronoun"].some((tag) => next.tags.has(tag))
    )
      continue;
    if (!(await hasNounSense(wordnet, token))) continue;
    fixed[i] = asNoun(token);
  }
  return fixed;
}

/**
 * "Is the track fit?", "are the stalls sound?": a question that opens on "is"/"are" and a determiner asks about
 * the noun phrase, and a last word WordNet knows as an adjective, closing the question after a noun, is what is
 * asked of it — a state, not the phrase's head (the tagger, knowing "fit" and "sound" as nouns too, reads
 * "track fit" as one noun).
 */
async function predicateAdjectives(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    const next = tokens[i + 1];
    // "if it's fit to use", "is the shunter fit for work": a word after a copula or a questioned noun, with "to" or
    // "for" after it, says what the thing is fit for.
    if (
      token.tags.has("Noun") &&
      (next?.word === "to" || next?.word === "for") &&
      (tokens[i - 1]?.tags.has("Copula") === true ||
        (tokens[i - 1]?.tags.has("Noun") === true && /^(?:is|are)$/.test(tokens[0]?.word ?? ""))) &&
      (await knownAsAdjective(wordnet, token.word))
    ) {
      fixed[i] = retagged(token, ["Noun", "Singular"], "Adjective");
      continue;
    }
    if (next !== undefined && next.sentence === token.sentence) continue;
    let start = i;
    while (start > 0 && tokens[start - 1]?.sentence === token.sentence) start -= 1;
    const opener = tokens[start];
    const article = tokens[start + 1];
    const before = tokens[i - 1];
    if (opener === undefined || !/^(?:is|are|was|were)$/.test(opener.word)) continue;
    if (article === undefined || !article.tags.has("Determiner")) continue;
    if (before === undefined || i - start < 3 || !before.tags.has("Noun")) continue;
    if (!token.tags.has("Noun") || tokens.slice(start + 2, i).some((t) => t.pause === true))
      continue;
    if (!(await knownAsAdjective(wordnet, token.word))) continue;
    fixed[i] = retagged(token, ["Noun", "Singular"], "Adjective");
  }
  return fixed;
}

/**
 * "a sweep of the walk end to end", "rocking side to side": three words WordNet lists joined as an adverb
 * ("end-to-end") say how, and none of them is a noun of the phrase before.
 */
async function idiomaticAdverbs(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (let i = 0; i + 2 < tokens.length; i += 1) {
    const run = tokens.slice(i, i + 3);
    if (run.some((t) => t.sentence !== run[0]?.sentence)) continue;
    const joined = run.map((t) => t.word).join("-");
    if ((await wordnet.senses(joined, "r")).length === 0) continue;
    for (let k = i; k < i + 3; k += 1) {
      const t = tokens[k] as Token;
      fixed[k] = { ...t, tags: new Set(["Adverb"]) };
    }
  }
  return fixed;
}

/**
 * "down by the cottages eating the flowers": an -ing word after a noun and before a determiner or an owner
 * takes an object, so it is a verb of a clause of its own, not the end of the noun phrase ("cottages eating").
 */
function participleClauses(tokens: Token[]): Token[] {
  return tokens.map((token, i) => {
    const before = tokens[i - 1];
    const next = tokens[i + 1];
    if (!token.word.endsWith("ing") || !token.tags.has("Gerund") || !token.tags.has("Noun"))
      return token;
    if (before === undefined || !before.tags.has("Noun") || before.pause === true) return token;
    if (next === undefined || next.sentence !== token.sentence) return token;
    if (!(next.tags.has("Determiner") || next.tags.has("Possessive"))) return token;
    return { ...token, tags: new Set([...token.tags].filter((t) => t !== "Noun").concat("Verb")) };
  });
}

/** Words that make a fragment a clause or a phrase of its own, not a bare name. */
const CLAUSAL = [
  "Determiner",
  "Pronoun",
  "Preposition",
  "Copula",
  "Modal",
  "Auxiliary",
  "QuestionWord",
  "Conjunction",
  "Adverb",
  "Negative",
];

/**
 * "Walled garden. Fruit cage, cold frames.": a terse list names things. A fragment of two to four words, between
 * full stops or commas, with no determiner, pronoun, preposition or auxiliary and not opening on an order ("check
 * gates"), is a noun phrase: its last word is its noun where WordNet knows one, and a participle before it ("walled")
 * describes it.
 */
async function fragmentsAsNames(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  let start = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1];
    if (next !== undefined && next.sentence === token.sentence && token.pause !== true) continue;
    const fragment = tokens.slice(start, i + 1);
    const from = start;
    start = i + 1;
    if (fragment.length < 2 || fragment.length > 4) continue;
    if (fragment.some((t) => CLAUSAL.some((tag) => t.tags.has(tag)))) continue;
    const first = fragment[0] as Token;
    if (first.tags.has("Verb") && !first.tags.has("PastTense") && !first.tags.has("Noun")) continue;
    const last = fragment.at(-1) as Token;
    // "bloke rang": a past tense ends a clause; "brown leather one": a number stands for a noun said before.
    if (last.tags.has("Noun") || last.tags.has("PastTense") || last.tags.has("Value")) continue;
    // "Lost my phone yesterday": a word of time ends a clause (its verb left out), not a list of things.
    if (last.tags.has("Date")) continue;
    // "somethings leaking": a participle at the end is what something is doing.
    if (last.tags.has("Gerund") || /ing$/.test(last.word)) continue;
    if (!(await hasNounSense(wordnet, last))) continue;
    fixed[i] = asNoun(last);
    for (let k = from; k < i; k += 1) {
      const word = fixed[k] as Token;
      if (!word.tags.has("Verb")) continue;
      if (word.tags.has("PastTense") && word.word.endsWith("ed"))
        fixed[k] = retagged(word, ["Verb", "PastTense"], "Adjective");
      else if ((await wordnet.senses(word.word, "n")).length > 0) fixed[k] = asNoun(word);
    }
  }
  return fixed;
}

/** The verb's commonest sense is not one of saying, thinking or perceiving, which take a clause. */
async function actsOnThings(wordnet: WordNet, lemma: string): Promise<boolean> {
  const first = (await wordnet.senses(lemma, "v"))[0];
  return (
    first !== undefined &&
    !["verb.communication", "verb.cognition", "verb.perception"].includes(first.lexName)
  );
}

/** The word closes its clause: a pause or the sentence's end after it. */
function endsItsClause(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  const next = tokens[i + 1];
  return token?.pause === true || next === undefined || next.sentence !== token?.sentence;
}

/** WordNet knows the word as an adjective (head or satellite). */
export async function knownAsAdjective(wordnet: WordNet, word: string): Promise<boolean> {
  return (
    (await wordnet.senses(word, "a")).length > 0 || (await wordnet.senses(word, "s")).length > 0
  );
}

/** WordNet has a noun sense for the word as said or for its lemma (no other forms tried). */
async function hasNounSense(wordnet: WordNet, token: Token): Promise<boolean> {
  return (
    (await wordnet.senses(token.word, "n")).length > 0 ||
    (await wordnet.senses(token.lemma, "n")).length > 0
  );
}

/** The token with some tags dropped and one added; its lemma becomes the word as said. */
function retagged(token: Token, drop: readonly string[], add: string): Token {
  const tags = new Set([...token.tags].filter((t) => !drop.includes(t)));
  tags.add(add);
  return { ...token, lemma: token.word, tags };
}

/** WordNet knows the word, or its singular ("stewards" → "steward"), as a noun. */
export async function knownAsNoun(wordnet: WordNet, word: string): Promise<boolean> {
  const forms = [word, word.replace(/s$/, ""), word.replace(/es$/, "")];
  for (const form of forms) if ((await wordnet.senses(form, "n")).length > 0) return true;
  return false;
}
