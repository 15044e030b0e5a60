import type { SemanticMap } from "../../map/index.js";
import type { Relevance } from "../../relevance/index.js";
import { isKindOf, type WordNet } from "../../lexicon/index.js";
import { isLandmark, isWalled, nodeClass } from "./mapQueries.js";
import { clippedWords, closedRun, petFormOf } from "./nameForms.js";
import type { NodeIndex } from "./nodeIndex.js";
import { COMPASS_WORDS, nameWords } from "./placeWords.js";
import { byDistinctModifier } from "./distinctModifier.js";

/** English words of two letters: never an abbreviation that names a place. */
const LITTLE_WORDS = new Set(
  "of on in at to by up an as or it is no so we my me us he be do go if am ok oh ah".split(" "),
);

export { NodeIndex, nodeWords } from "./nodeIndex.js";
export { allWordsIn, nameWords, namePart, sameWords } from "./placeWords.js";

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
    // (Two letters that are no little word of English are an abbreviation that says which: "the MT shed".)
    const words = nameWords(phrase).filter(
      (w) => w.length > 2 || w.startsWith("#") || (w.length === 2 && !LITTLE_WORDS.has(w)),
    );
    // A place named exactly so ("the paddock") beats one whose name only contains the word ("paddock track").
    const exact = index.named(phrase);
    found.push(...exact);
    const clipped = await clippedWords(relevance.wordnet, words);
    // ("the genny house": a pet form stands for the one word of the map's names it can be.)
    const pets = new Map<string, string | undefined>(
      [...clipped].map((word) => [word, petFormOf(word, index.allWords)]),
    );
    const hasWord = (text: readonly string[], word: string): boolean => {
      if (text.includes(word)) return true;
      if (!clipped.has(word)) return false;
      const pet = pets.get(word);
      return (
        text.some((t) => t.startsWith(word) && t.length >= word.length + 3) ||
        (pet !== undefined && text.includes(pet))
      );
    };
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
    // "the pumping station" when the map says "pump house": WordNet's name for the same kind of place.
    const bySynonym = await namedBySynonym(relevance.wordnet, index, words);
    if (bySynonym.length > 0) {
      found.push(...bySynonym);
      continue;
    }
    // "the pump house" when the map says "pump building": the words that say which one are the name's, and the head
    // noun is a kind of the name's (or the other way round). This beats any other "house" the map has.
    const byModifiers = await sameModifiersKindredHead(relevance.wordnet, index, words);
    if (byModifiers.length > 0) {
      found.push(...byModifiers);
      continue;
    }
    // "the MT shed" when the map says "mt_workshop": a word of the site's own says which place.
    const byOwnWord = await byDistinctModifier(relevance.wordnet, index, words);
    if (byOwnWord.length > 0) {
      found.push(...byOwnWord);
      continue;
    }
    // "the hire shop" when the map says "ski hire": a building whose name ends in the word that says which one
    // is that one, whatever its own name calls it.
    const which = words.at(-2);
    const byKind =
      which === undefined || COMPASS_WORDS.has(which)
        ? []
        : index.nodes.filter(
            (name) => isWalled(index.map, name) && index.nameWordsOf(name).at(-1) === which,
          );
    if (byKind.length > 0) {
      found.push(...byKind);
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
  const modifiers = words.slice(0, -1).filter((w) => !COMPASS_WORDS.has(w));
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

/**
 * Nodes named by another word of a sense of the phrase (all senses of a compound, the commonest of a single word,
 * whose other senses stray): "pumping station" and "pump house" are one synset.
 */
async function namedBySynonym(
  wordnet: WordNet,
  index: NodeIndex,
  words: readonly string[],
): Promise<string[]> {
  if (words.length === 0) return [];
  const phrase = words.join(" ");
  const senses = await wordnet.senses(phrase, "n");
  const synonyms = new Set(
    (words.length > 1 ? senses : senses.slice(0, 1))
      .flatMap((sense) => sense.words)
      .filter((word) => word !== phrase),
  );
  if (synonyms.size === 0) return [];
  return index.nodes.filter((name) => synonyms.has(index.nameWordsOf(name).join(" ")));
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

/** The phrase names a compass side and the place's name a different one ("north" against "west"). */
function compassClash(phrase: readonly string[], name: readonly string[]): boolean {
  const said = phrase.filter((w) => COMPASS_WORDS.has(w));
  const named = name.filter((w) => COMPASS_WORDS.has(w));
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
