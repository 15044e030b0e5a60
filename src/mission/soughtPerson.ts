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
 * to — not the car, the phone or the shed said of them. Undefined when no person is what a seeking verb takes.
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
    // So is "him" back to someone told of by what they are ("the chiller contractor … go and find him").
    const pointedBack =
      (sought?.word === "him" || sought?.word === "her") &&
      (tokens.slice(0, j).some(isAName) ||
        (await toldOf(wordnet, tokens.slice(0, j), "noun.person"))) &&
      !(await toldOf(wordnet, tokens, "noun.animal"));
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

/** Whoever: "someone heard it" tells of nobody in particular. */
const ANYONE = new Set([
  "someone",
  "somebody",
  "anyone",
  "anybody",
  "everyone",
  "everybody",
  "nobody",
]);

/**
 * Whether a noun said among the tokens is, by its commonest sense that is not a proper noun's, of WordNet's file
 * `lexName`: an animal ("one of the ewes"; "Ewe", a people, does not count) or a person ("the contractor"; not
 * "someone").
 */
async function toldOf(
  wordnet: WordNet,
  tokens: readonly Token[],
  lexName: "noun.animal" | "noun.person",
): Promise<boolean> {
  for (const token of tokens) {
    if (!token.tags.has("Noun") || token.tags.has("Pronoun") || isAName(token)) continue;
    if (ANYONE.has(token.word)) continue;
    const sense = (await wordnet.senses(token.lemma, "n")).find(
      (s) => !(s.lemmas ?? []).some((l) => l.toLowerCase() === token.lemma && l !== token.lemma),
    );
    if (sense?.lexName === lexName) return true;
  }
  return false;
}
