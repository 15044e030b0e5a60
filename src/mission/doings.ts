import type { WordNet } from "../lexicon/index.js";
import type { PlaceQualifier, Subject } from "./MissionGoal.js";
import { commonestVerbSenses } from "./sensedVerbs.js";
import type { NounPhrase, Token } from "./phrases.js";
import type { SenseKind } from "./senseKinds.js";

/** Verbs whose -ing form goes on saying what their subject does: "is leaking oil", "keeps tripping the breaker". */
const CARRYING = new Set(["be", "keep", "start", "stop", "finish", "continue", "quit"]);

/**
 * "Last had it out in the forklift yard loading the Marshalls wagon", "dropped her phone out riding the
 * bridleway": a participle said after where something happened tells what someone was doing at the time, and its
 * object is the scene, not what to look for. Marks, in place, such objects as context (up to the next pause or
 * sentence), when something else is still asked about, and returns those a verb of motion goes along ("riding the
 * bridleway"). A participle that opens its clause ("checking the pumps,
 * …") or carries on a verb before it ("is leaking oil") is left alone.
 */
export async function doingsAsContext(
  wordnet: WordNet,
  subjects: Subject[],
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
  kinds: ReadonlyMap<string, SenseKind>,
): Promise<NounPhrase[]> {
  const scene = new Set<string>();
  const travelled: NounPhrase[] = [];
  for (const [i, token] of tokens.entries()) {
    if (!token.tags.has("Gerund") || !token.tags.has("Verb") || token.pause === true) continue;
    const before = tokens[i - 1];
    if (before === undefined || before.sentence !== token.sentence || before.pause === true)
      continue;
    if (before.tags.has("Verb") || before.tags.has("Preposition") || CARRYING.has(before.lemma))
      continue;
    // Said after where it happened ("in the forklift yard", "out"). Right after a thing said bare it tells what
    // the thing does ("a lorry blocking the gate"), which may be the trouble.
    const place = phrases.find((p) => p.end === i - 1);
    if (!before.tags.has("Adverb") && place?.preposition === undefined) continue;
    if (!someoneActs(tokens, i, phrases, kinds) || !toldInThePast(tokens, i)) continue;
    // ("out on the air drying stacks": a participle before a bare noun describes it; an act takes "the", "his".)
    const opener = tokens[i + 1];
    if (opener === undefined || !(opener.tags.has("Determiner") || opener.tags.has("Possessive")))
      continue;
    const object = phrases.find((p) => p.start > i && p.sentence === token.sentence);
    if (object === undefined || object.preposition !== undefined) continue;
    if (tokens.slice(i + 1, object.start).some((t) => t.pause === true || t.tags.has("Verb")))
      continue;
    scene.add(object.text);
    const senses = await commonestVerbSenses(wordnet, token.lemma);
    if (senses.some((sense) => sense.lexName === "verb.motion")) travelled.push(object);
  }
  if (!subjects.some((s) => !s.related && s.concrete && !scene.has(s.text))) return [];
  for (const [i, s] of subjects.entries())
    if (scene.has(s.text)) subjects[i] = { ...s, related: true };
  return travelled;
}

/**
 * "She dropped her phone out riding the bridleway": in a search for a thing lost, a way the loser went along is
 * where to look. Moves such ways (from {@link doingsAsContext}) from the subjects to the places ("along").
 */
export function waysTravelledAsPlaces(
  travelled: readonly NounPhrase[],
  subjects: Subject[],
  places: PlaceQualifier[],
): void {
  for (const way of travelled) {
    if (!places.some((p) => p.text === way.text))
      places.push({ relation: "along", text: way.text, head: way.head });
    const at = subjects.findIndex((s) => s.text === way.text && s.related);
    if (at >= 0) subjects.splice(at, 1);
  }
}

/** Pronouns of people that may be a clause's subject. */
const PEOPLE = new Set(["i", "we", "he", "she", "they", "you"]);

/**
 * Whether a person does the participle's act: a person said before it in its sentence ("she dropped her phone out
 * riding"), or nobody said at all ("Last had it out in the yard loading": the subject is the one just told of).
 * ("There's a tree down on the lane blocking the gate": a thing blocks.)
 */
export function someoneActs(
  tokens: readonly Token[],
  at: number,
  phrases: readonly NounPhrase[],
  kinds: ReadonlyMap<string, SenseKind>,
): boolean {
  const sentence = tokens[at]?.sentence;
  const said = tokens.slice(0, at).filter((t) => t.sentence === sentence);
  if (said.some((t) => PEOPLE.has(t.word))) return true;
  if (phrases.some((p) => p.sentence === sentence && p.end < at && kinds.get(p.text) === "human"))
    return true;
  const first = said[0];
  return (
    first !== undefined &&
    first.word !== "there" &&
    !first.tags.has("Noun") &&
    !first.tags.has("Determiner") &&
    !first.tags.has("Value")
  );
}

/**
 * The participle's sentence tells of the past before it ("she dropped her phone out riding", "had it out in the
 * yard loading"): a story of what happened, not a plan ("can the robot get round using the back road").
 */
function toldInThePast(tokens: readonly Token[], at: number): boolean {
  const sentence = tokens[at]?.sentence;
  return tokens
    .slice(0, at)
    .some(
      (t) =>
        t.sentence === sentence &&
        t.tags.has("Verb") &&
        (t.tags.has("PastTense") || t.word === "had") &&
        !t.tags.has("Participle"),
    );
}
