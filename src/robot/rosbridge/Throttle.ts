/**
 * Run an action at most once per `intervalMs`: the first request runs at once, later ones within the interval
 * collapse into one trailing run with the latest state. Used for markers, which are rebuilt from the whole map.
 */
export class Throttle {
  readonly #intervalMs: number;
  readonly #action: () => void;
  #lastRunMs = Number.NEGATIVE_INFINITY;
  #timer: NodeJS.Timeout | undefined;
  #disposed = false;

  constructor(options: { intervalMs: number; action: () => void }) {
    this.#intervalMs = options.intervalMs;
    this.#action = options.action;
  }

  request(): void {
    if (this.#disposed || this.#timer !== undefined) return;
    const waitMs = this.#lastRunMs + this.#intervalMs - Date.now();
    if (waitMs <= 0) {
      this.#run();
      return;
    }
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#run();
    }, waitMs);
  }

  /** Drop a pending run; later requests are ignored. */
  dispose(): void {
    this.#disposed = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #run(): void {
    if (this.#disposed) return;
    this.#lastRunMs = Date.now();
    this.#action();
  }
}
