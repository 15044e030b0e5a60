import { properSense, type WordNet } from "../lexicon/index.js";
import { ARTICLES, type Token } from "./phrases.js";
import { knownAsNoun } from "./tagRepairs.js";

/** What may follow a plural noun in its clause: a preposition, a verb, an adverb ("the gate signs in the yard are"). */
const AFTER_A_NOUN = ["Preposition", "Particle", "Copula", "Auxiliary", "Modal", "Adverb"];

/** Tags of a word that carries a clause of its own: after one, an earlier "verb" was no verb. */
const FINITE = ["Copula", "Modal", "Auxiliary", "PastTense", "PresentTense"];

/**
 * "check the lane signs in the yard are standing", "lane signs 1-6 by the gate": a noun followed by a word in -s
 * that the tagger read as a verb ("signs", "lights") is a compound with a plural head when the clause has another
 * verb to carry it, or when a number follows (a verb takes no bare number: "the gate posts 3 to 5"). WordNet must
 * know the word as a noun, and the noun before it must open the clause or follow an article, an owner or a verb
 * ("check pump houses 2 and 3"). So is one in what a request acts on ("check over the field shelters out in the
 * turnout"): the verb asked for has the clause.
 */
export async function pluralNouns(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    const before = tokens[i - 1];
    if (before === undefined || before.sentence !== token.sentence || before.pause === true)
      continue;
    if (!token.tags.has("Verb") || token.tags.has("Noun")) continue;
    if (["Copula", "Auxiliary", "Modal", "Passive"].some((tag) => token.tags.has(tag))) continue;
    // ("make sure the dryer is off": the tagger may not call "is" a copula; it is no noun all the same.)
    if (token.lemma === "be" || token.lemma === "have") continue;
    if (!/[^s]s$/.test(token.word) || !before.tags.has("Noun")) continue;
    if (before.tags.has("Pronoun") || before.tags.has("ProperNoun") || before.tags.has("Plural"))
      continue;
    const opener = tokens[i - 2];
    const opens =
      opener === undefined ||
      opener.sentence !== token.sentence ||
      opener.pause === true ||
      ARTICLES.has(opener.word) ||
      opener.tags.has("Possessive") ||
      opener.tags.has("Imperative");
    if (!opens || !(await knownAsNoun(wordnet, token.word))) continue;
    const next = tokens[i + 1];
    const numbered =
      next !== undefined && next.sentence === token.sentence && next.tags.has("Cardinal");
    if (!numbered && !anotherVerbFollows(tokens, i) && !objectOfARequest(tokens, i - 2)) continue;
    // A verb with an object or a clause after it is one: "the mechanic says the floor is slick".
    const governs =
      next !== undefined &&
      next.sentence === token.sentence &&
      !numbered &&
      !AFTER_A_NOUN.some((tag) => next.tags.has(tag));
    if (governs) continue;
    const tags = new Set([...token.tags].filter((t) => !FINITE.includes(t) && t !== "Verb"));
    for (const t of ["Noun", "Plural"]) tags.add(t);
    for (const t of ["PhrasalVerb", "Infinitive", "Imperative"]) tags.delete(t);
    fixed[i] = { ...token, lemma: token.word.replace(/s$/, ""), tags };
    // A particle the tagger joined to the "verb" ("signs in") is a preposition again.
    const particle = tokens[i + 1];
    if (particle?.tags.has("Particle") === true)
      fixed[i + 1] = {
        ...particle,
        tags: new Set([
          ...[...particle.tags].filter((t) => !["Verb", "PhrasalVerb", "Particle"].includes(t)),
          "Preposition",
        ]),
      };
  }
  return fixed;
}

/** Words that open a clause of their own ("the alarm sounds when the door opens"): its verb is not this one's. */
const CLAUSE_OPENERS = new Set([
  "when",
  "whenever",
  "if",
  "because",
  "as",
  "time",
  "after",
  "before",
  "until",
  "till",
  "while",
  "since",
  "so",
  "that",
  "which",
  "who",
  "where",
  "but",
]);

/** Whether a finite verb follows in the same clause (before a pause, a conjunction or the sentence's end). */
function anotherVerbFollows(tokens: readonly Token[], i: number): boolean {
  for (let j = i + 1; j < tokens.length; j += 1) {
    const t = tokens[j];
    if (t === undefined || t.sentence !== tokens[i]?.sentence) return false;
    if (t.tags.has("Conjunction") || CLAUSE_OPENERS.has(t.word)) return false;
    if (FINITE.some((tag) => t.tags.has(tag)) && t.tags.has("Verb") && !t.tags.has("Particle"))
      return true;
    if (t.pause === true) return false;
  }
  return false;
}

/**
 * The article at `opener` opens what a verb asked for acts on: "check over the …", "can you look at the …" — an
 * imperative or infinitive right before it, past at most one particle or preposition.
 */
function objectOfARequest(tokens: readonly Token[], opener: number): boolean {
  if (!ARTICLES.has(tokens[opener]?.word ?? "")) return false;
  for (let j = opener - 1; j >= Math.max(0, opener - 2); j -= 1) {
    const t = tokens[j];
    if (t === undefined || t.sentence !== tokens[opener]?.sentence) return false;
    if (t.tags.has("Verb") && (t.tags.has("Imperative") || t.tags.has("Infinitive")))
      return !["Copula", "Modal", "Particle"].some((tag) => t.tags.has(tag));
    if (!["Adjective", "Adverb", "Particle", "Preposition"].some((tag) => t.tags.has(tag)))
      return false;
  }
  return false;
}

/**
 * "the bottle banks aren't where they were": a word in -s the tagger took for a singular noun, which WordNet knows
 * only as somebody's name ("Banks"), is the plural of the common noun without its -s ("bank").
 */
export async function namesAsPlurals(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    if (!token.tags.has("Noun") || token.tags.has("Plural") || token.tags.has("Pronoun")) continue;
    if (!/[^s]s$/.test(token.word) || token.lemma !== token.word) continue;
    const own = await wordnet.senses(token.word, "n");
    if (own.length === 0 || !own.every((sense) => properSense(sense, token.word))) continue;
    const single = token.word.slice(0, -1);
    const singles = await wordnet.senses(single, "n");
    if (!singles.some((sense) => !properSense(sense, single))) continue;
    const tags = new Set([...token.tags].filter((t) => t !== "Singular"));
    tags.add("Plural");
    fixed[i] = { ...token, lemma: single, tags };
  }
  return fixed;
}
