/**
 * The names a mapper has ever handed out or seen. New regions are `<class>_<k>` with k one past the highest k of
 * that class ever seen, so a removed region's name is never reused (the planner may still remember it).
 */
export class NameRegistry {
  readonly #used = new Set<string>();
  readonly #highest = new Map<string, number>();

  observe(name: string): void {
    this.#used.add(name);
    const match = /^(.+)_(\d+)$/.exec(name);
    if (match === null) return;
    const [, prefix = "", digits = "0"] = match;
    const k = Number(digits);
    if (k > (this.#highest.get(prefix) ?? 0)) this.#highest.set(prefix, k);
  }

  has(name: string): boolean {
    return this.#used.has(name);
  }

  /** A fresh `<prefix>_<k>`, recorded as used. */
  next(prefix: string): string {
    let k = this.#highest.get(prefix) ?? 0;
    let name: string;
    do {
      k += 1;
      name = `${prefix}_${k}`;
    } while (this.#used.has(name));
    this.observe(name);
    return name;
  }
}
