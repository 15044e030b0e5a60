/** "Radio Tower" / "radio-tower" / " radio_tower " → "radio_tower". */
export function normalizeLabel(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

/**
 * The open-vocabulary detector's current labels. A class is detected when a label names it: the same words
 * (spaces and underscores alike, any case) or a simple plural of either ("barrels" finds `barrel`), or a class
 * the labels name in other words, as worked out by `OpenVocabulary` and passed in as `alsoMatches`.
 */
export class DetectorLabels {
  readonly labels: readonly string[];
  readonly #matches = new Map<string, boolean>();

  readonly #also: ReadonlySet<string>;

  constructor(labels: readonly string[] = [], alsoMatches: ReadonlySet<string> = new Set()) {
    this.labels = [...new Set(labels.map(normalizeLabel).filter((label) => label !== ""))];
    this.#also = alsoMatches;
  }

  matches(className: string): boolean {
    let known = this.#matches.get(className);
    if (known === undefined) {
      const target = normalizeLabel(className);
      known =
        this.#also.has(className) ||
        this.labels.some((label) => samePluralInsensitive(label, target));
      this.#matches.set(className, known);
    }
    return known;
  }
}

function samePluralInsensitive(a: string, b: string): boolean {
  return a === b || a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es`;
}
