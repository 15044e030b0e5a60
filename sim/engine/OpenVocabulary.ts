import { WordNet, type Sense } from "../../src/lexicon/index.js";
import { normalizeLabel } from "./DetectorLabels.js";

/** WordNet's most general categories sit this close to its root ("entity"): "object", "artifact", "device". */
const MIN_CATEGORY_DEPTH = 5;
/** A label names a class when it is a hypernym this many steps up or fewer. */
const MAX_HYPERNYM_STEPS = 3;

/**
 * How an open-vocabulary detector (OWL-ViT, Grounding DINO) reads its labels: a label fires on an object whose
 * category it names in other words. A label matches a class when it is the same words, shares the head noun
 * ("tank" ~ `propane_tank`), is a WordNet synonym ("drum" ~ `barrel`) or a hypernym within three steps that is
 * not one of WordNet's most general categories ("vehicle" finds `truck`; "object" finds nothing).
 */
export class OpenVocabulary {
  readonly #wordnet: WordNet;
  readonly #cache = new Map<string, Promise<boolean>>();
  readonly #depths = new Map<string, Promise<number>>();

  constructor(wordnet: WordNet = SHARED) {
    this.#wordnet = wordnet;
  }

  /** The classes among `classes` that any of the labels names. */
  async matchingClasses(
    labels: readonly string[],
    classes: readonly string[],
  ): Promise<Set<string>> {
    const matched = new Set<string>();
    for (const cls of classes) {
      for (const label of labels) {
        if (await this.matches(label, cls)) {
          matched.add(cls);
          break;
        }
      }
    }
    return matched;
  }

  matches(label: string, className: string): Promise<boolean> {
    const key = `${normalizeLabel(label)}|${normalizeLabel(className)}`;
    let entry = this.#cache.get(key);
    if (entry === undefined) {
      entry = this.#match(normalizeLabel(label), normalizeLabel(className));
      this.#cache.set(key, entry);
    }
    return entry;
  }

  async #match(label: string, cls: string): Promise<boolean> {
    if (label === "" || cls === "") return false;
    const labelWords = label.split("_").map(singular);
    const classWords = cls.split("_").map(singular);
    if (labelWords.at(-1) === classWords.at(-1)) return true;
    const wanted = new Set([labelWords.join(" "), labelWords.at(-1) ?? ""]);
    const whole = classWords.length > 1 ? await this.#wordnet.senses(classWords.join(" ")) : [];
    const senses = (
      whole.length > 0 ? whole : await this.#wordnet.senses(classWords.at(-1) ?? "")
    ).slice(0, 2);
    // A synonym either way round: the label's own commonest sense may list the class.
    const labelSenses = (await this.#wordnet.senses(labelWords.join(" "))).slice(0, 1);
    if (labelSenses.some((s) => s.words.includes(classWords.join(" ")))) return true;
    for (const sense of senses) {
      if (sense.words.some((w) => wanted.has(w))) return true;
      const above = await this.#wordnet.closure(sense, ["hypernym"], { depth: MAX_HYPERNYM_STEPS });
      for (const { sense: up } of above) {
        if (!up.words.some((w) => wanted.has(w))) continue;
        if ((await this.#depth(up)) >= MIN_CATEGORY_DEPTH) return true;
      }
    }
    return false;
  }

  /** Steps from a synset up to WordNet's root along its first hypernyms. */
  #depth(sense: Sense): Promise<number> {
    const key = `${sense.pos}:${sense.offset}`;
    let entry = this.#depths.get(key);
    if (entry === undefined) {
      entry = (async () => {
        let depth = 0;
        let current: Sense | undefined = sense;
        while (current !== undefined && depth < 25) {
          const up: Sense[] = await this.#wordnet.related(current, ["hypernym"]);
          current = up[0];
          if (current !== undefined) depth += 1;
        }
        return depth;
      })();
      this.#depths.set(key, entry);
    }
    return entry;
  }
}

const SHARED = new WordNet();

function singular(word: string): string {
  if (word.length > 4 && word.endsWith("es") && /(?:sh|ch|x|s)es$/.test(word))
    return word.slice(0, -2);
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}
