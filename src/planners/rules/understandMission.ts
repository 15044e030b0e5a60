import { CONCEPT_TABLE, type Concept, type ConceptTable } from "./conceptTable.js";
import type { Compass } from "./instructions.js";
import { missionWords, type MissionWords, type WordNet } from "./lexicon.js";

/**
 * What a mission asks for, as the rule-based planner understands it:
 * - `route`: is the way to a destination passable (hazards on the way are the question);
 * - `targets`: find and inspect things (`find: "one"` ends at the first find, `"all"` inspects every one);
 * - `areas`: sweep places the prior cannot see;
 * - `unclear`: nothing actionable was recognised (the planner asks once, then answers honestly).
 */
export interface MissionIntent {
  readonly kind: "route" | "targets" | "areas" | "unclear";
  readonly concepts: readonly { readonly id: string; readonly via: string }[];
  /** Object classes to find and inspect. */
  readonly targets: readonly string[];
  readonly find: "all" | "one";
  /** Classes of map nodes where targets are usually found, most telling first. */
  readonly places: readonly string[];
  /** Classes of places to sweep (areas hidden from the air, ...). */
  readonly areas: readonly string[];
  /** Classes of the place a route leads to, most likely first. */
  readonly destinations: readonly string[];
  /** Object classes that would block or explain a blocked route. */
  readonly hazards: readonly string[];
  /** Classes for the open-vocabulary detector. */
  readonly labels: readonly string[];
  /** The VLM question, with `{class}` for the object's class. */
  readonly query: string;
  /** Questions by target class (a barrel and a person are asked different things); `query` otherwise. */
  readonly queries: readonly { readonly classes: readonly string[]; readonly query: string }[];
  /** Why these targets and places: commonsense, stated for the operator. */
  readonly why: readonly string[];
  /** Mission nouns the table does not know (used to match map nodes by name or class). */
  readonly otherNouns: readonly string[];
  /** True when the mission asks for something the robot cannot do (e.g. "make me a sandwich"). */
  readonly unsupported: boolean;
  /** Nouns the mission places its targets near ("near the barn", "by the docks"): only finds there count. */
  readonly near: readonly string[];
  /** Where to look when the map shows nothing: "east of the trails", "to the north". */
  readonly direction?: { readonly compass: Compass; readonly of?: string };
}

const MAX_LABELS = 12;

/** Understand a mission with the concept table, lemmas from compromise and synonyms from WordNet. */
export async function understandMission(
  text: string,
  options: { wordnet?: WordNet; table?: ConceptTable } = {},
): Promise<MissionIntent> {
  const table = options.table ?? CONCEPT_TABLE;
  const words = missionWords(text);
  const matched = withoutObservers(text, await matchConcepts(words, table, options.wordnet));
  const byRole = (role: Concept["role"]): { concept: Concept; via: string }[] =>
    matched
      .filter((m) => m.concept.role === role)
      .sort((a, b) => b.concept.priority - a.concept.priority);
  const areaConcepts = byRole("area");
  const subjects = byRole("subject");
  const hazards = byRole("hazard");
  const routes = byRole("route");
  const known = new Set(matched.flatMap((m) => m.concept.words));
  const otherNouns = unique(
    words.nouns.filter(
      (noun) => !known.has(noun) && noun.length > 2 && !table.genericNouns.includes(noun),
    ),
  );
  const unsupported =
    words.imperatives.some((verb) => table.unsupportedVerbs.includes(verb)) ||
    (words.verbs.length > 0 && words.verbs.every((verb) => table.unsupportedVerbs.includes(verb)));
  const concepts = matched.map((m) => ({ id: m.concept.id, via: m.via }));
  const why = matched.map((m) => m.concept.why);
  const hazardClasses = unique(hazards.flatMap((m) => m.concept.targets));
  const queries = matched
    .filter((m) => m.concept.targets.length > 0)
    .map((m) => ({ classes: m.concept.targets, query: m.concept.query }));
  const near = nearNouns(text);
  const direction = directionIn(text);
  const base = {
    concepts,
    why,
    otherNouns,
    unsupported,
    hazards: hazardClasses,
    queries,
    near,
    ...(direction === undefined ? {} : { direction }),
  };
  const placesOf = (list: readonly { concept: Concept }[]): string[] =>
    unique(list.flatMap((m) => m.concept.places));
  const route = (destinations: string[], labels: string[], query: string): MissionIntent => ({
    ...base,
    kind: "route",
    targets: [],
    find: "all",
    places: [],
    areas: [],
    destinations: unique(destinations),
    labels: limit(labels),
    query,
  });

  // A hazard next to a route ("has construction impacted getting to my boat?") makes the route the question.
  if (hazards.length > 0 && routes.length > 0 && !unsupported) {
    // The thing the mission is about, where it is known ("my boat"), before the places it is usually at.
    return route(
      [
        ...subjects.flatMap((m) => m.concept.targets),
        ...placesOf(subjects),
        ...routes.flatMap((m) => m.concept.destinations),
      ],
      [...hazardClasses, ...subjects.flatMap((m) => m.concept.targets)],
      hazards[0]?.concept.query ?? "Describe what blocks the way.",
    );
  }
  const top = subjects[0];
  if (top !== undefined && !unsupported) {
    const pool =
      top.concept.find === "one" ? [top] : subjects.filter((m) => m.concept.find === "all");
    const targets = unique(pool.flatMap(targetsNamed));
    return {
      ...base,
      kind: "targets",
      targets,
      find: top.concept.find,
      places: unique([...placesOf(subjects), ...placesOf(areaConcepts)]),
      areas: placesOf(areaConcepts),
      destinations: [],
      labels: limit([...targets, ...hazardClasses]),
      query: top.concept.query,
    };
  }
  if (routes.length > 0 && !unsupported) {
    return route(
      routes.flatMap((m) => m.concept.destinations),
      hazardClasses.length > 0 ? hazardClasses : ["debris", "fallen_tree", "fence", "barrier"],
      "What is this {class}? Does it block the way?",
    );
  }
  const asking =
    words.isQuestion || words.verbs.some((verb) => table.capabilityVerbs.includes(verb));
  const searchNouns =
    unsupported || !asking ? [] : await concreteNouns(otherNouns, options.wordnet);
  if (areaConcepts.length > 0 && !unsupported) {
    const targets = searchNouns.length > 0 ? searchNouns : ["person", "vehicle", "barrel", "robot"];
    return {
      ...base,
      kind: "areas",
      targets,
      find: "all",
      places: placesOf(areaConcepts),
      areas: placesOf(areaConcepts),
      destinations: [],
      labels: limit(targets),
      query: "What is this {class}, and what state is it in?",
    };
  }
  if (searchNouns.length > 0) {
    return {
      ...base,
      kind: "targets",
      targets: searchNouns,
      find: "all",
      places: [],
      areas: [],
      destinations: [],
      labels: limit(searchNouns),
      query: "Describe this {class} and its condition.",
      why: [`the mission names ${searchNouns.join(", ")}, which can be searched for and inspected`],
    };
  }
  return {
    ...base,
    kind: "unclear",
    targets: [],
    find: "all",
    places: [],
    areas: [],
    destinations: [],
    labels: [],
    query: "",
  };
}

async function matchConcepts(
  words: MissionWords,
  table: ConceptTable,
  wordnet: WordNet | undefined,
): Promise<{ concept: Concept; via: string }[]> {
  const matched = new Map<string, { concept: Concept; via: string }>();
  const lemmas = new Set(words.lemmas);
  for (const concept of table.concepts) {
    const hit = concept.words.find(
      (word) => lemmas.has(word) || (word.includes(" ") && hasPhrase(words.lemmas, word)),
    );
    if (hit !== undefined) matched.set(concept.id, { concept, via: hit });
  }
  if (wordnet !== undefined) {
    // Nouns the table does not name may still mean one of its words (lorry → truck, watercraft → boat).
    const allWords = new Set(table.concepts.flatMap((c) => c.words));
    for (const noun of words.nouns) {
      if (allWords.has(noun)) continue;
      const senses = await wordnet.senses(noun);
      for (const concept of table.concepts) {
        if (matched.has(concept.id)) continue;
        const hit = concept.words.find((word) => senses.related.includes(word));
        if (hit !== undefined) matched.set(concept.id, { concept, via: `${noun} (~${hit})` });
      }
    }
  }
  return [...matched.values()];
}

/**
 * The classes a subject concept asks for: all of them when the mission used a general word ("vehicles",
 * "robot": the first, head class), only the one named when it named a particular kind ("a tractor").
 */
function targetsNamed(m: { concept: Concept; via: string }): readonly string[] {
  const word = (/~(\w+)\)$/.exec(m.via)?.[1] ?? m.via).replace(/\s+/g, "_");
  const [head, ...kinds] = m.concept.targets;
  // The concept's own name is general too: "vehicles" asks for every kind of vehicle.
  const general = word === head || `${word}s` === m.concept.id || word === m.concept.id;
  return !general && kinds.includes(word) ? [word] : m.concept.targets;
}

const NEAR_PATTERN =
  /\b(?:near|by|around|beside|behind|next to|close to)\s+(?:the|a|an|my|our|this|that)?\s*([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)/gi;

/** Nouns right after "near", "by", "around", "beside", "next to" or "close to", lemmatised. */
function nearNouns(text: string): string[] {
  const nouns: string[] = [];
  for (const match of text.matchAll(NEAR_PATTERN)) {
    // With its article, a lone word reads as a noun ("the docks", not "docks" the verb).
    const noun = missionWords(`the ${match[1] ?? ""}`).nouns[0];
    if (noun !== undefined) nouns.push(noun);
  }
  return unique(nouns);
}

const DIRECTION_PATTERN =
  /\b(north|south|east|west)(?:ern|ward|wards)?\b(?:\s+(?:side\s+)?(?:of|from)\s+(?:the|a|an|our)?\s*([a-z][a-z-]*))?/i;

/** "east of the trails" → east, of "trail"; "head north" → north. */
function directionIn(text: string): MissionIntent["direction"] {
  const match = DIRECTION_PATTERN.exec(text);
  const compass = match?.[1]?.toLowerCase() as Compass | undefined;
  if (compass === undefined) return undefined;
  const of = match?.[2] === undefined ? undefined : missionWords(`the ${match[2]}`).nouns[0];
  return of === undefined ? { compass } : { compass, of };
}

/**
 * A word both a subject and an area concept know ("drone") belongs to the area when the mission uses it as the
 * one looking: "people the drone cannot see", "hidden from the drone". "Our drone has gone missing" keeps it.
 */
function withoutObservers(
  text: string,
  matched: readonly { concept: Concept; via: string }[],
): { concept: Concept; via: string }[] {
  const areaWords = new Set(
    matched.filter((m) => m.concept.role === "area").flatMap((m) => m.concept.words),
  );
  const observer = (m: { concept: Concept; via: string }): boolean => {
    if (m.concept.role !== "subject" || !areaWords.has(m.via)) return false;
    const word = `${m.via}s?`;
    const seeing = new RegExp(
      `\\b${word}\\b(?:\\s+\\w+){0,2}?\\s+(?:(?:can(?:['’]t|not| not)|could(?:n['’]t| not)|does(?:n['’]t| not)|did(?:n['’]t| not))\\s+)?(?:see|spot|view|cover|reach)\\b`,
      "i",
    );
    const from = new RegExp(`\\b(?:from|by|to)\\s+(?:the|a|an|our|its)\\s+${word}\\b`, "i");
    return seeing.test(text) || from.test(text);
  };
  return matched.filter((m) => !observer(m));
}

async function concreteNouns(
  nouns: readonly string[],
  wordnet: WordNet | undefined,
): Promise<string[]> {
  if (wordnet === undefined) return [];
  const result: string[] = [];
  for (const noun of nouns) {
    const senses = await wordnet.senses(noun);
    if (senses.concrete) result.push(noun.replace(/[\s-]+/g, "_"));
  }
  return result;
}

function hasPhrase(lemmas: readonly string[], phrase: string): boolean {
  return ` ${lemmas.join(" ")} `.includes(` ${phrase} `);
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

function limit(labels: readonly string[]): string[] {
  return unique(labels).slice(0, MAX_LABELS);
}
