import type { WordNet } from "../lexicon/index.js";
import type { Subject } from "./MissionGoal.js";
import type { Token } from "./phrases.js";

/** A word the tagger knows as someone's first or family name. */
const isAName = (token: Token): boolean =>
  token.tags.has("FirstName") || token.tags.has("LastName");

/** Verbs of seeking someone out: "find him", "go and look for Stan", "check on Mrs Patel". */
const SEEKING = new Set(["find", "locate", "look", "search", "trace", "check", "fetch"]);
/** Words between such a verb and whom it seeks. */
const SEEKING_PARTICLES = new Set([
  "for",
  "on",
  "after",
  "out",
  "up",
  "mrs",
  "mr",
  "ms",
  "miss",
  "dr",
]);

/**
 * "Go and find him", "look for Stan", "check on Mrs Patel": the one sought is a person, named or pointed back
 * to — not the car or the shed said of them. Undefined when no person is what a seeking verb takes.
 */
export async function soughtPerson(
  wordnet: WordNet,
  tokens: readonly Token[],
): Promise<Subject | undefined> {
  for (const [i, token] of tokens.entries()) {
    if (!SEEKING.has(token.lemma) || !token.tags.has("Verb")) continue;
    let j = i + 1;
    while (SEEKING_PARTICLES.has(tokens[j]?.word ?? "")) j += 1;
    const sought = tokens[j];
    // (A name the tagger knows as a person's, or "him" / "her" back to one — unless an animal is told of too: "one
    // of the ewes is missing … can u find her". "them" may be things.)
    const pointedBack =
      (sought?.word === "him" || sought?.word === "her") &&
      tokens.slice(0, j).some(isAName) &&
      !(await animalToldOf(wordnet, tokens));
    if (sought !== undefined && (pointedBack || isAName(sought))) {
      const word = (await wordnet.senses("somebody"))[0]?.words[0];
      if (word === undefined) return undefined;
      return {
        text: word,
        head: word,
        concrete: true,
        quantity: "one",
        sense: "human",
        related: false,
      };
    }
  }
  return undefined;
}

async function animalToldOf(wordnet: WordNet, tokens: readonly Token[]): Promise<boolean> {
  for (const token of tokens) {
    if (!token.tags.has("Noun") || token.tags.has("Pronoun") || isAName(token)) continue;
    if ((await wordnet.senses(token.lemma, "n"))[0]?.lexName === "noun.animal") return true;
  }
  return false;
}
