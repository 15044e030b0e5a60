import { foldOf } from "./ofPhrases.js";
import { perceivedSign, type WordNet } from "../lexicon/index.js";
import { prepositionIndex, SPATIAL_PREPOSITIONS, type NounPhrase, type Token } from "./phrases.js";
import { NEVER } from "./tagRepairs.js";
import { PLACING_PARTICLES } from "./placedThings.js";

/**
 * Grammar around noun phrases that the tagger alone gets wrong: prepositions that belong to the verb before them,
 * and compound nouns it split.
 */

const RELATIVE_PRONOUNS = new Set(["that", "which", "who"]);
/** Words after which "to" names what something was done to ("anything to", "happened to"). */
const DONE_TO = new Set(["anything", "something", "nothing", "happened", "happen", "happens"]);

/**
 * "check on the workers", "look at the engines": a preposition right after a verb belongs to the verb, and what
 * follows is what the verb acts on, not a place. "at" belongs only to verbs of perceiving ("look at", "stare at").
 */
export function particle(
  phrase: NounPhrase,
  tokens: readonly Token[],
  verbSenses: VerbSenses,
): boolean {
  const j = sharedPreposition(tokens, phrase, prepositionIndex(tokens, phrase.start));
  const before = tokens[j - 1];
  if (phrase.preposition === "at") return verbSenses.perceiving.has(j - 1);
  // "look over the winch", "check over the mower": what is looked over is what to look at.
  if (
    phrase.preposition === "over" &&
    (verbSenses.perceiving.has(j - 1) || before?.lemma === "check")
  )
    return true;
  // "look for the rucksack", "have a look for the keys", "search for the dog": what is sought.
  if (phrase.preposition === "for")
    return verbSenses.perceiving.has(j - 1) || SEEKING.has(before?.lemma ?? "");
  // "did the hail do anything to the greenhouses": what is done to is what the mission is about, not a destination.
  if (phrase.preposition === "to" && DONE_TO.has(before?.word ?? "")) return true;
  // "I want eyes on the train", "keep an eye on the pump": what eyes are on is what to look at.
  if (phrase.preposition === "on" && before?.lemma === "eye") return true;
  // "standing on the lawn", "parked on the verge": a verb of posture or contact places what follows (past its
  // particle: "parked up on the overflow").
  const verbAt = PLACING_PARTICLES.has(before?.word ?? "") ? j - 2 : j - 1;
  if (phrase.preposition === "on" && verbSenses.placing.has(verbAt)) return false;
  // "go up the knoll", "climb up the tower": up a place, after a verb of going, is the way there.
  if (phrase.preposition === "up" && verbSenses.moving.has(j - 1)) return false;
  return (
    (phrase.preposition === "on" || phrase.preposition === "up") &&
    before !== undefined &&
    before.tags.has("Verb") &&
    !before.tags.has("Copula")
  );
}

/** Words of seeking whose object follows "for" ("search for", "a hunt for", "keep an eye out for"). */
const SEEKING = new Set([
  "look",
  "search",
  "hunt",
  "seek",
  "scan",
  "sweep",
  "out",
  "feel",
  "check",
]);

/** Token indices of verbs by what their commonest WordNet sense does. */
export interface VerbSenses {
  /** Verbs of perceiving before "at" ("look at"). */
  readonly perceiving: ReadonlySet<number>;
  /** Verbs of posture or contact ("sit", "stand", "lie", "park"). */
  readonly placing: ReadonlySet<number>;
  /** Verbs of saying or thinking ("reckons", "says"): their subject reported something. */
  readonly telling: ReadonlySet<number>;
  /** Verbs of saying only ("says", "reported", not "reads"): their subject is where the news came from. */
  readonly saying: ReadonlySet<number>;
  /** Verbs of seeing ("saw", "spotted", "watched"): "from" after one says where the teller looked from. */
  readonly viewing: ReadonlySet<number>;
  /** Verbs of going ("go", "walk", "climb"): "up" after one leads along a way, it is no particle. */
  readonly moving: ReadonlySet<number>;
}

const PLACING = new Set(["verb.contact", "verb.stative"]);
const TELLING = new Set(["verb.communication", "verb.cognition"]);
const SIGHT = /\b(?:sight|see|glimpse|watch)\b/;

/** Verbs of the mission, sorted by their commonest WordNet sense (lexicographer file). */
export async function verbSenses(wordnet: WordNet, tokens: readonly Token[]): Promise<VerbSenses> {
  const placing = new Set<number>();
  const telling = new Set<number>();
  const saying = new Set<number>();
  const viewing = new Set<number>();
  const moving = new Set<number>();
  for (const [index, token] of tokens.entries()) {
    if (!token.tags.has("Verb") || token.tags.has("Copula") || token.tags.has("Auxiliary"))
      continue;
    const [first] = await wordnet.senses(token.lemma, "v");
    if (first === undefined) continue;
    if (PLACING.has(first.lexName)) placing.add(index);
    if (TELLING.has(first.lexName)) telling.add(index);
    if (first.lexName === "verb.communication") saying.add(index);
    if (first.lexName === "verb.motion") moving.add(index);
    // Perceiving by sight, as WordNet defines it ("perceive by sight", "catch sight of"): not hearing or
    // smelling, where "from" names the source ("a bang from the shed").
    if (first.lexName === "verb.perception" && SIGHT.test(first.definition)) viewing.add(index);
  }
  const perceiving = await perceptionVerbs(wordnet, tokens);
  return { perceiving, placing, telling, saying, viewing, moving };
}

/**
 * Indices of words before "at" whose most common verb sense is one of perceiving (WordNet's `verb.perception`):
 * "look at", "stare at", and "take a look at" where the tagger reads "look" as a noun; and of verbs so before
 * "over" ("look over the winch").
 */
export async function perceptionVerbs(
  wordnet: WordNet,
  tokens: readonly Token[],
): Promise<Set<number>> {
  const found = new Set<number>();
  for (const [index, token] of tokens.entries()) {
    // ("look over the winch" too, but not "a look over the yard": over a place, the look is a noun.)
    const next = tokens[index + 1]?.word;
    if (!(next === "at" || (next === "over" && token.tags.has("Verb"))) || token.tags.has("Copula"))
      continue;
    const [first] = await wordnet.senses(token.lemma, "v");
    if (first?.lexName === "verb.perception") found.add(index);
  }
  return found;
}

/**
 * "the street lights" where the tagger read "lights" as a verb: a phrase followed by a word that makes a
 * compound WordNet knows ("street light") takes that word as its head.
 */
export async function withCompounds(
  wordnet: WordNet,
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): Promise<NounPhrase[]> {
  const out: NounPhrase[] = [];
  for (const phrase of phrases) {
    const next = tokens[phrase.end + 1];
    const taken = out.some((p) => p.start <= phrase.end + 1 && p.end >= phrase.end + 1);
    if (
      next !== undefined &&
      !taken &&
      next.sentence === phrase.sentence &&
      // "no heat in the office - radiators, kettle": a pause ends the phrase ("office radiator" is no compound here).
      tokens[phrase.end]?.pause !== true &&
      /^[a-z]+$/.test(next.lemma) &&
      // ("the bar is missing": "is" is no plural noun, and "bar" + "i" is a city; "the arm or the box": "armor" is
      // no compound said — a function word never ends a noun.)
      !NEVER.some((tag) => next.tags.has(tag))
    ) {
      const noun = next.word.endsWith("s") ? next.word.slice(0, -1) : next.lemma;
      const compound = `${phrase.head} ${noun}`;
      // "the supply crates that came in": a plural noun the tagger read as a verb, since a relative pronoun
      // follows it.
      const relative = RELATIVE_PRONOUNS.has(tokens[phrase.end + 2]?.word ?? "");
      // "two hay bales": after a count above one, a singular noun is not the head; the plural after it is.
      const first = tokens[phrase.start];
      const counted =
        first !== undefined &&
        first.tags.has("Cardinal") &&
        !/^(?:one|1)$/.test(first.word) &&
        !(tokens[phrase.end]?.tags.has("Plural") ?? false);
      const known =
        (await wordnet.senses(compound)).length > 0 ||
        (await wordnet.senses(`${phrase.head}${noun}`)).length > 0 ||
        ((relative || counted) &&
          next.word.endsWith("s") &&
          (await wordnet.senses(noun, "n")).length > 0);
      if (known) {
        out.push({
          ...phrase,
          text: `${phrase.text} ${noun}`,
          head: noun,
          end: phrase.end + 1,
          plural: phrase.plural || next.word.endsWith("s"),
        });
        continue;
      }
    }
    out.push(phrase);
  }
  return out;
}

/** Nouns of a part of a place ("the back of the barn", "the far end of the pier"): the place is what follows. */
const PLACE_PARTS = new Set([
  "end",
  "side",
  "edge",
  "corner",
  "back",
  "front",
  "rear",
  "middle",
  "centre",
  "center",
  "top",
  "bottom",
  "half",
  "part",
]);

/**
 * "at the back of the barn" is at the barn: a phrase naming a part of a place gives its preposition to the place
 * after "of", and is dropped; "the east end" alone stays as said.
 */
export function partsOfPlaces(
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): NounPhrase[] {
  // "round the back by the garages": a bare part right before another place is a part of that place.
  const partOfNext = (phrase: NounPhrase, i: number): boolean => {
    const next = phrases[i + 1];
    return (
      PLACE_PARTS.has(phrase.head) &&
      phrase.text === phrase.head &&
      phrase.preposition !== undefined &&
      SPATIAL_PREPOSITIONS.has(phrase.preposition) &&
      next !== undefined &&
      next.sentence === phrase.sentence &&
      next.preposition !== undefined &&
      tokens[phrase.end + 1]?.word === next.preposition &&
      SPATIAL_PREPOSITIONS.has(next.preposition) &&
      !PLACE_PARTS.has(next.head)
    );
  };
  return foldOf(phrases, tokens, {
    heads: PLACE_PARTS,
    join: (part, place) => ({ ...place, preposition: part.preposition ?? "at" }),
    keep: (phrase, i) => !partOfNext(phrase, i),
  });
}

/** Conjunctions that open a clause of time: "before we open", "once the rain stops". */
const TIME_CONJUNCTIONS = new Set([
  "before",
  "after",
  "until",
  "till",
  "once",
  "when",
  "while",
  "since",
]);

/** Pronouns that are a clause's subject. */
const SUBJECT_PRONOUNS = new Set(["i", "we", "you", "he", "she", "they"]);

/** Time conjunctions that say when, never why. */
const PURELY_TEMPORAL = new Set(["since", "before", "until", "till", "once"]);

/**
 * Token indices inside a clause of time that opens a sentence (or, for "since" and the like, anywhere) ("Before we open the gates, can you check
 * …"): its things say when, not what to look at. The clause ends at a pause, or where the main clause starts
 * with a modal and its subject ("can you").
 */
export function timeClause(tokens: readonly Token[]): Set<number> {
  const inside = new Set<number>();
  for (const [start, token] of tokens.entries()) {
    const opens = start === 0 || tokens[start - 1]?.sentence !== token.sentence;
    // Mid-sentence, only the conjunctions that never give a reason: "a noise since the wind got up" says when;
    // "it stopped when the generator tripped" may say why.
    if (!TIME_CONJUNCTIONS.has(token.word) || (!opens && !PURELY_TEMPORAL.has(token.word)))
      continue;
    // "the woman on the till said …": after an article the word is a noun (a till), not a conjunction.
    if (tokens[start - 1]?.tags.has("Determiner") === true) continue;
    for (const i of clauseAfter(tokens, start)) inside.add(i);
  }
  return inside;
}

/**
 * The words of the clause a conjunction at `start` opens, up to a pause or the start of the main clause (a modal and
 * its subject, "can you"; a subject pronoun and its verb, "we need"). None when it has no verb: "after the storm"
 * alone is a cause, not a clause.
 */
export function clauseAfter(tokens: readonly Token[], start: number): number[] {
  const token = tokens[start] as Token;
  const inside: number[] = [];
  let end = start + 1;
  let verb = false;
  while (end < tokens.length && tokens[end]?.sentence === token.sentence) {
    const t = tokens[end] as Token;
    // ("after last night can you check …": the main clause starts at "can you", whether or not the clause of
    // time had a verb of its own.)
    if (t.tags.has("Modal") && tokens[end + 1]?.tags.has("Pronoun") === true) break;
    // ("after that wind last night I want …", "when you get there we need …": a subject and its verb past the
    // clause's first word start the main clause.)
    if (
      end > start + 1 &&
      SUBJECT_PRONOUNS.has(t.word) &&
      (tokens[end + 1]?.tags.has("Verb") === true || tokens[end + 1]?.tags.has("Modal") === true)
    )
      break;
    // ("when the line came down and she's not come home": a new subject after "and" starts a clause of its own.)
    if ((t.word === "and" || t.word === "but") && tokens[end + 1]?.tags.has("Pronoun") === true)
      break;
    if (t.tags.has("Verb")) verb = true;
    inside.push(end);
    if (t.pause === true) break;
    end += 1;
  }
  return verb ? inside : [];
}

/** Verbs that lend their meaning to the noun after them: "take a look", "have a wander", "do a sweep". */
export const LIGHT_VERBS = new Set(["take", "have", "give", "do", "make", "go"]);
const ACTS = new Set(["noun.act"]);
/** WordNet's files of verbs of going and looking: their nouns after a light verb are the act ("do a sweep"). */
const VERB_ACTS = new Set(["verb.motion", "verb.perception"]);
/** What follows an act of looking in "have a … round", "… about", "… for it", "… at it". */
const LOOKING_ON = new Set(["round", "around", "about", "for", "at"]);
const INDEFINITE = new Set(["a", "an", "another", "one", "quick"]);
const THINGS = new Set([
  "noun.artifact",
  "noun.object",
  "noun.person",
  "noun.animal",
  "noun.location",
]);

/**
 * Start indices of phrases that name the act a light verb does ("take a look around", "give it a once-over",
 * "go for a walk"): one of the head's first senses is an act (WordNet `noun.act`), so the phrase is how to
 * look, never what to look for. "take the ladder" keeps its ladder: no sense of it is an act.
 */
export async function lightVerbActs(
  wordnet: WordNet,
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): Promise<Set<number>> {
  const acts = new Set<number>();
  for (const phrase of phrases) {
    // "eyes on the train", "an eye on the pump": a look, as "take a look at" is (see `particle`).
    if (phrase.head === "eye" && tokens[phrase.end + 1]?.word === "on") {
      acts.add(phrase.start);
      continue;
    }
    let j = phrase.start - 1;
    // Between the verb and its act: "a", "quick", "it", "for".
    while (j >= 0 && j >= phrase.start - 4 && !LIGHT_VERBS.has(tokens[j]?.lemma ?? "")) {
      const t = tokens[j] as Token;
      const filler =
        t.tags.has("Determiner") ||
        t.tags.has("Adjective") ||
        t.tags.has("Pronoun") ||
        t.word === "for";
      if (!filler) break;
      j -= 1;
    }
    if (j < 0 || !LIGHT_VERBS.has(tokens[j]?.lemma ?? "")) continue;
    // "making a din": what is heard or smelled is a sign to trace, whatever act the verb makes of it.
    if ((await perceivedSign(wordnet, phrase.head)) !== undefined) continue;
    const senses = (await wordnet.senses(phrase.head, "n")).slice(0, 3);
    // ("do a sweep of the car park": after "a", a noun whose commonest verb is a way of moving or looking, and
    // whose commonest sense is no thing, is that act — "has the seaplane tied up" is no act.)
    const verb = (await wordnet.senses(phrase.head, "v"))[0];
    const indefinite = INDEFINITE.has(tokens[phrase.start - 1]?.word ?? "");
    const thing = THINGS.has(senses[0]?.lexName ?? "");
    // ("had the hurdles over": a definite article before a word that first of all names a thing makes it that
    // thing, whatever act the word can also name.)
    if (thing && !indefinite && tokens[phrase.start - 1]?.tags.has("Determiner") === true) continue;
    // ("have a scout round", "have a nosey for it": "have a …" and then where or what for is an idiom of looking —
    // the word is the act when its verb is one of moving or looking, or WordNet knows it as no noun at all.)
    const idiom =
      tokens[j]?.lemma === "have" &&
      indefinite &&
      LOOKING_ON.has(tokens[phrase.end + 1]?.word ?? "") &&
      ((verb !== undefined && VERB_ACTS.has(verb.lexName)) || senses.length === 0);
    if (
      idiom ||
      senses.some((s) => ACTS.has(s.lexName)) ||
      (indefinite && !thing && verb !== undefined && VERB_ACTS.has(verb.lexName))
    )
      acts.add(phrase.start);
  }
  return acts;
}

/**
 * "check over the trailers and the winches": a phrase joined to another by "and" or "or" shares its preposition. The
 * index of that preposition, back over the conjuncts of the same sentence; else `j` as found.
 */
function sharedPreposition(tokens: readonly Token[], phrase: NounPhrase, j: number): number {
  const joiner = tokens[j]?.word;
  if (joiner !== "and" && joiner !== "or") return j;
  for (let k = j - 1; k >= 0 && tokens[k]?.sentence === tokens[j]?.sentence; k -= 1) {
    if (tokens[k]?.word === phrase.preposition) return k;
    if (tokens[k]?.tags.has("Verb") === true) break;
  }
  return j;
}
