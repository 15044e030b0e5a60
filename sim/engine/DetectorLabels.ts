import type { ClassVocabulary } from "./OpenVocabulary.js";

/** "Radio Tower" / "radio-tower" / " radio_tower " → "radio_tower". */
export function normalizeLabel(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

/**
 * The open-vocabulary detector's current labels. A class is detected when a label names it: first the same
 * words (spaces and underscores alike, any case) or a simple plural of either ("barrels" finds `barrel`); then
 * whatever the vocabulary says (`ClassVocabulary`: the same head noun, and WordNet synonyms and hypernyms for
 * the classes it has terms for). Without a vocabulary, exact words only.
 */
export class DetectorLabels {
  readonly labels: readonly string[];
  readonly #matches = new Map<string, boolean>();
  readonly #vocabulary: ClassVocabulary | undefined;

  constructor(labels: readonly string[] = [], vocabulary?: ClassVocabulary) {
    this.labels = [...new Set(labels.map(normalizeLabel).filter((label) => label !== ""))];
    this.#vocabulary = vocabulary;
  }

  matches(className: string): boolean {
    let known = this.#matches.get(className);
    if (known === undefined) {
      const target = normalizeLabel(className);
      known =
        this.labels.some((label) => samePluralInsensitive(label, target)) ||
        (this.#vocabulary !== undefined &&
          this.labels.some((label) => this.#vocabulary?.matches(label, target) === true));
      this.#matches.set(className, known);
    }
    return known;
  }
}

function samePluralInsensitive(a: string, b: string): boolean {
  return a === b || a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es`;
}
