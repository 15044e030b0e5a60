import { WordNet, singularWord, type Sense } from "../../src/lexicon/index.js";
import { normalizeLabel } from "./DetectorLabels.js";

/**
 * Below this depth (hypernym steps from WordNet's root `entity`, first hypernyms) a synset is one of WordNet's
 * most general categories and names nothing: object 2, whole 3, artifact 4, instrumentality 5, structure 5.
 * Measured: container 6, person 6, vehicle 7, boat 10 name things; device is 6 too (see the design note).
 */
export const MIN_CATEGORY_DEPTH = 6;
/**
 * A label names a class when it is a hypernym this many steps up or fewer. Measured: vehicle is 4 steps above
 * truck, car and golf cart (motor vehicle, self-propelled vehicle, wheeled vehicle, vehicle), 3 above
 * wheelbarrow and boat; boat is 3 above kayak.
 */
export const MAX_HYPERNYM_STEPS = 4;

/** Why a label names a class; `undefined` from {@link ClassVocabulary.rule} when it does not. */
export type MatchRule = "same" | "head" | "synonym" | "hypernym";

/** What WordNet says a class is called and what it is a kind of, as normalised terms (`motor_vehicle`). */
export interface ClassTerms {
  readonly className: string;
  /** The lemmas of the senses used: the class's own (or its head noun's) synonyms. */
  readonly synonyms: ReadonlySet<string>;
  /** Lemmas of hypernyms within {@link MAX_HYPERNYM_STEPS} that are not among the most general categories. */
  readonly hypernyms: ReadonlySet<string>;
  /** The WordNet senses the terms come from, `word#offset`, for explanations and tests. */
  readonly senses: readonly string[];
}

/**
 * The synchronous half of the open-vocabulary detector: does a label name a class? The same words (any case,
 * spaces or underscores, simple plurals), the same head noun (`tank` ~ `propane_tank`), or — for classes whose
 * WordNet terms were worked out beforehand by {@link OpenVocabulary} — a synonym (`drum` ~ `barrel`) or a
 * hypernym short of the most general categories (`vehicle` ~ `truck`). Without terms a class matches by its
 * words only.
 */
export class ClassVocabulary {
  /** Words only: the same words or the same head noun. */
  static readonly WORDS_ONLY = new ClassVocabulary([]);

  readonly #terms = new Map<string, ClassTerms>();

  constructor(terms: Iterable<ClassTerms>) {
    for (const entry of terms) this.#terms.set(normalizeTerm(entry.className), entry);
  }

  /** The classes this vocabulary has WordNet terms for (normalised). */
  get classes(): readonly string[] {
    return [...this.#terms.keys()];
  }

  matches(label: string, className: string): boolean {
    return this.rule(label, className) !== undefined;
  }

  /** Which rule makes the label name the class, the first that applies, if any. */
  rule(label: string, className: string): MatchRule | undefined {
    const wanted = normalizeTerm(label);
    const cls = normalizeTerm(className);
    if (wanted === "" || cls === "") return undefined;
    if (wanted === cls) return "same";
    if (headOf(wanted) === headOf(cls)) return "head";
    const terms = this.#terms.get(cls);
    if (terms?.synonyms.has(wanted) === true) return "synonym";
    if (terms?.hypernyms.has(wanted) === true) return "hypernym";
    // "fallen tree" for a fallen oak: the same modifiers, and the label's head a word for the class's head.
    const modifiers = (term: string): string => term.slice(0, Math.max(0, term.lastIndexOf("_")));
    if (modifiers(wanted) !== "" && modifiers(wanted) === modifiers(cls)) {
      const head = headOf(wanted);
      if (terms?.synonyms.has(head) === true) return "synonym";
      if (terms?.hypernyms.has(head) === true) return "hypernym";
    }
    return undefined;
  }
}

/**
 * How an open-vocabulary detector (OWL-ViT, Grounding DINO) reads its labels, from WordNet: for each object class
 * the terms a label may name it by, worked out once per class and process (WordNet reads files, so this is
 * asynchronous), then handed over as a synchronous {@link ClassVocabulary}.
 *
 * A class is looked up whole when WordNet knows it (`fire_extinguisher`), else by its head noun (`propane_tank`
 * → tank), choosing the head's senses its modifiers speak of (propane is a gas; a storage tank holds gases, an
 * army tank does not). Senses are the most common ones ({@link WordNet.commonSenses}); a hypernym counts within
 * {@link MAX_HYPERNYM_STEPS} steps along first hypernyms and only at depth {@link MIN_CATEGORY_DEPTH} or deeper.
 *
 * @example
 * const vocabulary = await OpenVocabulary.shared.vocabularyFor(["truck", "propane_tank"]);
 * vocabulary.matches("vehicle", "truck"); // true
 * vocabulary.matches("vehicle", "propane_tank"); // false
 */
export class OpenVocabulary {
  /** One per process: class terms are cached here for every simulation. */
  static readonly shared = new OpenVocabulary();

  readonly #wordnet: WordNet;
  readonly #terms = new Map<string, Promise<ClassTerms>>();
  #physicalEntity: Promise<string | undefined> | undefined;

  constructor(wordnet: WordNet = new WordNet()) {
    this.#wordnet = wordnet;
  }

  /** The synchronous matcher for these classes (classes already resolved cost nothing). */
  async vocabularyFor(classes: Iterable<string>): Promise<ClassVocabulary> {
    const unique = [...new Set([...classes].map(normalizeLabel))].filter((c) => c !== "");
    return new ClassVocabulary(await Promise.all(unique.map((cls) => this.termsOf(cls))));
  }

  /** A class's WordNet terms, cached. */
  termsOf(className: string): Promise<ClassTerms> {
    const cls = normalizeLabel(className);
    let entry = this.#terms.get(cls);
    if (entry === undefined) {
      entry = this.#resolve(cls);
      this.#terms.set(cls, entry);
    }
    return entry;
  }

  async #resolve(cls: string): Promise<ClassTerms> {
    const senses = await this.#sensesOf(cls.split("_"));
    const synonyms = new Set<string>();
    const hypernyms = new Set<string>();
    for (const sense of senses) {
      for (const word of sense.words) synonyms.add(normalizeTerm(word));
      // A detector sees things: an abstract sense ("pole" as one of two opinions) names no kinds of it.
      if (!(await this.#isPhysical(sense))) continue;
      const steps = Math.min(
        MAX_HYPERNYM_STEPS,
        (await this.#wordnet.depth(sense)) - MIN_CATEGORY_DEPTH,
      );
      // Along first hypernyms each step is one level shallower, so `steps` stops at the most general categories.
      let current: Sense | undefined = sense;
      for (let step = 1; step <= steps && current !== undefined; step += 1) {
        current = (await this.#wordnet.related(current, ["hypernym"]))[0];
        for (const word of current?.words ?? []) hypernyms.add(normalizeTerm(word));
      }
    }
    return {
      className: cls,
      synonyms,
      hypernyms,
      senses: senses.map((sense) => `${sense.words[0] ?? "?"}#${sense.offset}`),
    };
  }

  /** Whether a sense's first hypernyms lead up through WordNet's `physical entity`. */
  async #isPhysical(sense: Sense): Promise<boolean> {
    this.#physicalEntity ??= this.#wordnet
      .senses("physical entity")
      .then((senses) => senses[0]?.offset);
    const physical = await this.#physicalEntity;
    let current: Sense | undefined = sense;
    while (current !== undefined) {
      if (current.offset === physical) return true;
      current = (await this.#wordnet.related(current, ["hypernym"]))[0];
    }
    return false;
  }

  /** The senses a class stands for: the whole compound's if WordNet knows it, else its head noun's. */
  async #sensesOf(words: readonly string[]): Promise<readonly Sense[]> {
    const whole = words.join(" ");
    const head = words.at(-1) ?? whole;
    if (words.length === 1) return this.#commonSenses(whole);
    // ("double_decker" is WordNet's "double-decker", "fire_place" its "fireplace": a class joins its words one way,
    // WordNet another.)
    for (const joined of [whole, words.join("-"), words.join("")])
      if ((await this.#wordnet.senses(joined)).length > 0) return this.#commonSenses(joined);
    const named = await this.#senseModifiersName(words.slice(0, -1), head);
    return named === undefined ? this.#commonSenses(head) : [named];
  }

  /**
   * Common senses of a word, or of its singular when WordNet does not know it as written. A word the tagged
   * corpus never saw in any of its senses ("spruce": the tree and its wood) keeps them all: a detector trained on
   * pictures of spruces sees a spruce as a tree, whatever the corpus lacked.
   */
  async #commonSenses(word: string): Promise<readonly Sense[]> {
    const known = (await this.#wordnet.senses(word)).length > 0;
    const single = word.split(" ").map(singularWord).join(" ");
    const lemma = known ? word : single;
    if (!known && single === word) return [];
    const common = await this.#wordnet.commonSenses(lemma);
    if (common.length > 0) return common;
    return this.#wordnet.senses(lemma);
  }

  /**
   * A simplified Lesk: the head's sense whose definition and lemmas share the most content words (at least one)
   * with the modifiers and their commonest senses' definitions and lemmas; ties go to the sense the tagged corpus
   * saw most, then to WordNet's order. Undefined when no sense shares a word.
   */
  async #senseModifiersName(
    modifiers: readonly string[],
    head: string,
  ): Promise<Sense | undefined> {
    const context = new Set<string>();
    for (const modifier of modifiers) {
      context.add(singularWord(modifier));
      const sense =
        (await this.#wordnet.commonSenses(modifier))[0] ??
        (await this.#wordnet.senses(modifier))[0];
      if (sense === undefined) continue;
      for (const word of contentWords(`${sense.definition} ${sense.words.join(" ")}`)) {
        context.add(word);
      }
    }
    context.delete(singularWord(head));
    const counts = await this.#wordnet.senseCounts(head);
    let best: { sense: Sense; shared: number; count: number } | undefined;
    for (const sense of await this.#wordnet.senses(head)) {
      const words = contentWords(`${sense.definition} ${sense.words.join(" ")}`);
      const shared = [...words].filter((word) => context.has(word)).length;
      const count = counts.get(sense.offset) ?? 0;
      if (
        shared > 0 &&
        (best === undefined ||
          shared > best.shared ||
          (shared === best.shared && count > best.count))
      ) {
        best = { sense, shared, count };
      }
    }
    return best?.sense;
  }
}

/** `normalizeLabel` with each word made singular: "Motor Vehicles" → "motor_vehicle". */
export function normalizeTerm(term: string): string {
  return normalizeLabel(term).split("_").map(singularWord).join("_");
}

function headOf(term: string): string {
  return term.slice(term.lastIndexOf("_") + 1);
}

/** Words a definition is about: lower case, singular, without function words and the most common gloss words. */
function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const raw of text.toLowerCase().split(/[^a-z]+/)) {
    if (raw.length < 3 || GLOSS_STOPWORDS.has(raw)) continue;
    words.add(singularWord(raw));
  }
  return words;
}

const GLOSS_STOPWORDS = new Set(
  (
    "the and for with that which this these those its their from into onto over under than then when where " +
    "who whom whose what are was were been being has have had not but also any some one two such very more most " +
    "other used use using usually especially often something someone kind type part form made make can may " +
    "etc all each"
  ).split(" "),
);
