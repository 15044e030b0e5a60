import type { SemanticMap } from "../../map/index.js";
import type { Relevance } from "../../relevance/index.js";
import { isKindOf, numberWord, singularWord, type WordNet } from "../../lexicon/index.js";
import { isLandmark, nodeClass } from "./mapQueries.js";
import { compassSchema } from "../../mission/index.js";
import { clippedWords, closedRun } from "./nameForms.js";

/** The words of a node for relevance: its place name (if the prior has one), else its class in words. */
export function nodeWords(map: SemanticMap, name: string): string {
  const place = map.get(name)?.attributes["place"];
  const cls = nodeClass(map, name).replace(/_/g, " ");
  if (typeof place === "string" && place !== "") return `${place} (${cls})`;
  // A landmark named for what it is ("warehouse", a building) says more than its class.
  const stem = name.replace(/_?\d+$/, "").replace(/_/g, " ");
  return stem !== cls && isLandmark(map, name) ? `${stem} (${cls})` : cls;
}

/**
 * Nodes with their words, worked out once per planning iteration: grounding asks about every node several
 * times (exact name, words, head noun, meaning), and a map has thousands of them.
 */
export class NodeIndex {
  readonly nodes: readonly string[];
  /** The node's words (`nodeWords`), lower case, split. */
  readonly #words = new Map<string, readonly string[]>();
  readonly #nameWords = new Map<string, readonly string[]>();
  /** Nodes by their `nodeWords` text: candidates for a relevance ranking, each text once. */
  readonly byText = new Map<string, string[]>();
  readonly #map: SemanticMap;

  get map(): SemanticMap {
    return this.#map;
  }

  constructor(map: SemanticMap, nodes: readonly string[]) {
    this.#map = map;
    this.nodes = nodes;
    for (const name of nodes) {
      const text = nodeWords(map, name);
      // Singular forms: the reader lemmatises "the inlet works" to "inlet work".
      this.#words.set(name, nameWords(text));
      const same = this.byText.get(text);
      if (same === undefined) this.byText.set(text, [name]);
      else same.push(name);
    }
  }

  wordsOf(name: string): readonly string[] {
    return this.#words.get(name) ?? [];
  }

  /** The words of the node's own name (its place name, or its class), without the class in brackets. */
  nameWordsOf(name: string): readonly string[] {
    let words = this.#nameWords.get(name);
    if (words === undefined) {
      words = nameWords(nodeWords(this.#map, name).replace(/ \(.*\)$/, ""));
      this.#nameWords.set(name, words);
    }
    return words;
  }

  /**
   * "T4", "T10 T11": marks of a letter or two and a number, each naming the numbered thing or landmark whose name
   * begins with those letters (turbine 4, its tower 4), or the numbered place whose name does. Empty unless every
   * word of the phrase is a mark.
   */
  marked(phrase: string): string[] {
    const marks = phrase
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => MARK_WORD.exec(word));
    if (marks.length === 0) return [];
    const said: { letters: string; number: number }[] = [];
    for (const mark of marks) {
      if (mark === null) return [];
      said.push({ letters: mark[1] ?? "", number: Number(mark[2]) });
    }
    // Each numbered series the marks could name: a place name, or a thing's name less its number.
    const series = new Map<string, { name: string; number: number }[]>();
    for (const name of this.nodes) {
      const attributes = this.#map.get(name)?.attributes ?? {};
      const place = attributes["place"];
      const own = /^([a-z][a-z_]*?)_(\d+)$/.exec(name);
      const numberedPlace =
        typeof place === "string" && typeof attributes["placeNumber"] === "number";
      const numberedThing = !this.#map.isRegion(name) && own !== null;
      if (!numberedPlace && !numberedThing) continue;
      const stem = numberedPlace ? place.toLowerCase() : (own?.[1] ?? "");
      const number = numberedPlace ? Number(attributes["placeNumber"]) : Number(own?.[2]);
      const members = series.get(stem) ?? [];
      members.push({ name, number });
      series.set(stem, members);
    }
    // ("T1 T2 and T3" are turbines 1 to 3, not the one tipper lorry numbered 1: of the series whose name begins
    // with the letters and that have every number said, the longest.)
    const numbersOf = (members: readonly { number: number }[]): Set<number> =>
      new Set(members.map((m) => m.number));
    const fits = [...series].filter(([stem, members]) =>
      said.every(
        ({ letters, number }) => stem.startsWith(letters) && numbersOf(members).has(number),
      ),
    );
    const longest = Math.max(0, ...fits.map(([, members]) => numbersOf(members).size));
    const numbers = new Set(said.map((m) => m.number));
    return fits
      .filter(([, members]) => numbersOf(members).size === longest)
      .flatMap(([, members]) => members.filter((m) => numbers.has(m.number)).map((m) => m.name));
  }

  /**
   * Nodes whose place name, or landmark name, is exactly the phrase; else whose name of two words or more ends the
   * phrase ("the main car park" is the map's "car park" when no place is called the main car park).
   */
  named(phrase: string): string[] {
    const exact = this.#namedBy(phrase, sameWords);
    if (exact.length > 0) return exact;
    const shorter = this.#namedBy(phrase, endsPhrase);
    // ("the pump room" is the map's "flume pump room" when that is the only one: a phrase of two words or more
    // that ends one name alone.)
    if (shorter.length > 0) return shorter;
    const longer = this.#namedBy(phrase, (name, said) => endsPhrase(said, name));
    return new Set(longer.map((name) => this.#map.get(name)?.attributes["place"] ?? name)).size ===
      1
      ? longer
      : [];
  }

  #namedBy(phrase: string, match: (name: string, phrase: string) => boolean): string[] {
    const map = this.#map;
    return this.nodes.filter((name) => {
      const place = map.get(name)?.attributes["place"];
      const stem = name.replace(/_?\d+$/, "").replace(/_/g, " ");
      return (
        (typeof place === "string" && match(place, phrase)) ||
        (isLandmark(map, name) && match(stem, phrase))
      );
    });
  }

  candidates(): { id: string; text: string }[] {
    return [...this.byText.keys()].map((text) => ({ id: text, text }));
  }
}

/**
 * Nodes the mission's place words name: a node whose place name or class matches the phrase's words (or its head
 * noun), else — when `byMeaning` — the clear head of a relevance ranking of the map's place names and classes.
 */
export async function groundPlaces(
  relevance: Relevance,
  index: NodeIndex,
  phrases: readonly string[],
  options: { byMeaning?: boolean } = {},
): Promise<string[]> {
  const found: string[] = [];
  // Candidates for grounding by meaning, collected at most once per call.
  let places: { id: string; text: string }[] | undefined;
  for (const phrase of phrases) {
    const byMark = index.marked(phrase);
    if (byMark.length > 0) {
      found.push(...byMark);
      continue;
    }
    const byNumber = numberedNodes(index, phrase);
    if (byNumber.length > 0) {
      found.push(...byNumber);
      continue;
    }
    // ("the T4 crane pad", "the B2 loading bay": a mark of a letter or two and a number says which of the places
    // of that name by its number.)
    const mark = MARK.exec(` ${phrase.toLowerCase()} `);
    if (mark !== null) {
      const rest = ` ${phrase.toLowerCase()} `.replace(mark[0], " ").trim();
      const number = Number(mark[1]);
      const which = (await groundPlaces(relevance, index, [rest], options)).filter(
        (name) =>
          index.map.get(name)?.attributes["placeNumber"] === number ||
          (!index.map.isRegion(name) && name.endsWith(`_${number}`)),
      );
      if (which.length > 0) {
        found.push(...which);
        continue;
      }
    }
    const words = nameWords(phrase).filter((w) => w.length > 2 || w.startsWith("#"));
    // A place named exactly so ("the paddock") beats one whose name only contains the word ("paddock track").
    const exact = index.named(phrase);
    found.push(...exact);
    const clipped = await clippedWords(relevance.wordnet, words);
    const hasWord = (text: readonly string[], word: string): boolean =>
      text.includes(word) ||
      (clipped.has(word) && text.some((t) => t.startsWith(word) && t.length >= word.length + 3));
    const direct = index.nodes.filter((name) => {
      const text = index.wordsOf(name);
      return (
        words.length > 0 && (words.every((word) => hasWord(text, word)) || closedRun(words, text))
      );
    });
    if (exact.length > 0 || direct.length > 0) {
      // ("the house": the owner's house before the house garden — a name's last word says what it is.)
      const isHead = (name: string): boolean => index.nameWordsOf(name).at(-1) === words.at(-1);
      found.push(...direct.filter(isHead), ...direct.filter((name) => !isHead(name)));
      continue;
    }
    // "the pump house" when the map says "pump building": the words that say which one are the name's, and the head
    // noun is a kind of the name's (or the other way round). This beats any other "house" the map has.
    const byModifiers = await sameModifiersKindredHead(relevance.wordnet, index, words);
    if (byModifiers.length > 0) {
      found.push(...byModifiers);
      continue;
    }
    // "the road bridge" when the map only says "bridge": the head noun names the kind of place.
    const last = words.at(-1);
    const head = last;
    // ("the north river path" is not the one the map calls "west river path".)
    const byHead =
      head === undefined
        ? []
        : index.nodes.filter(
            (name) =>
              index.wordsOf(name).includes(head) && !compassClash(words, index.wordsOf(name)),
          );
    if (byHead.length > 0) {
      found.push(...byHead);
      continue;
    }
    if (options.byMeaning === false) continue;
    // By meaning alone a place word grounds to a place (ground, a landmark), never to a small thing whose name
    // happens to sit near it in meaning ("on the phone" is no deck chair).
    places ??= index
      .candidates()
      .filter((c) =>
        (index.byText.get(c.id) ?? []).some(
          (name) => index.map.isRegion(name) || isLandmark(index.map, name),
        ),
      );
    const ranked = await relevance.rank([phrase], places);
    const best = relevance.select(ranked, { maxCount: 1 })[0];
    if (best !== undefined) found.push(...(index.byText.get(best.id) ?? []));
  }
  return [...new Set(found)];
}

/**
 * Places (regions and landmarks) relevant to the mission: for each of its phrases and target classes, the place
 * kinds that clearly stand out, in phrase order. Ranked one phrase at a time: the best of several unrelated
 * phrases is noise.
 */
export async function rankPlaces(
  relevance: Relevance,
  index: NodeIndex,
  phrases: readonly string[],
  targetClasses: readonly string[],
): Promise<string[]> {
  const query = [...new Set([...phrases, ...targetClasses.map((c) => c.replace(/_/g, " "))])];
  if (query.length === 0 || index.nodes.length === 0) return [];
  const candidates = index.candidates();
  const places: string[] = [];
  for (const phrase of query) {
    const ranked = await relevance.rank([phrase], candidates);
    for (const score of relevance.select(ranked, { maxCount: 2 }))
      places.push(...(index.byText.get(score.id) ?? []));
  }
  return [...new Set(places)];
}

/** Steps up WordNet's hypernyms within which one head noun is a kind of another (a house, a shed → building). */
const KINDRED_HEAD_DEPTH = 2;

/**
 * Nodes whose name has every word of the phrase but its head, and a head of a kind with the phrase's. A phrase of
 * one word, or one whose other words are only compass sides, has nothing to say which one.
 */
async function sameModifiersKindredHead(
  wordnet: WordNet,
  index: NodeIndex,
  words: readonly string[],
): Promise<string[]> {
  const head = words.at(-1);
  const modifiers = words.slice(0, -1).filter((w) => !COMPASS.has(w));
  if (head === undefined || modifiers.length === 0) return [];
  const found: string[] = [];
  const kindred = new Map<string, boolean>();
  for (const name of index.nodes) {
    const own = index.nameWordsOf(name);
    const ownHead = own.at(-1);
    if (ownHead === undefined || !modifiers.every((w) => own.slice(0, -1).includes(w))) continue;
    let related = kindred.get(ownHead);
    if (related === undefined) {
      related =
        ownHead === head ||
        (await isKindOf(wordnet, head, ownHead, { depth: KINDRED_HEAD_DEPTH })) ||
        (await isKindOf(wordnet, ownHead, head, { depth: KINDRED_HEAD_DEPTH }));
      kindred.set(ownHead, related);
    }
    if (related) found.push(name);
  }
  return found;
}

/** The same words, singular or plural: "inlet works" and "inlet work" name one place. */
export function sameWords(a: string, b: string): boolean {
  return nameWords(a).join(" ") === nameWords(b).join(" ");
}

/** A name of two words or more is the end of the phrase: "car park" of "main car park". */
function endsPhrase(name: string, phrase: string): boolean {
  const of = nameWords(name);
  const said = nameWords(phrase);
  return (
    of.length >= 2 &&
    of.length < said.length &&
    said.slice(said.length - of.length).join(" ") === of.join(" ")
  );
}

/** Every word of a phrase is in a name, singular or plural: "round by the ring road" names "north ring road". */
export function allWordsIn(phrase: string, name: string): boolean {
  const of = nameWords(name);
  return nameWords(phrase).every((word) => of.includes(word));
}

/**
 * Whether a phrase is the naming part of a place name: "sandpiper" of "sandpiper field". Not its head: "the
 * docks" name a kind of place, of which "guest dock" is one.
 */
export function namePart(phrase: string, name: string): boolean {
  const words = nameWords(phrase);
  const of = nameWords(name);
  return (
    words.length > 0 && words.every((word) => of.includes(word)) && !words.includes(of.at(-1) ?? "")
  );
}

/** A name's words, lower case and singular, numbers in one form ("4th" and "fourth" are "#4"). */
export function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => numberWord(word) ?? singularWord(word));
}

/** Separate named places a phrase's regions may lie in and still name one place (a park and its paths). */
const MAX_PLACES_OF_A_PLACE = 3;

/** Whether the regions of a grounding lie in more separately named places than one place has. */
export function spreadOverPlaces(map: SemanticMap, nodes: readonly string[]): boolean {
  const places = new Set<string>();
  const given = new Set(nodes);
  for (const name of nodes) {
    const place = map.isRegion(name) ? map.get(name)?.attributes["place"] : undefined;
    // (A building and its floor, "lairage_shed_1" and "lairage_shed_1_floor", are one place.)
    const building = name.replace(/_floor$/, "");
    places.add(typeof place === "string" ? place : given.has(building) ? building : name);
  }
  return places.size > MAX_PLACES_OF_A_PLACE && nodes.filter((n) => map.isRegion(n)).length > 12;
}

const COMPASS: ReadonlySet<string> = new Set(compassSchema.options);

/** The phrase names a compass side and the place's name a different one ("north" against "west"). */
function compassClash(phrase: readonly string[], name: readonly string[]): boolean {
  const said = phrase.filter((w) => COMPASS.has(w));
  const named = name.filter((w) => COMPASS.has(w));
  return said.length > 0 && named.length > 0 && !named.some((w) => said.includes(w));
}

/** Some phrase is clearly about one of the map's kinds of object (Relevance.select). */
export async function namesAKindByMeaning(
  relevance: Relevance,
  map: SemanticMap,
  phrases: readonly string[],
): Promise<boolean> {
  const classes = [
    ...new Set(
      map
        .objectNames()
        .filter((name) => !isLandmark(map, name))
        .map((name) => nodeClass(map, name)),
    ),
  ].map((cls) => ({ id: cls, text: cls.replace(/_/g, " ") }));
  for (const phrase of phrases)
    if (relevance.select(await relevance.rank([phrase], classes)).length > 0) return true;
  return false;
}

/** A word that is a mark: a letter or two (group 1) and a number (group 2). */
const MARK_WORD = /^([a-z]{1,2})(\d+)$/;

/** A mark said with a place's name: a letter or two and a number (group 1), as a word of its own. */
const MARK = /\s[a-z]{1,2}(\d+)(?=\s)/;

/**
 * "lock 3": a number after the name picks the node the map numbers so (`lock_3`, or a region on the surface
 * `place: "lock"`, `placeNumber: 3`), and no other of its kind. Empty for a phrase with no number.
 */
function numberedNodes(index: NodeIndex, phrase: string): string[] {
  const numbered = /^(.+?)\s+(\d+)$/.exec(phrase.trim().toLowerCase());
  if (numbered === null) return [];
  const [, kind = "", number = ""] = numbered;
  const called = `${kind.replace(/\s+/g, "_")}_${number}`;
  return index.nodes.filter((name) => {
    const attributes = index.map.get(name)?.attributes ?? {};
    return (
      name === called ||
      (attributes["place"] === kind && attributes["placeNumber"] === Number(number))
    );
  });
}
