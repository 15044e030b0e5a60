/**
 * Collects the errors and warnings of one parse. Every message starts with where it happened (file, feature
 * index, class) so a person can fix the file without reading code.
 */
export class Issues {
  readonly errors: string[] = [];
  readonly warnings: string[] = [];

  readonly source: string;

  constructor(source: string) {
    this.source = source;
  }

  error(where: string, message: string): void {
    this.errors.push(`${this.#prefix(where)}${message}`);
  }

  warn(where: string, message: string): void {
    this.warnings.push(`${this.#prefix(where)}${message}`);
  }

  #prefix(where: string): string {
    return where === "" ? `${this.source}: ` : `${this.source}: ${where}: `;
  }
}

/** `features[12] (class "road")`, or `features[12]` while the class is unknown. */
export function featureWhere(index: number, className?: string): string {
  return className === undefined
    ? `features[${index}]`
    : `features[${index}] (class "${className}")`;
}
