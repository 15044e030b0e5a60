import {
  gerundBases,
  isKindOf,
  personWord,
  singularWord,
  type WordNet,
} from "../../lexicon/index.js";
import type { MissionGoal } from "../../mission/index.js";
import type { Relevance } from "../../relevance/index.js";
import {
  SOUND,
  firstOfAllAPerson,
  saysNoSource,
  supplySenses,
  withoutGeneralRepeats,
} from "./classSenses.js";
import { unique } from "./unique.js";
import { petFormOf } from "./nameForms.js";
import { supplyCarriers } from "./supplyCarriers.js";

const MAX_TARGET_CLASSES = 4;
/** A word of at least this many letters that starts a class's word may be its clipping ("defib"). */
const CLIPPING_MIN = 4;
/** Hypernym steps from any word for a person (farmhand → hand → laborer → worker → person) up to "person". */
const PERSON_DEPTH = 10;
/** How far above a thing sought a detector's class may be and still be that thing (ewe → sheep, pickup → truck). */
const KIND_ABOVE_DEPTH = 2;
/** What smells, noises and other perceived things are in WordNet. */
const SENSATION = "sensation";
/** How far above a class "machine" or "mechanism" may be (a diesel generator → generator → engine → motor → machine). */
const MAKER_DEPTH = 6;

/** "propane_tank" names a "tank" and a "propane tank"; "supply_depot" does not name a "supply". */
function namesKind(cls: string, phrase: string): boolean {
  const words = cls
    .toLowerCase()
    .split(/[_\s-]+/)
    .map(singularWord);
  const wanted = phrase
    .toLowerCase()
    .split(/[_\s-]+/)
    .map(singularWord);
  if (
    wanted.length <= words.length &&
    wanted.every((w, i) => words[words.length - wanted.length + i] === w)
  )
    return true;
  // A compound is written open, closed or hyphenated ("fire truck", "firetruck"): the same letters name the same kind.
  const closed = wanted.join("");
  return words.some((_, k) => words.slice(k).join("") === closed);
}

/** Subjects a detector can pick out by name: things and people, not substances, events or abstractions. */
export function isDetectable(subject: {
  readonly sense: string;
  readonly concrete: boolean;
}): boolean {
  return subject.concrete && subject.sense !== "substance";
}

/** The classes a mission is about, and which of them stand for a function that failed. */
export interface TargetClasses {
  /** Most relevant first. */
  readonly classes: string[];
  /**
   * Classes grounded by meaning on something that stopped working ("the radio link is down": masts), not
   * on a sensation: a fault on one of them is the failure itself, whatever words its description uses. (A smell or
   * a noise is explained only by a fault that gives it off.)
   */
  readonly providers: ReadonlySet<string>;
  /**
   * The providers WordNet says carry the failed supply's stuff (`supplyCarriers`), not those only closest by
   * meaning: empty when nothing on the map is known to feed what stopped.
   */
  readonly carriers: ReadonlySet<string>;
  /** Classes the mission's words name outright ("the freezers": freezer), not found by meaning. */
  readonly named: ReadonlySet<string>;
  /** Classes taken only because they can make a noise the mission reports with nothing said of its source. */
  readonly noiseMakers: ReadonlySet<string>;
  /** The mission reports a noise and says nothing of what makes it. */
  readonly heard: boolean;
}

/**
 * The classes of map objects the mission is about, most relevant first: the classes its things name, else (or as
 * well, for what it says in other words) those relevance finds closest to its phrases.
 */
export async function groundTargetClasses(options: {
  readonly goal: MissionGoal;
  /** The goal's subjects less those that name a place on the map. */
  readonly subjects: MissionGoal["subjects"];
  /** Classes of the objects on the map that may be targets. */
  readonly classes: readonly string[];
  readonly phrases: readonly string[];
  readonly phraseOf: (subject: { text: string; sense: string }) => string;
  readonly relevance: Relevance;
  readonly wordnet: WordNet;
}): Promise<TargetClasses> {
  const { goal, subjects, classes, phrases, phraseOf, relevance, wordnet } = options;
  const providers = new Set<string>();
  const carried = new Set<string>();
  const bySound = new Set<string>();
  let heard = false;
  // Target classes: the things the mission names, as WordNet knows them (a propane_tank is a tank, a lorry a
  // truck). A named kind is never swapped for a similar one: asked for a tractor, a truck is not the answer.
  // A find is about its own subjects ("a robot"), not what it mentions ("supplies from a boat").
  // A word whose commonest sense is abstract ("signpost": an omen) still names a thing when the map has a class
  // of that name: the map says what the word means here.
  const namesAClass = (s: { text: string }): boolean =>
    classes.some((cls) => namesKind(cls, s.text));
  const thingLike = (s: MissionGoal["subjects"][number]): boolean =>
    s.concrete || (s.sense !== "event" && s.sense !== "time" && namesAClass(s));
  const primary = subjects.filter((s) => thingLike(s) && !s.related);
  // A find for a purpose ("anything we could use to …") is about what serves it, not the people around it.
  const purpose = subjects.some((s) => s.sense === "activity" && !s.related);
  // (A general word the map has a kind of its own for stays: "the grab bag", a red rucksack, is the map's
  // grab_bag, though WordNet's rucksack is a bag.)
  const findsOwn = goal.kind === "find" && (primary.length > 0 || purpose);
  const particular = new Set(findsOwn ? await withoutGeneralRepeats(wordnet, primary) : []);
  const concrete = findsOwn
    ? primary.filter((s) => particular.has(s) || namesAClass(s))
    : subjects.filter(thingLike);
  // A class the whole phrase names ("hand carts": the handcart) is the subject; its head noun alone ("cart") would
  // also take in every other kind of car, so the head is used only for subjects no class names whole.
  // A person sought is named only by a class that is first of all a person: every "washer", "feeder" and
  // "machine" is also, in WordNet's second sense, someone who washes, eats or acts mechanically.
  const kindOfSubject = async (
    cls: string,
    subject: { text: string; sense: string },
  ): Promise<boolean> =>
    (await isKindOf(wordnet, cls, subject.text)) &&
    (subject.sense !== "human" || (await firstOfAllAPerson(wordnet, cls)));
  const namedWhole = new Set<string>();
  for (const subject of concrete)
    for (const cls of classes)
      if (namesKind(cls, subject.text) || (await kindOfSubject(cls, subject)))
        namedWhole.add(subject.text);
  // A word WordNet does not know (a trade word, a clipping: "the defib") means here what the map's classes built
  // on it are ("defib_cabinet"): the map says what the word means, as for "signpost" above.
  const unknown = new Set<string>();
  for (const subject of concrete)
    if (!namedWhole.has(subject.text) && (await wordnet.senses(subject.head)).length === 0)
      unknown.add(subject.text);
  // (A clipping is the start of its word: "defib", "defibrillator"; a pet form doubles its last consonant and
  // ends in -y or -ie, "genny" for a generator, and counts only when one word of the map's classes starts so.)
  const classWords = (cls: string): string[] =>
    cls
      .toLowerCase()
      .split(/[_\s-]+/)
      .map(singularWord);
  const allClassWords = unique(classes.flatMap(classWords));
  // (Worked out once per subject: `builtOn` is asked for every class.)
  const petForms = new Map<string, string | undefined>();
  for (const subject of concrete)
    if (unknown.has(subject.text))
      petForms.set(subject.text, petFormOf(singularWord(subject.head), allClassWords));
  const builtOn = (cls: string, subject: { text: string; head: string }): boolean => {
    if (!unknown.has(subject.text)) return false;
    const head = singularWord(subject.head);
    const petOf = petForms.get(subject.text);
    return classWords(cls).some(
      (word) =>
        word === head || (head.length >= CLIPPING_MIN && word.startsWith(head)) || word === petOf,
    );
  };
  const headsNamedWhole = new Set(
    concrete
      .filter((s) => namedWhole.has(s.text) && s.text !== s.head)
      .map((s) => singularWord(s.head)),
  );
  // Subjects whose head is a room or a building ("the pump room"), looked up once rather than once per class.
  const rooms = new Set<string>();
  for (const subject of concrete) if (await isARoom(wordnet, subject.head)) rooms.add(subject.text);
  // Classes in the order of the subjects that name them: the operator's latest words (a reply) come first.
  const namedAt = new Map<string, number>();
  for (const cls of classes) {
    for (const [at, subject] of concrete.entries()) {
      if (
        namesKind(cls, subject.text) ||
        (await kindOfSubject(cls, subject)) ||
        // By its head alone only a kind just below the head ("hand carts": the handcart): a "coffee machine" is
        // not every machine on site.
        (subject.head !== subject.text &&
          !namedWhole.has(subject.text) &&
          (await isKindOf(wordnet, cls, subject.head, { depth: 1 }))) ||
        // A detector sees a person, not who they are: a farmhand sought is any person seen.
        (subject.sense === "human" &&
          (await isKindOf(wordnet, subject.head, cls, { depth: PERSON_DEPTH }))) ||
        // Likewise a detector names the kind, not the individual: a ewe sought is a sheep seen, a pickup a
        // truck. Only a kind close above the word's commonest sense: far up, everything is an "object", and a
        // farm tractor is no truck though a road tractor is.
        (await isKindOf(wordnet, subject.head, cls, { depth: KIND_ABOVE_DEPTH, senses: 1 })) ||
        // "the dumpster lid": a part named after its whole; the whole is what the robot can look at. ("The pump
        // room" is no part of a pump but a place for one: what is in it has not been seen.)
        // ("The keeper gates … the double-gate entrances": a word another subject already names whole means
        // that kind, not every kind it heads.)
        (!rooms.has(subject.text) &&
          subject.text
            .split(" ")
            .slice(0, -1)
            .some((word) => !headsNamedWhole.has(singularWord(word)) && namesKind(cls, word))) ||
        builtOn(cls, subject)
      ) {
        namedAt.set(cls, at);
        break;
      }
    }
  }
  const named = [...namedAt].sort((a, b) => a[1] - b[1]).map(([cls]) => cls);
  // Asked about the condition of "street lights", the map's "light poles" are them: a class that shares a word
  // with what was named stands for it. (Asked to find a "tractor", a truck is not one: finds stay exact.)
  // (Each thing asked about that no class names: "lifebuoys, lamps" — the lamp posts are the lamps.)
  // Beside things a class names, only by the head noun, and not one another subject names whole.
  const namers = new Set(namedAt.values());
  const unnamed = concrete.filter((_, at) => !namers.has(at));
  const alongside = named.length > 0;
  if (unnamed.length > 0 && goal.kind === "assess") {
    for (const cls of classes.filter((c) => !named.includes(c))) {
      const words = cls.split("_");
      // ("the call-boxes": a compound written open names a "callbox_kiosk" by its first word.)
      const said = (s: { text: string; head: string }): string[] =>
        alongside
          ? [s.head].filter((w) => !headsNamedWhole.has(singularWord(w)))
          : [...s.text.split(" "), s.text.replace(/[\s-]+/g, "")];
      if (unnamed.some((s) => said(s).some((w) => words.includes(w.replace(/s$/, "")))))
        named.push(cls);
    }
  }
  let targetClasses = named;
  // What the mission says in other words — a failed system, a smell, an activity — is grounded by relevance,
  // one phrase at a time (the best of several unrelated phrases is noise). A thing named outright is not
  // swapped for a similar one.
  const byMeaning =
    !subjects.some((s) => isDetectable(s) && !s.related) ||
    (named.length === 0 && goal.kind === "explain");
  // ("Power's off in the yard, the bulk tank's not cooling": a tank is named, but what supplies the power that
  // failed is still to be found by meaning.)
  // ("No water in the cafe, taps dead": water is a substance, no thing a detector picks out, so it is a supply.)
  const failedSupplies = new Set(
    subjects.filter((s) => s.failed === true && !isDetectable(s) && !s.related).map(phraseOf),
  );
  const failedSupply = goal.kind === "explain" && failedSupplies.size > 0;
  if (
    goal.kind !== "route" &&
    (byMeaning || failedSupply) &&
    phrases.length > 0 &&
    classes.length > 0
  ) {
    const relevant: string[] = [];
    // What the mission is about, not its context: "anything to get his heart going", not "the visitor".
    const own = unique(subjects.filter((s) => !s.related).map(phraseOf));
    // A smell or a noise is a sensation (WordNet): what gives it off is named by its modifiers ("a diesel
    // smell"), not by the sensation, which resembles no kind of object.
    const sources = new Map<string, string>();
    for (const s of subjects)
      if (s.text !== s.head && (await isKindOf(wordnet, s.head, SENSATION)))
        sources.set(phraseOf(s), s.text.slice(0, -s.head.length).trim());
    // A bare noise ("what's that screeching?") names no source at all; what makes a noise is a machine or a
    // mechanism (WordNet), so those kinds are the ones to rank.
    // ("a crack of thunder", "the noise of the wind": a noise said with what it is of has its source, and the
    // mission is not about finding it.)
    const bareSounds = new Set<string>();
    let sourced = false;
    // ("Taps and loos both dead": a tap the mission reads as a thing is the fitting, not WordNet's first "tap", a
    // gentle blow's sound.)
    const heardOf = [...subjects, ...goal.causes].filter(
      (s) => !(s.sense === "thing" && s.concrete),
    );
    for (const s of heardOf)
      for (const word of [s.head, ...gerundBases(s.head)])
        if (await isKindOf(wordnet, word, SOUND)) {
          if (new RegExp(`\\b${s.head}\\s+of\\b`, "i").test(goal.text)) sourced = true;
          // ("a crack of thunder": thunder is what the crack was, a source, not a noise to trace.)
          else if (
            (await saysNoSource(wordnet, s)) &&
            !new RegExp(`\\bof\\s+(?:the\\s+)?${s.head}\\b`, "i").test(goal.text)
          )
            bareSounds.add(phraseOf(s));
          break;
        }
    if (sourced) bareSounds.clear();
    heard = bareSounds.size > 0;
    const noiseMakers: string[] = [];
    if (bareSounds.size > 0)
      for (const cls of classes)
        if (
          (await isKindOf(wordnet, cls, "machine", { depth: MAKER_DEPTH })) ||
          (await isKindOf(wordnet, cls, "mechanism", { depth: MAKER_DEPTH }))
        )
          noiseMakers.push(cls);
    // What the mission says stopped ("comms are down") is provided by something (TargetClasses.providers).
    const failed = new Set(subjects.filter((s) => s.failed === true).map(phraseOf));
    // Asked about the state of things, the things are what count: "for any damage" after "the storm" names
    // what to look for on them, not a kind of object.
    // With nothing of its own named ("make sure everything's ok before the school trip comes"), an assessment
    // is of everything in its place; what it mentions only as context names nothing to look at.
    const about = goal.kind === "assess" ? own : own.length > 0 && purpose ? own : phrases;
    // A person sought is found by the detector's person class, never by things their name resembles (a
    // "runner" is no bicycle).
    const people = new Set(subjects.filter((s) => s.sense === "human").map(phraseOf));
    const failedOnly = !byMeaning;
    for (const phrase of about.filter(
      (p) => !people.has(p) && (!failedOnly || failedSupplies.has(p)),
    )) {
      // A supply that failed is named by its senses as a supply ("power": electricity; "water": water supply).
      const said = failed.has(phrase) ? await supplySenses(wordnet, phrase) : [];
      // (With no machine on the map yet, nothing here makes the noise: look for one rather than guess.)
      const candidates = bareSounds.has(phrase) ? noiseMakers : classes;
      const ranked = await relevance.rank(
        [sources.get(phrase) ?? phrase, ...said],
        candidates.map((cls) => ({ id: cls, text: cls.replace(/_/g, " ") })),
      );
      if (bareSounds.has(phrase)) {
        relevant.push(...ranked.map((x) => x.id));
        for (const x of ranked) bySound.add(x.id);
        continue;
      }
      const chosen = relevance.select(ranked, { maxCount: MAX_TARGET_CLASSES }).map((x) => x.id);
      // What moves, holds or makes the stuff of a supply that failed (a pump "moves fluid", a transformer
      // changes "alternating current") is where the failure may be: each one is looked at first, and a fault on
      // one is the failure itself.
      const carriers = failed.has(phrase)
        ? await supplyCarriers(wordnet, phrase, said, classes)
        : [];
      for (const cls of carriers) {
        providers.add(cls);
        carried.add(cls);
      }
      relevant.push(...carriers, ...chosen);
      // Only the closest kind stands for the function; the others are guesses. (What carries the supply stands
      // for it better than any kind only like its words.)
      const first = chosen[0];
      if (
        goal.kind === "explain" &&
        failed.has(phrase) &&
        first !== undefined &&
        carriers.length === 0
      )
        providers.add(first);
    }
    // Something to use is a thing, never a person.
    const person = await personWord(wordnet);
    const usable: string[] = [];
    for (const cls of relevant)
      if (
        !purpose ||
        person === undefined ||
        !(await isKindOf(wordnet, cls, person, { depth: PERSON_DEPTH }))
      )
        usable.push(cls);
    targetClasses = unique([...named, ...usable]);
  }
  for (const cls of [...named, ...providers]) bySound.delete(cls);
  return {
    classes: targetClasses,
    providers,
    carriers: carried,
    named: new Set(named),
    noiseMakers: bySound,
    heard,
  };
}

/** Whether a word names a room or a building ("pump room", "boiler house", "engine shed"): a place for things. */
async function isARoom(wordnet: WordNet, word: string): Promise<boolean> {
  return (
    (await isKindOf(wordnet, word, "room", { senses: 1 })) ||
    (await isKindOf(wordnet, word, "building", { senses: 1 }))
  );
}
