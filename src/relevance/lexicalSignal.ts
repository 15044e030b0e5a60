import type { Sense, WordNet } from "../lexicon/index.js";
import { contentWords } from "./words.js";

/** What WordNet says about one word: the synsets near it and the words of their definitions. */
interface WordProfile {
  /** Synset keys at distance 0 (its senses), 1 and 2 along hypernym, hyponym, part and derivation links. */
  readonly near: ReadonlyMap<string, number>;
  /** Content words of the definitions of its commonest senses. */
  readonly gloss: ReadonlySet<string>;
  /** Words of its own synsets and their direct hypernyms ("boat", "vessel"). */
  readonly nearWords: ReadonlySet<string>;
  /** The same for the nouns of its definitions ("ship" in a dock's → "ship", "vessel"). */
  readonly glossNear: ReadonlySet<string>;
}

const SENSES_PER_WORD = 3;

/**
 * WordNet relatedness of two phrases, two signals:
 * - `lexical`: how close their words' synsets are (same synset 1, one link ½, two links ⅓) along hypernym,
 *   hyponym, meronym/holonym and derivation links ("lorry" and "truck" 1; "tank" and "propane" via a part link);
 * - `gloss`: overlap between one's words and the other's definitions ("kayak" is defined with "paddle").
 */
export class LexicalSignal {
  readonly #wordnet: WordNet;
  readonly #profiles = new Map<string, Promise<WordProfile>>();
  readonly #wordsOf = new Map<string, readonly string[]>();

  constructor(wordnet: WordNet) {
    this.#wordnet = wordnet;
  }

  async score(a: string, b: string): Promise<{ lexical: number; gloss: number }> {
    const wordsA = this.#words(a);
    const wordsB = this.#words(b);
    if (wordsA.length === 0 || wordsB.length === 0) return { lexical: 0, gloss: 0 };
    let lexical = 0;
    let glossHits = 0;
    for (const wa of wordsA) {
      const pa = await this.#profile(wa);
      for (const wb of wordsB) {
        const pb = await this.#profile(wb);
        if (wa === wb) {
          lexical = Math.max(lexical, 1);
          continue;
        }
        for (const [key, da] of pa.near) {
          const db = pb.near.get(key);
          if (db !== undefined) lexical = Math.max(lexical, 1 / (1 + da + db));
        }
        if (pa.gloss.has(wb) || pb.gloss.has(wa)) glossHits += 1;
        else if (overlaps(pa.nearWords, pb.glossNear) || overlaps(pb.nearWords, pa.glossNear))
          glossHits += 0.5;
      }
    }
    const gloss = glossHits / Math.sqrt(wordsA.length * wordsB.length);
    return { lexical, gloss: Math.min(1, gloss) };
  }

  /** Content words of a text, cached: a ranking compares every phrase with every candidate. */
  #words(text: string): readonly string[] {
    let words = this.#wordsOf.get(text);
    if (words === undefined) {
      words = contentWords(text);
      this.#wordsOf.set(text, words);
    }
    return words;
  }

  #profile(word: string): Promise<WordProfile> {
    let entry = this.#profiles.get(word);
    if (entry === undefined) {
      entry = this.#build(word);
      this.#profiles.set(word, entry);
    }
    return entry;
  }

  async #build(word: string): Promise<WordProfile> {
    const near = new Map<string, number>();
    const gloss = new Set<string>();
    const senses: Sense[] = [
      ...(await this.#wordnet.senses(word, "n")).slice(0, SENSES_PER_WORD),
      ...(await this.#wordnet.senses(word, "v")).slice(0, 2),
    ];
    for (const sense of senses) {
      near.set(key(sense), 0);
      for (const w of contentWords(sense.definition)) gloss.add(w);
      const around = await this.#wordnet.closure(
        sense,
        ["hypernym", "derivation", "meronym", "holonym"],
        {
          depth: 2,
          maxPerLevel: 6,
        },
      );
      for (const { sense: other, depth } of around) {
        // The top of the hierarchy ("entity", "object", "artifact") relates everything to everything.
        if (other.lexName === "noun.Tops") continue;
        const k = key(other);
        near.set(k, Math.min(near.get(k) ?? depth, depth));
      }
    }
    gloss.delete(word);
    const nearWords = new Set<string>([word]);
    for (const sense of senses.slice(0, 2)) {
      for (const w of sense.words) nearWords.add(w);
      // Two steps up: diesel → fuel oil → fuel meets a jerrycan "for gasoline" (→ fuel).
      for (const { sense: up } of await this.#wordnet.closure(sense, ["hypernym"], { depth: 2 }))
        if (up.lexName !== "noun.Tops") for (const w of up.words) nearWords.add(w);
    }
    const glossNear = new Set<string>();
    for (const g of [...gloss].slice(0, 12)) {
      const first = (await this.#wordnet.senses(g, "n"))[0];
      if (first === undefined) continue;
      for (const w of first.words) glossNear.add(w);
      for (const up of await this.#wordnet.related(first, ["hypernym"]))
        if (up.lexName !== "noun.Tops") for (const w of up.words) glossNear.add(w);
    }
    return { near, gloss, nearWords, glossNear };
  }
}

function overlaps(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const word of a) if (b.has(word)) return true;
  return false;
}

function key(sense: Sense): string {
  return `${sense.pos === "s" ? "a" : sense.pos}:${sense.offset}`;
}
