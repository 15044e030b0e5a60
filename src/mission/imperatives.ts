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
    const before = tokens[i - 1];
    const next = tokens[i + 1];
    const opens =
      before === undefined ||
      before.sentence !== token.sentence ||
      before.pause === true ||
      CLAUSE_OPENERS.has(before.word);
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
