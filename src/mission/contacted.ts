import type { WordNet } from "../lexicon/index.js";
import type { Subject } from "./MissionGoal.js";
import { someoneActs } from "./doings.js";
import type { NounPhrase, Token } from "./phrases.js";
import type { SenseKind } from "./senseKinds.js";

/** WordNet's verb above telephoning, e-mailing and texting. */
const TELECOMMUNICATE = "telecommunicate";
/**
 * Two words of WordNet's synset for contacting someone ("reach, get through, get hold of, contact"): each alone is
 * in other synsets too (touching, getting past).
 */
const CONTACT = ["contact", "get through"];

/**
 * "Lady from the livery yard rang the office, she dropped her phone …": whom news was sent to by telephone or
 * message is how the news came, not what to look for. Marks, in place, the object of such a verb — a person's act
 * told in the past, not an order to the robot — as context, when something else is still asked about. WordNet
 * decides what contacting is: a sense of the verb that is contacting, or whose hypernym one or two steps up is
 * telecommunicating.
 */
export async function contactedAsContext(
  wordnet: WordNet,
  subjects: Subject[],
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
  kinds: ReadonlyMap<string, SenseKind>,
): Promise<void> {
  const contacted = new Set<string>();
  for (const phrase of phrases) {
    if (phrase.preposition !== undefined) continue;
    let at = phrase.start - 1;
    while (
      at >= 0 &&
      (tokens[at]?.tags.has("Determiner") === true || tokens[at]?.tags.has("Possessive") === true)
    )
      at -= 1;
    const verb = tokens[at];
    if (verb === undefined || !verb.tags.has("Verb") || verb.sentence !== phrase.sentence) continue;
    // ("Ring the office": an order. "Mountain rescue rang, a walker's phoned in": a pause ends what the verb takes.
    // "The path reaches the doors": a thing reaches, in the present.)
    if (verb.pause === true || !verb.tags.has("PastTense")) continue;
    if (!someoneActs(tokens, at, phrases, kinds)) continue;
    if (!(await contacts(wordnet, verb.lemma))) continue;
    contacted.add(phrase.text);
  }
  if (!subjects.some((s) => !s.related && s.concrete && !contacted.has(s.text))) return;
  for (const [i, s] of subjects.entries())
    if (contacted.has(s.text)) subjects[i] = { ...s, related: true };
}

async function contacts(wordnet: WordNet, verb: string): Promise<boolean> {
  for (const sense of await wordnet.senses(verb, "v")) {
    if (CONTACT.every((word) => sense.words.includes(word))) return true;
    const above = await wordnet.closure(sense, ["hypernym"], { depth: 2 });
    if (above.some((entry) => entry.sense.words.includes(TELECOMMUNICATE))) return true;
  }
  return false;
}
