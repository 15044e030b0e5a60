import nlp from "compromise";
import type { WordNet } from "../lexicon/index.js";
import { AERIAL_VIEWPOINTS, GENERIC_NOUNS, REPORTING_VERBS } from "./cues.js";
import type { VerbSenses } from "./clauses.js";
import type { Subject } from "./MissionGoal.js";
import type { NounPhrase, Token } from "./phrases.js";
import type { SenseKind } from "./senseKinds.js";

/**
 * Who and what a mission mentions without being about: observers, tellers and where they are from, askers,
 * times, names no dictionary knows, and whoever did a deed to a thing (the thing is the subject). General
 * English only.
 */

/** Words between a verb of seeing and the "from" phrase of where it was seen from, at most. */
const VIEW_SPAN = 8;
const MODALS = new Set(["can", "could", "will", "would", "should", "may", "might", "must"]);

/** Phrases that are not what the mission is about: observers, askers, reporters, times, generic words. */
export function ignored(
  phrase: NounPhrase,
  kind: SenseKind,
  tokens: readonly Token[],
  hiddenFromAir: boolean,
  senses: VerbSenses,
): boolean {
  const words = phrase.text.split(" ");
  // The drone or the sky is who looks when the mission is about what cannot be seen from above.
  const observing = hiddenFromAir || phrase.preposition === "from" || phrase.preposition === "by";
  if (observing && words.some((word) => AERIAL_VIEWPOINTS.has(word))) return true;
  if (GENERIC_NOUNS.has(phrase.head) || GENERIC_NOUNS.has(phrase.text)) return true;
  // "Duty warden here.", "Clerk of the course here.": who is speaking.
  let close = phrase.end + 1;
  if (tokens[close]?.word === "of")
    while (close < phrase.end + 5 && tokens[close]?.word !== "here") close += 1;
  const here = tokens[close];
  if (
    here?.word === "here" &&
    // ("Feed driver here, I've …": a comma may end the greeting when it opens the message.)
    (tokens[close + 1]?.sentence !== here.sentence ||
      (here.pause === true && here.sentence === 0)) &&
    tokens.slice(0, phrase.start).every((t) => t.sentence !== here.sentence)
  )
    return true;
  if (kind === "time" || kind === "abstract-generic") return true;
  // "answers to Dippy": a verb the tagger took for a plural noun, before a name; it names nothing to find.
  if (
    phrase.start === phrase.end &&
    phrase.plural &&
    tokens[phrase.end + 1]?.word === "to" &&
    tokens[phrase.end + 2]?.tags.has("ProperNoun") === true
  )
    return true;
  // "answers to Meg", "goes by Fly": the name an animal answers to is no place and no thing.
  const previous = tokens[phrase.start - 1]?.word;
  const verb = tokens[phrase.start - 2]?.lemma;
  if (
    (previous === "to" && (verb === "answer" || verb === "answers")) ||
    (previous === "by" && (verb === "go" || verb === "goes"))
  )
    return true;
  // "a hell of a noise", "a beast of a job": in "a N of a N" the first noun only says how much; the second is
  // what is meant.
  const article = (t: Token | undefined): boolean => t?.word === "a" || t?.word === "an";
  if (
    phrase.start === phrase.end &&
    article(tokens[phrase.start - 1]) &&
    tokens[phrase.end + 1]?.word === "of" &&
    article(tokens[phrase.end + 2])
  )
    return true;
  // A word no dictionary knows: a name when capitalised mid-sentence ("Gaz left the gator"), a time after
  // "last" or "next" ("last nite"). Neither is a thing a detector could look for.
  if (kind === "unknown") {
    const head = tokens[phrase.end];
    // ("down to the Ings", "out on the Hagg": a name with "the" is a place's, not a person's; "on the SCADA",
    // "near the PDU" are a system's and a box's.)
    if (
      head?.tags.has("ProperNoun") === true &&
      phrase.start === phrase.end &&
      (tokens[phrase.start - 1]?.word !== "the" || head.tags.has("Acronym"))
    )
      return true;
    if (/^(?:last|next|this)$/.test(tokens[phrase.start]?.word ?? "")) return true;
  }
  // "our quadcopter can't see …": whatever cannot see is an observer, never a subject.
  const following = tokens
    .slice(phrase.end + 1, phrase.end + 5)
    .map((t) => t.word)
    .join(" ");
  if (
    /^(?:\w+ )?(?:can't|cannot|can not|couldn't|could not|doesn't|does not|won't)\s+(?:see|spot|view|reach|cover)\b/.test(
      following,
    )
  )
    return true;
  // "saw it rocking from the office window": where the teller looked from, not what to look at.
  if (
    phrase.preposition === "from" &&
    [...senses.viewing].some((verb) => verb < phrase.start && phrase.start - verb <= VIEW_SPAN)
  )
    return true;
  // (Across a comma the next clause is the operator's own: "… and the access hatches, tell me if …".)
  // (Nor is the next sentence's: "…lost his car keys. Says he was sat in the hide" — the keys tell nothing.)
  const next = tokens[phrase.end + 1];
  const after =
    tokens[phrase.end]?.pause === true || next?.sentence !== tokens[phrase.end]?.sentence
      ? undefined
      : next;
  // "the control room says …", "site security reported …": whoever tells, person or office, is the source.
  if (phrase.preposition === undefined && after !== undefined && senses.saying.has(phrase.end + 1))
    return true;
  // "mum reckons she had it": whoever thinks or tells is a teller, whatever else the word may mean ("mum" is
  // a chrysanthemum first in WordNet); a thing to look at does not reckon.
  if (
    phrase.preposition === undefined &&
    after !== undefined &&
    senses.telling.has(phrase.end + 1) &&
    after.tags.has("PresentTense") &&
    // … followed by what is thought ("reckons she had it", "thinks that …"); "the gauge reads low" is a reading.
    (tokens[phrase.end + 2]?.tags.has("Pronoun") === true ||
      tokens[phrase.end + 2]?.word === "that")
  )
    return true;
  if (kind === "human") {
    // "could the kids use …", "the crew says …": the people asking or telling, not the people to find.
    const before = tokens[phrase.start - 1]?.word ?? "";
    const before2 = tokens[phrase.start - 2]?.word ?? "";
    if (MODALS.has(before) || MODALS.has(before2)) return true;
    // "the neighbours will be on the phone": people in what may happen next are context, not who to find.
    if (after !== undefined && MODALS.has(after.word) && after.word !== "can") return true;
    if (after !== undefined && REPORTING_VERBS.has(after.lemma)) return true;
    // "the caretaker reckons …", "the neighbour says …": a verb of saying or thinking (WordNet) follows.
    if (after !== undefined && senses.telling.has(phrase.end + 1)) return true;
    // "the lad who had it says …": past a clause saying which one, the same.
    if (after?.word === "who") {
      for (let j = phrase.end + 3; j <= phrase.end + RELATIVE_SPAN; j += 1) {
        const t = tokens[j];
        if (t === undefined || t.sentence !== after.sentence || tokens[j - 1]?.pause === true)
          break;
        if (REPORTING_VERBS.has(t.lemma) || senses.telling.has(j)) return true;
      }
    }
  }
  return false;
}

/** Words a clause saying which person ("who had it") may run to before the person's own verb. */
const RELATIVE_SPAN = 6;

/**
 * "the lady from van 22 reckons …": who tells may be said with where they are from. The index of the verb of
 * telling after such a phrase, if it is one; the words between say who tells, not what to look at.
 */
export function tellerFrom(
  phrase: NounPhrase,
  tokens: readonly Token[],
  senses: VerbSenses,
): number | undefined {
  if (tokens[phrase.end + 1]?.tags.has("Preposition") !== true) return undefined;
  const verb = tokens.findIndex(
    (t, i) => i > phrase.end + 1 && i <= phrase.end + 5 && t.tags.has("Verb"),
  );
  return verb > 0 && senses.telling.has(verb) ? verb : undefined;
}

const INDEFINITE_PERSONS = new Set([
  "anyone",
  "anybody",
  "someone",
  "somebody",
  "everyone",
  "everybody",
]);

/**
 * "Is anyone hurt?", "check nobody is trapped": a person is the subject, named as WordNet names the synset of
 * "somebody" — unless that someone is only the one who reported something ("someone said …").
 */
function infinitiveOf(word: string): string {
  return nlp(word).verbs().toInfinitive().text().toLowerCase() || word;
}

export async function indefinitePerson(
  wordnet: WordNet,
  tokens: readonly Token[],
  /** Token indices inside a clause of time: "before anyone rides it" says when, and seeks no one. */
  saysWhen: ReadonlySet<number> = new Set(),
): Promise<Subject | undefined> {
  const index = tokens.findIndex((t) => INDEFINITE_PERSONS.has(t.word) || t.word === "nobody");
  if (index < 0 || saysWhen.has(index)) return undefined;
  const next = tokens[index + 1];
  // "Anyone seen my tablet?" asks people; the tagger leaves some participles ("seen") without their root.
  if (
    next !== undefined &&
    (REPORTING_VERBS.has(next.lemma) || REPORTING_VERBS.has(infinitiveOf(next.word)))
  )
    return undefined;
  if (agentOfAPastDeed(tokens, index)) return undefined;
  const word = (await wordnet.senses("somebody"))[0]?.words[0];
  return word === undefined
    ? undefined
    : { text: word, head: word, concrete: true, quantity: "all", sense: "human", related: false };
}

const AUXILIARIES = new Set(["was", "were", "has", "have", "had", "been", "is", "are"]);
/** A person word with "'s" for "has" or "is" on it ("nobody's signed it out"). */
const CONTRACTED = /'s$/;

/**
 * "someone was smashing things", "somebody left the gate open": whoever did something to a thing is the one
 * who did it, likely gone; the thing is what to look at. "someone fell in the pond" or "someone is hurt" has
 * no thing done to, so the person stays the subject.
 */
function agentOfAPastDeed(tokens: readonly Token[], person: number): boolean {
  let i = person + 1;
  // "someone is smashing things" is happening now: that someone is there to be found.
  // ("nobody's signed it out": the "'s" before a past participle is "has".)
  let pastAuxiliary =
    CONTRACTED.test(tokens[person]?.word ?? "") && tokens[i]?.tags.has("PastTense") === true;
  while (AUXILIARIES.has(tokens[i]?.word ?? "")) {
    pastAuxiliary ||= !/^(?:is|are)$/.test(tokens[i]?.word ?? "");
    i += 1;
  }
  const verb = tokens[i];
  if (verb === undefined || !verb.tags.has("Verb") || verb.tags.has("Copula")) return false;
  // "reported someone smashing the lamps": a deed someone was seen or heard doing is past too.
  const reported =
    person > 0 && tokens[person - 1]?.tags.has("PastTense") === true && verb.tags.has("Gerund");
  const past = verb.tags.has("PastTense") || (pastAuxiliary && verb.tags.has("Gerund")) || reported;
  if (!past) return false;
  let j = i + 1;
  while (tokens[j]?.tags.has("Determiner") === true || tokens[j]?.tags.has("Possessive") === true)
    j += 1;
  // ("somebody's signed it out": a deed done to the thing said before, "it", is a deed too; "locked themselves
  // in" is done to the someone, who is still there.)
  return (
    tokens[j]?.tags.has("Noun") === true &&
    (!tokens[j]?.tags.has("Pronoun") || /^(?:it|them)$/.test(tokens[j]?.word ?? ""))
  );
}

/** Words after a phrase, a place said of it ("in the bunkhouse"), before its verb. */
const PLACE_SPAN = 4;

/**
 * "…, the kids in the bunkhouse are upset", "the volunteers keep moving things": a group the operator knows
 * ("the …" and plural) that opens its clause and is followed by its verb (a place said of it may come between)
 * is what the clause tells about — how things stand with it, not what to look for. ("A walker has collapsed"
 * brings someone new into the mission: that one may well be sought.)
 */
export function toldAbout(phrase: NounPhrase, tokens: readonly Token[]): boolean {
  if (!phrase.plural || tokens[phrase.start - 1]?.word !== "the") return false;
  let start = phrase.start;
  while (
    start > 0 &&
    ["Determiner", "Possessive", "Adjective"].some((tag) => tokens[start - 1]?.tags.has(tag))
  )
    start -= 1;
  const before = tokens[start - 1];
  const opens =
    before === undefined ||
    before.sentence !== tokens[phrase.start]?.sentence ||
    before.pause === true ||
    before.tags.has("Conjunction");
  if (!opens || tokens[phrase.end]?.pause === true) return false;
  let i = phrase.end + 1;
  if (tokens[i]?.tags.has("Preposition") === true) {
    const limit = i + PLACE_SPAN;
    while (i < limit && tokens[i] !== undefined && !tokens[i]?.tags.has("Verb")) i += 1;
  }
  const verb = tokens[i];
  return (
    verb !== undefined && verb.sentence === tokens[phrase.end]?.sentence && verb.tags.has("Verb")
  );
}

/**
 * People a clause tells about, while a thing is sought ("…, the kids in the bunkhouse are upset"), are how things
 * stand, not whom to find: marked related in place.
 */
export function groupsAsContext(
  subjects: Subject[],
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): void {
  for (const [k, s] of subjects.entries()) {
    const phrase = phrases.find((p) => p.text === s.text);
    if (s.sense === "human" && !s.related && phrase !== undefined && toldAbout(phrase, tokens))
      subjects[k] = { ...s, related: true };
  }
}
