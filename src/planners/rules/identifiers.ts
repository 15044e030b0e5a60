import { numberWord, type WordNet } from "../../lexicon/index.js";
import type { SemanticMap } from "../../map/index.js";
import type { MissionGoal } from "../../mission/index.js";
import { identifyingValues, namesOtherValues, numbersIn } from "./identifyingValues.js";
import { nodeClass } from "./mapQueries.js";
import { statedCount } from "./placedFirst.js";

/**
 * Objects that cannot be the one thing sought: their description names another value of what the mission
 * identifies it by — "the red ATV" against "green ATV quad bike", "buggy 7" against "buggy number 3". A value is
 * another of the same kind when WordNet files both words' commonest noun senses directly under one hypernym (red
 * and green are both a chromatic color), or when both are numbers. A description that does not speak of that
 * kind of value (the prior's "atv") rules nothing out.
 */
/** Each word's direct hypernyms, kept across iterations: descriptions repeat their words. */
const KINDS = new WeakMap<WordNet, Map<string, Set<string>>>();

export async function mismatchedIdentifiers(options: {
  readonly wordnet: WordNet;
  readonly map: SemanticMap;
  readonly goal: MissionGoal;
  readonly candidates: readonly string[];
}): Promise<Set<string>> {
  const { wordnet, map, goal, candidates } = options;
  const out = new Set<string>();
  // ("Look at bollards 6 and 7": a check of things named by their numbers leaves the others out too.)
  if (goal.kind !== "find" && goal.kind !== "assess") return out;
  const kindWords = [
    ...new Set(candidates.flatMap((name) => nodeClass(map, name).toLowerCase().split("_"))),
  ];
  const values = await identifyingValues(wordnet, goal, kindWords);
  for (const name of candidates) {
    const description = map.get(name)?.attributes["description"];
    if (typeof description === "string" && (await namesOtherValues(wordnet, description, values)))
      out.add(name);
  }
  // ("Camera 3's lost its picture … look at the cameras, there's four of them": more said to be there than numbers
  // named is a check of them all, the numbers only which ones are complained of.)
  if (goal.kind !== "find")
    return (statedCount(goal) ?? 0) > values.numbers.size
      ? out
      : everyNumberSeen(map, candidates, values.numbers, out);
  const identifiers = goal.subjects
    .filter((s) => s.quantity === "one" && !s.related)
    .flatMap((s) => {
      const head = new Set(s.head.split(" "));
      return s.text.split(" ").filter((w) => !head.has(w) && w.length > 0);
    });
  if (identifiers.length === 0) return out;
  const kinds = KINDS.get(wordnet) ?? new Map<string, Set<string>>();
  KINDS.set(wordnet, kinds);
  const kindOf = async (word: string): Promise<Set<string>> => {
    const known = kinds.get(word);
    if (known !== undefined) return known;
    const [sense] = await wordnet.senses(word, "n");
    const above =
      sense === undefined ? [] : await wordnet.closure(sense, ["hypernym"], { depth: 1 });
    const found = new Set(above.map((entry) => entry.sense.offset));
    kinds.set(word, found);
    return found;
  };
  for (const name of candidates) {
    const description = map.get(name)?.attributes["description"];
    if (typeof description !== "string") continue;
    const words = [...new Set(description.toLowerCase().match(/[a-z0-9]+/g) ?? [])];
    for (const id of identifiers) {
      if (words.includes(id)) continue;
      const number = numberWord(id);
      if (number !== undefined) {
        if (words.some((w) => numberWord(w) !== undefined && numberWord(w) !== number))
          out.add(name);
        continue;
      }
      const kind = await kindOf(id);
      if (kind.size === 0) continue;
      for (const word of words) {
        if (word === id || numberWord(word) !== undefined) continue;
        if ([...(await kindOf(word))].some((offset) => kind.has(offset))) {
          out.add(name);
          break;
        }
      }
      if (out.has(name)) break;
    }
  }
  return out;
}

/**
 * "Look at bollards 6 and 7": once each number asked about is on a thing looked at, the rest of the kind is not
 * asked about — those not yet looked at are left out with the others.
 */
function everyNumberSeen(
  map: SemanticMap,
  candidates: readonly string[],
  numbers: ReadonlySet<string>,
  out: Set<string>,
): Set<string> {
  if (numbers.size === 0) return out;
  const numbersOf = (name: string): string[] => {
    const description = map.get(name)?.attributes["description"];
    return typeof description === "string" ? numbersIn(description) : [];
  };
  const seen = new Set(candidates.filter((name) => !out.has(name)).flatMap(numbersOf));
  if (![...numbers].every((n) => seen.has(n))) return out;
  for (const name of candidates) if (!numbersOf(name).some((n) => numbers.has(n))) out.add(name);
  return out;
}
