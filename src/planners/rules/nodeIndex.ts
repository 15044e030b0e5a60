import type { SemanticMap } from "../../map/index.js";
import { isLandmark, nodeClass } from "./mapQueries.js";
import { endsPhrase, nameWords, sameWords } from "./placeWords.js";

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

  #allWords: readonly string[] | undefined;

  /** Every word of every node, each once: what the map's names are made of. */
  get allWords(): readonly string[] {
    this.#allWords ??= [...new Set([...this.#words.values()].flat())];
    return this.#allWords;
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

/** A word that is a mark: a letter or two (group 1) and a number (group 2). */
const MARK_WORD = /^([a-z]{1,2})(\d+)$/;
