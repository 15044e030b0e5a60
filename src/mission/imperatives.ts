import { moreANoun, taggedUses } from "./wordChecks.js";
import type { WordNet } from "../lexicon/index.js";
import type { Token } from "./phrases.js";

/** Particles of a motion ("nip down to", "pop over", "scoot round"). */
const MOTION_PARTICLES = new Set(
  "down up over across round around into out back along through off in".split(" "),
);
/** Words after which a clause starts with its verb: "… and nip down", "then nip over", "pls pop round". */
const CLAUSE_OPENERS = new Set("and then pls please can could you to n".split(" "));

/**
 * "nip down to the pond": a word the tagger read as a noun at the start of a clause, followed at once by a
 * particle of motion, is the clause's verb — a noun phrase does not open a clause and run straight into "down to".
 */
export function imperativesOfMotion(tokens: Token[]): Token[] {
  return tokens.map((token, i) => {
    const next = tokens[i + 1];
    const opens = opensAClause(tokens, i);
    if (
      !opens ||
      token.tags.has("Verb") ||
      !token.tags.has("Noun") ||
      token.tags.has("Pronoun") ||
      next === undefined ||
      next.sentence !== token.sentence ||
      !MOTION_PARTICLES.has(next.word) ||
      (tokens[i + 2]?.tags.has("Noun") === true && !MOTION_PARTICLES.has(tokens[i + 2]?.word ?? ""))
    )
      return token;
    return { ...token, tags: new Set(["Verb", "Infinitive", "Imperative"]) };
  });
}

/**
 * "check huts 21 to 26 on East Row": a singular noun opening a clause, then plural things numbered, with no verb
 * after them, is the clause's verb when English uses the word more as a verb than as a noun (WordNet's tagged
 * counts: "check" is, "bay" in "bay markers 2-5" is not) — the numbers say the plural is the thing counted, and a
 * request needs a verb.
 */
export async function imperativesBeforeNumberedThings(
  wordnet: WordNet,
  tokens: Token[],
): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    const next = tokens[i + 1];
    const opens = opensAClause(tokens, i);
    if (
      !opens ||
      token.tags.has("Verb") ||
      !token.tags.has("Singular") ||
      token.tags.has("Pronoun") ||
      token.tags.has("ProperNoun") ||
      next === undefined ||
      next.sentence !== token.sentence ||
      !next.tags.has("Plural") ||
      tokens[i + 2]?.tags.has("Value") !== true ||
      tokens
        .slice(i + 2)
        .some(
          (t) =>
            t.sentence === token.sentence &&
            t.tags.has("Verb") &&
            !t.tags.has("Copula") &&
            !t.tags.has("Auxiliary"),
        )
    )
      continue;
    if (
      (await taggedUses(wordnet, token.lemma, "v")) <= (await taggedUses(wordnet, token.lemma, "n"))
    )
      continue;
    fixed[i] = { ...token, tags: new Set(["Verb", "Infinitive", "Imperative"]) };
  }
  return fixed;
}

/** Whether a word opens a clause: first of its sentence, after a pause, or after "and", "then", "pls", … */
function opensAClause(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  const token = tokens[i];
  return (
    before === undefined ||
    before.sentence !== token?.sentence ||
    before.pause === true ||
    CLAUSE_OPENERS.has(before.word)
  );
}

/**
 * "Tank up in the workshop roof has let go": a sentence's first word, read as a command, is the noun the sentence
 * is about when a place is said of it ("up in the …") and the sentence then goes on with a verb of its own in the
 * past or after "has"/"is" — a command has no such verb of its own — and English uses the word more as a noun than
 * as a verb (WordNet's tagged counts: "tank" is, "check" in "check up in the roof is done" is not).
 */
export async function nounsOpeningStatements(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    const next = tokens[i + 1];
    if (tokens[i - 1] !== undefined && tokens[i - 1]?.sentence === token.sentence) continue;
    if (!token.tags.has("Imperative") || token.tags.has("Noun") || token.pause === true) continue;
    if (next === undefined || next.sentence !== token.sentence || !next.tags.has("Preposition"))
      continue;
    let j = i + 2;
    while (
      tokens[j] !== undefined &&
      tokens[j]?.sentence === token.sentence &&
      tokens[j - 1]?.pause !== true &&
      !tokens[j]?.tags.has("Verb")
    )
      j += 1;
    const verb = tokens[j];
    if (verb === undefined || verb.sentence !== token.sentence || tokens[j - 1]?.pause === true)
      continue;
    const finite =
      verb.tags.has("Auxiliary") || verb.tags.has("Copula") || verb.tags.has("PastTense");
    if (!finite || tokens[j - 1]?.tags.has("Pronoun") === true) continue;
    if (!(await moreANoun(wordnet, token.lemma))) continue;
    fixed[i] = { ...token, tags: new Set(["Noun", "Singular"]) };
  }
  return fixed;
}

/**
 * "407's not in lane 5 where the board's got it": a fleet number that opens a statement, before "is" or "has", is
 * the thing the statement is about — a bus, a van, a boat known by its number, its kind unsaid.
 */
export function numbersOpeningStatements(tokens: Token[]): Token[] {
  return tokens.map((token, i) => {
    const before = tokens[i - 1];
    const opens =
      before === undefined || before.sentence !== token.sentence || before.pause === true;
    const next = tokens[i + 1];
    if (!opens || !/^\d{2,}[a-z]?$/.test(token.word) || next?.sentence !== token.sentence)
      return token;
    if (!next.tags.has("Copula") && !next.tags.has("Auxiliary")) return token;
    return { ...token, tags: new Set(["Noun", "Singular"]) };
  });
}
