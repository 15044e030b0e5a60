/**
 * Collects the errors and warnings of one mission parse beyond the schema's (the world exists, a [lon, lat] needs
 * a geographic world, unknown fields). Every message reads "<file>: <field path>: …" like the schema's, so a
 * person can fix the file without reading code.
 */
export class FieldIssues {
  readonly errors: string[] = [];
  readonly warnings: string[] = [];
  readonly source: string;

  constructor(source: string) {
    this.source = source;
  }

  error(path: string, message: string): void {
    this.errors.push(this.#at(path, message));
  }

  warn(path: string, message: string): void {
    this.warnings.push(this.#at(path, message));
  }

  #at(path: string, message: string): string {
    return path === "" ? `${this.source}: ${message}` : `${this.source}: ${path}: ${message}`;
  }
}
