/**
 * Hands out unique node names. Names a source gives explicitly are reserved first; generated names are
 * `<prefix>_<k>` with a counter per prefix that skips anything taken.
 */
export class NameAllocator {
  readonly #taken = new Set<string>();
  readonly #counters = new Map<string, number>();

  /** Claim a name; false if it is already taken (the caller then falls back to {@link next}). */
  reserve(name: string): boolean {
    if (this.#taken.has(name)) return false;
    this.#taken.add(name);
    return true;
  }

  next(prefix: string): string {
    let k = this.#counters.get(prefix) ?? 0;
    let name: string;
    do {
      k += 1;
      name = `${prefix}_${k}`;
    } while (this.#taken.has(name));
    this.#counters.set(prefix, k);
    this.#taken.add(name);
    return name;
  }
}
