import nlp from "compromise";
import { imperativesOfMotion } from "./imperatives.js";
import {
  countedNamesSingular,
  participlesAfterHave,
  pluralsAfterPartitives,
} from "./tokenRepairs.js";

/** One word of a mission as compromise reads it: the lemma (root), the surface form and its tags. */
export interface Token {
  readonly lemma: string;
  readonly word: string;
  readonly tags: ReadonlySet<string>;
  /** Index of the sentence the word is in. */
  readonly sentence: number;
  /** A comma, semicolon or colon follows the word. */
  readonly pause?: boolean;
}

/** A noun phrase: modifiers and head noun, lemmatised ("the propane tanks" → "propane tank", head "tank"). */
export interface NounPhrase {
  readonly text: string;
  readonly head: string;
  /** The spatial or other preposition right before it ("near", "under", "from", …), if any. */
  readonly preposition: string | undefined;
  /** Index of its first token. */
  readonly start: number;
  readonly end: number;
  readonly sentence: number;
  /** Plural in the mission ("tanks", "any of the …"). */
  readonly plural: boolean;
}

interface TermJson {
  text?: string;
  normal?: string;
  root?: string;
  tags?: string[];
  post?: string;
}

/**
 * Prepositions, including the spatial ones compromise sometimes tags as adjectives ("near the gate"). These are
 * English function words, not knowledge of any place.
 */
/** Prepositions that place a phrase in space ("near the gate", "next to the shed"): a qualifier, not a subject. */
export const SPATIAL_PREPOSITIONS: ReadonlySet<string> = new Set([
  "near",
  "by",
  "beside",
  "behind",
  "under",
  "underneath",
  "beneath",
  "below",
  "inside",
  "in",
  "into",
  "within",
  "on",
  "at",
  "along",
  "across",
  "around",
  "round",
  "between",
  "among",
  "amongst",
  "past",
  "toward",
  "towards",
  "over",
  "through",
  "outside",
  "next to",
  "close to",
]);

export const PREPOSITIONS: ReadonlySet<string> = new Set([
  ...SPATIAL_PREPOSITIONS,
  "onto",
  "to",
  "from",
  "of",
  "off",
  "for",
  "with",
  "about",
  "up",
  "down",
  "after",
  "before",
  "since",
  "than",
]);

/** The words of a text, lemmatised, with parts of speech. */
export function tokenize(text: string): Token[] {
  const doc = nlp(text);
  doc.compute("root");
  // compromise's types do not list the `root` option its "root" compute step enables.
  const options = {
    terms: { root: true, normal: true, tags: true, text: true, post: true },
  } as unknown as Parameters<typeof doc.json>[0];
  const sentences = doc.json(options) as { terms: TermJson[] }[];
  const tokens: Token[] = [];
  for (const [index, sentence] of sentences.entries()) {
    for (const term of sentence.terms) {
      const normal = (term.normal ?? "").toLowerCase();
      const lemma = (term.root ?? normal).toLowerCase().replace(/[^a-z0-9'-]/g, "");
      if (lemma === "") continue;
      const word = normal.replace(/[^a-z0-9'-]/g, "");
      tokens.push({
        lemma,
        word,
        // ("one or the other", "behind the buggy": the tagger may call an article a noun; it never is one.)
        tags: ARTICLE_WORDS.has(word) ? new Set(["Determiner"]) : new Set(term.tags ?? []),
        sentence: index,
        // A dash set apart ("the office - radiators, kettle") is a pause too; a hyphen inside a word is not.
        ...(/[,;:]|\s[-–—]|[–—]/.test(term.post ?? "") ? { pause: true } : {}),
      });
    }
  }
  return imperativesOfMotion(
    nounsAfterAdjectives(
      participlesAfterArticles(
        participlesAfterHave(pluralsAfterPartitives(countedNamesSingular(tokens))),
      ),
    ),
  );
}

/** Adjectives that stand for a noun said before ("the other", "the same"), never a head of their own. */
const NOT_HEADS = new Set([
  "other",
  "same",
  "first",
  "last",
  "next",
  "best",
  "worst",
  "whole",
  "rest",
  "former",
  "latter",
  "usual",
  "lot",
]);

/** Articles and possessives: what follows them up to its noun is one noun phrase. */
const ARTICLE_WORDS: ReadonlySet<string> = new Set(["the", "a", "an"]);

/** Determiners that make a noun somebody's own thing ("our sign", "my radio"). */
export const POSSESSIVES: ReadonlySet<string> = new Set([
  "my",
  "our",
  "your",
  "his",
  "her",
  "their",
]);

export const ARTICLES: ReadonlySet<string> = new Set([...ARTICLE_WORDS, ...POSSESSIVES]);

/**
 * "the fenced compound", "a paved court": a past participle right after an article, before a word of the same
 * phrase, modifies that word — a clause does not open with an article and a verb. The tagger reads both as verbs.
 */
function participlesAfterArticles(tokens: Token[]): Token[] {
  return tokens.map((token, i) => {
    const before = tokens[i - 1];
    const next = tokens[i + 1];
    // "in the shippon or the shed": an "adjective" an article opens and nothing nominal follows is the noun.
    if (
      before !== undefined &&
      ARTICLES.has(before.word) &&
      token.tags.has("Adjective") &&
      !token.tags.has("Noun") &&
      !NOT_HEADS.has(token.word) &&
      (next === undefined ||
        next.sentence !== token.sentence ||
        token.pause === true ||
        next.tags.has("Conjunction") ||
        next.tags.has("Preposition"))
    )
      return asNoun(token);
    if (
      before === undefined ||
      next === undefined ||
      !ARTICLES.has(before.word) ||
      !token.tags.has("PastTense") ||
      !token.word.endsWith("ed") ||
      next.sentence !== token.sentence ||
      token.pause === true ||
      !(next.tags.has("Noun") || next.tags.has("Infinitive") || next.tags.has("PresentTense")) ||
      next.tags.has("Preposition")
    )
      return token;
    const tags = new Set([...token.tags].filter((t) => t !== "Verb" && t !== "PastTense"));
    tags.add("Adjective");
    return { ...token, lemma: token.word, tags };
  });
}

/**
 * "a strange burning smell", "a quick look": a word the tagger read as a verb right after an adjective, in a
 * phrase a determiner opened, is that phrase's noun — an adjective modifies a noun, and nothing comes between a
 * determiner and its noun but modifiers. Likewise after an existential "there is".
 */
function nounsAfterAdjectives(tokens: Token[]): Token[] {
  return tokens.map((token, i) => {
    const before = tokens[i - 1];
    const bareVerb =
      token.tags.has("Verb") &&
      (token.tags.has("Infinitive") || token.tags.has("PresentTense")) &&
      !token.tags.has("Copula") &&
      !token.tags.has("Auxiliary");
    // "what is that banging?": a gerund a determiner opens, ending its clause, is the noise itself.
    const next = tokens[i + 1];
    // (The tagger calls some such gerunds adjectives — "that screeching" — and some prepositions too — "near".)
    if (
      (token.tags.has("Gerund") ||
        (token.tags.has("Adjective") &&
          token.word.endsWith("ing") &&
          tokens[i - 2]?.tags.has("Copula") === true &&
          tokens[i - 3]?.tags.has("QuestionWord") === true)) &&
      before?.tags.has("Determiner") === true &&
      (next === undefined ||
        next.sentence !== token.sentence ||
        token.pause === true ||
        next.tags.has("Preposition") ||
        SPATIAL_PREPOSITIONS.has(next.word))
    )
      return { ...asNoun(token), lemma: token.word };
    if (!bareVerb || before === undefined) return token;
    // "the boys kites went down": a present-tense "verb" between a noun and a verb in the past is the plural
    // noun of its phrase — a clause has one finite verb where the next follows at once.
    if (
      token.tags.has("PresentTense") &&
      token.word.endsWith("s") &&
      (before.tags.has("Noun") || before.tags.has("Acronym")) &&
      !before.tags.has("Pronoun") &&
      next?.sentence === token.sentence &&
      next.tags.has("Verb") &&
      ((next.tags.has("PastTense") && !next.tags.has("Auxiliary")) ||
        // "the girls scooters got left": a passive's "got" or "were" follows the plural just the same.
        next.tags.has("Passive"))
    )
      return asNoun(token);
    // "the two bird tables in the square": after a count above one, a present-tense "verb" ending in -s that
    // follows a singular noun is the plural noun the count needs.
    const counted =
      token.tags.has("PresentTense") &&
      token.word.endsWith("s") &&
      before.tags.has("Noun") &&
      !before.tags.has("Plural") &&
      !before.tags.has("Pronoun") &&
      tokens[i - 2]?.tags.has("Cardinal") === true &&
      !/^(?:one|1)$/.test(tokens[i - 2]?.word ?? "");
    if (counted) return asNoun(token);
    // "there's oil on the floor": what follows an existential "there is" is a noun phrase.
    const existential =
      before.tags.has("Copula") &&
      (before.word.startsWith("there") || (tokens[i - 2]?.word.startsWith("there") ?? false));
    if (existential) return asNoun(token);
    // "check the bin store at the back": a bare verb after a singular noun a determiner opened is no clause (that
    // would be "the bin stores"); it is the phrase's own noun.
    const compound =
      !PREDICATE_STATES.has(token.word) &&
      before.tags.has("Noun") &&
      !before.tags.has("Plural") &&
      !before.tags.has("Pronoun") &&
      token.tags.has("Infinitive") &&
      !token.word.endsWith("s") &&
      tokens[i - 2]?.tags.has("Determiner") === true &&
      (next === undefined ||
        token.pause === true ||
        next.tags.has("Preposition") ||
        next.tags.has("Copula") ||
        next.tags.has("Conjunction"));
    if (compound) return asNoun(token);
    if (!before.tags.has("Adjective")) return token;
    let j = i - 1;
    while (j >= 0 && MODIFIER_TAGS.some((tag) => tokens[j]?.tags.has(tag) === true)) j -= 1;
    const opener = tokens[j];
    if (
      opener === undefined ||
      !opener.tags.has("Determiner") ||
      opener.sentence !== token.sentence
    )
      return token;
    return asNoun(token);
  });
}

/** Words of state that follow their noun as a predicate ("is the ford over the river open yet?"), never its head. */
const PREDICATE_STATES = new Set(["open", "shut", "clear", "free", "ready"]);

export function asNoun(token: Token): Token {
  return { ...token, tags: new Set([...token.tags].filter((t) => t !== "Verb").concat("Noun")) };
}

const MODIFIER_TAGS = ["Adjective", "Adverb", "Noun"];

const NOMINAL = ["Noun", "Adjective", "Acronym", "Value"];

const COMPASS_WORDS = new Set(["north", "south", "east", "west"]);
/** Adverbs compromise sometimes tags as adjectives or nouns ("can I still walk"). */
/** Tag of a word a repair read as a noun in a noun's place, so that it is not taken for an adverb again. */
export const READ_AS_NOUN = "NounByPlace";
export const NEVER_NOMINAL: ReadonlySet<string> = new Set([
  // "the pumps there": a place adverb the tagger may call a noun.
  "there",
  "here",
  // ("There's been branches down": the tagger may call the contraction a noun.)
  "there's",
  "here's",
  "still",
  "even",
  "just",
  "also",
  "already",
  "really",
  "again",
  "ever",
  // ("whether the others are ok": the rest of a set said before, never a thing of its own.)
  "other",
  "others",
]);

function isNominal(token: Token, next?: Token): boolean {
  if (NEVER_NOMINAL.has(token.word) && !token.tags.has(READ_AS_NOUN)) return false;
  // "west of the barn": a direction, not part of the phrase before it.
  if (
    COMPASS_WORDS.has(token.word) &&
    (next === undefined || next.word === "of" || PREPOSITIONS.has(next.word))
  )
    return false;
  // "a ride-on mower", "the drop-off point": a word joined by a hyphen is part of a compound, whatever it is alone.
  const joined = token.tags.has("Hyphenated") && !token.tags.has("Verb");
  if (
    (PREPOSITIONS.has(token.word) && !joined) ||
    token.tags.has("Pronoun") ||
    token.tags.has("Determiner") ||
    // "his", "their" are determiners; "the pond's" names a thing (whose level, door, lid is meant).
    (token.tags.has("Possessive") && !/(?:'s|s')$/.test(token.word))
  )
    return false;
  if (token.tags.has("QuestionWord") || token.tags.has("Conjunction")) return false;
  if (joined && next?.tags.has("Hyphenated") !== true && PREPOSITIONS.has(token.word)) return true;
  if (token.tags.has("Verb") && !token.tags.has("Noun") && !token.tags.has("Gerund")) return false;
  return NOMINAL.some((tag) => token.tags.has(tag));
}

function isNoun(token: Token): boolean {
  return (token.tags.has("Noun") || token.tags.has("Acronym")) && !token.tags.has("Pronoun");
}

/**
 * Noun phrases: maximal runs of adjectives and nouns ending in a noun, split at prepositions, determiners and
 * verbs. Adjectives after the last noun are left out ("the air" from "visible from the air").
 */
export function nounPhrases(tokens: readonly Token[]): NounPhrase[] {
  const phrases: NounPhrase[] = [];
  let i = 0;
  while (i < tokens.length) {
    const first = tokens[i];
    if (first === undefined || !isNominal(first, tokens[i + 1])) {
      i += 1;
      continue;
    }
    let end = i;
    while (end + 1 < tokens.length) {
      const next = tokens[end + 1];
      if (
        next === undefined ||
        !isNominal(next, tokens[end + 2]) ||
        next.sentence !== first.sentence ||
        // A comma or a semicolon ends a phrase: "the pump is stopped, sump is rising" has no "stopped sump".
        tokens[end]?.pause === true ||
        // "the pond's level": the owner is a phrase of its own, what it owns the next.
        (tokens[end]?.tags.has("Possessive") === true && /(?:'s|s')$/.test(tokens[end]?.word ?? ""))
      )
        break;
      // Adjectives come before their noun: one after a noun starts the next phrase ("a storm last night").
      if (isNoun(tokens[end] as Token) && next.tags.has("Adjective") && !next.tags.has("Noun"))
        break;
      // So do ordinals: "down to the loading bay first thing tomorrow" has no "bay first thing".
      if (isNoun(tokens[end] as Token) && next.tags.has("Ordinal")) break;
      // And words of time: "left his phone yesterday" has no "phone yesterday".
      if (isNoun(tokens[end] as Token) && next.tags.has("Date") && !tokens[end]?.tags.has("Date"))
        break;
      // "if anything wants fixing": an indefinite pronoun is a phrase of its own; what follows is its verb.
      if (INDEFINITES.has(tokens[end]?.word ?? "")) break;
      // "sinks and showers both dead": a quantifier after its noun floats off it, and the predicate follows.
      if (isNoun(tokens[end] as Token) && FLOATING.has(next.word)) break;
      end += 1;
    }
    // A floating quantifier ("showers both dead") and what it says of the noun before it name nothing new.
    if (FLOATING.has(first.word) && i > 0 && isNoun(tokens[i - 1] as Token)) {
      i = end + 1;
      continue;
    }
    let last = end;
    // "clear all the way": a quantifier the tagger called a noun is no head.
    const isHead = (t: Token): boolean =>
      isNoun(t) && !(QUANTIFIERS.has(t.word) && t.word !== "one");
    while (last >= i && !isHead(tokens[last] as Token)) last -= 1;
    // "two locomotives": the count says how many, it is not part of the name.
    let named = i;
    while (
      named < last &&
      (tokens[named]?.tags.has("Cardinal") === true || QUANTIFIERS.has(tokens[named]?.word ?? ""))
    )
      named += 1;
    // "the nearest defib": a superlative picks one of the kind by a measure; it is not part of the kind's name.
    let kindFrom = named;
    while (
      kindFrom < last &&
      tokens[kindFrom]?.tags.has("Superlative") === true &&
      !tokens[kindFrom]?.tags.has("Noun")
    )
      kindFrom += 1;
    // "check all the gates": a quantifier standing alone (the tagger may call "all" a noun) names nothing.
    const bareQuantifier =
      last === i && QUANTIFIERS.has(tokens[i]?.word ?? "") && tokens[i]?.word !== "one";
    if (last >= i && !bareQuantifier) {
      const words = tokens.slice(kindFrom, last + 1);
      const head = tokens[last] as Token;
      phrases.push({
        text: words.map((t) => t.lemma).join(" "),
        head: head.lemma,
        preposition: prepositionBefore(tokens, i),
        start: i,
        end: last,
        sentence: first.sentence,
        plural:
          head.tags.has("Plural") ||
          (named > i && !/^(?:one|1|either)$/.test(tokens[i]?.word ?? "")) ||
          (head.word !== head.lemma && head.word.endsWith("s")) ||
          /\b(?:any|all|every|each)\b/.test(wordsBefore(tokens, i, 4)),
      });
    }
    i = end + 1;
  }
  return coordinated(phrases, tokens);
}

/**
 * "in the shippon or the wood store", "near the gate and the stile": a phrase joined by "or"/"and" to one a
 * preposition governs is governed by it too.
 */
function coordinated(phrases: NounPhrase[], tokens: readonly Token[]): NounPhrase[] {
  return phrases.map((phrase, k) => {
    const before = phrases[k - 1];
    if (phrase.preposition !== undefined || before?.preposition === undefined) return phrase;
    let j = phrase.start - 1;
    while (j >= 0 && tokens[j]?.tags.has("Determiner") === true) j -= 1;
    const joined = tokens[j]?.word === "or" || tokens[j]?.word === "and";
    // "the benches in the square and the bins in the park": when the preposition follows a noun of its own, the
    // phrase after "and" is a second such noun, not a second place.
    const earlier = phrases[k - 2];
    const modifiesNoun =
      earlier !== undefined && earlier.end === prepositionIndex(tokens, before.start) - 1;
    // ("went off at midnight and the genny never kicked in": a phrase that a denied verb follows opens a clause of
    // its own. Only a denial is sure: a verb after the phrase may be a noun the tagger misread, "the T5 kiosks".)
    const denial = (t: Token | undefined): boolean =>
      t?.tags.has("Negative") === true || /(?:n't|n’t)$|^(?:not|never)$/.test(t?.word ?? "");
    let next = phrase.end + 1;
    while (
      ["Adverb", "Auxiliary", "Modal"].some((tag) => tokens[next]?.tags.has(tag) === true) &&
      !denial(tokens[next])
    )
      next += 1;
    const opensClause =
      tokens[phrase.end]?.pause !== true &&
      tokens[next]?.sentence === phrase.sentence &&
      denial(tokens[next]);
    return joined &&
      !modifiesNoun &&
      !opensClause &&
      before.end === j - 1 &&
      before.sentence === phrase.sentence
      ? { ...phrase, preposition: before.preposition }
      : phrase;
  });
}

/** Words that pick some of a group ("one of the docks", "some of the barns"). */
const QUANTIFIERS: ReadonlySet<string> = new Set([
  "one",
  "some",
  "any",
  "each",
  "all",
  "most",
  "many",
  "few",
  "several",
  "both",
  "either",
  "none",
]);

/** Where the preposition governing a phrase stands, skipping determiners and possessives. */
export function prepositionIndex(tokens: readonly Token[], start: number): number {
  let j = start - 1;
  while (j >= 0 && (tokens[j]?.tags.has("Determiner") || tokens[j]?.tags.has("Possessive"))) j -= 1;
  return j;
}

const INDEFINITES: ReadonlySet<string> = new Set([
  "anything",
  "something",
  "everything",
  "nothing",
]);

/** Quantifiers that may float after the noun they count ("the tanks both leak", "the gates all shut"). */
const FLOATING: ReadonlySet<string> = new Set(["both", "all", "each"]);

/** Prepositions that often belong to the verb before them ("knock over", "check on", "pick up"). */
const PARTICLES: ReadonlySet<string> = new Set([
  "over",
  "up",
  "on",
  "off",
  "out",
  "down",
  "away",
  "back",
]);

/** The preposition a phrase follows, skipping determiners ("near the north gate" → near; "next to" → next to). */
function prepositionBefore(tokens: readonly Token[], start: number): string | undefined {
  const j = prepositionIndex(tokens, start);
  const word = tokens[j]?.word;
  if (word === undefined || !PREPOSITIONS.has(word)) return undefined;
  // ("is the towpath clear all the way round? The club are out": a preposition ending one sentence governs nothing in the next.)
  if (tokens[j]?.sentence !== tokens[start]?.sentence) return undefined;
  // ("a once-over, the slide": nor does one a comma ends.)
  if (tokens[j]?.pause === true) return undefined;
  const before = tokens[j - 1]?.word;
  // "at one of the docks": the phrase is where the quantifier is ("at"), not "of" something.
  // ("knock over any of the bikes" keeps "of": "over" belongs to the verb.)
  if (word === "of" && before !== undefined && QUANTIFIERS.has(before)) {
    const outer = prepositionBefore(tokens, j - 1);
    // (The tagger may read the verb as a noun — "the wind knock over" — so a particle is never inherited.)
    // ("pulled in on one of the bends": after another particle it is no verb's, and says where.)
    const afterParticle = PREPOSITIONS.has(tokens[prepositionIndex(tokens, j - 1) - 1]?.word ?? "");
    if (outer !== undefined && (!PARTICLES.has(outer) || afterParticle)) return outer;
  }
  // "east of the bridge": the bridge is where the direction is measured from, not what the mission is about.
  if (
    (word === "to" && (before === "next" || before === "close")) ||
    (word === "of" && (before === "out" || COMPASS_WORDS.has(before ?? "")))
  )
    return `${before} ${word}`;
  return word;
}

function wordsBefore(tokens: readonly Token[], start: number, count: number): string {
  return tokens
    .slice(Math.max(0, start - count), start)
    .map((t) => t.word)
    .join(" ");
}

/** Verb lemmas in order, with whether a negation precedes each within two words. */
export function verbs(
  tokens: readonly Token[],
): { lemma: string; negated: boolean; index: number }[] {
  const result: { lemma: string; negated: boolean; index: number }[] = [];
  for (const [index, token] of tokens.entries()) {
    // After "still" comes the verb whatever the tagger thought ("can I still walk").
    const afterStill = tokens[index - 1]?.word === "still";
    if (
      !afterStill &&
      (!token.tags.has("Verb") || token.tags.has("Auxiliary") || token.tags.has("Copula"))
    )
      continue;
    const negated = tokens
      .slice(Math.max(0, index - 3), index)
      .some((t) => t.tags.has("Negative") || t.word === "not" || t.word.endsWith("n't"));
    result.push({ lemma: token.lemma, negated, index });
  }
  return result;
}
