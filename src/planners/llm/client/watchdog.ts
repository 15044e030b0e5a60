/** Which deadline ended a request. */
export type DeadlinePhase = "connect" | "first-byte" | "idle" | "total";

export interface WatchdogTiming {
  /** From the request start until the TCP (and TLS) connection is up. */
  readonly connectTimeoutMs: number;
  /** Longest silence once connected: before the first byte (prefill) and between any two chunks. */
  readonly idleTimeoutMs: number;
  /** The whole request, body included. */
  readonly timeoutMs: number;
}

export interface DeadlineFired {
  readonly phase: DeadlinePhase;
  readonly limitMs: number;
  /** Response bytes received before it fired (0: the server never said anything). */
  readonly bytes: number;
}

/**
 * The deadlines of one HTTP request, fed by the transport (`connected`, `received`). A slow but steady stream is
 * never cut while bytes keep coming within `idleTimeoutMs`; a server that accepts and then says nothing fails at
 * the first-byte deadline rather than the generous total one. `signal` aborts when any deadline fires.
 */
export class Watchdog {
  readonly #timing: WatchdogTiming;
  readonly #controller = new AbortController();
  readonly #total: ReturnType<typeof setTimeout>;
  #phaseTimer: ReturnType<typeof setTimeout> | undefined;
  #fired: DeadlineFired | undefined;
  #bytes = 0;
  /** Up to 64 KiB of an error response's body, for the classifier (the SDK drops bodies it cannot read). */
  errorBody = "";

  constructor(timing: WatchdogTiming) {
    this.#timing = timing;
    this.#total = setTimeout(() => {
      this.#fire("total", timing.timeoutMs);
    }, timing.timeoutMs);
    this.#arm("connect", timing.connectTimeoutMs);
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  get fired(): DeadlineFired | undefined {
    return this.#fired;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The connection is up (or a kept-alive one was reused): the server now has `idleTimeoutMs` to start. */
  connected(): void {
    this.#arm("first-byte", this.#timing.idleTimeoutMs);
  }

  /** The response headers arrived: the server is alive, and has `idleTimeoutMs` again for its first chunk. */
  answered(): void {
    this.#arm("first-byte", this.#timing.idleTimeoutMs);
  }

  /** Body bytes arrived. */
  received(count: number): void {
    this.#bytes += count;
    this.#arm("idle", this.#timing.idleTimeoutMs);
  }

  dispose(): void {
    clearTimeout(this.#total);
    if (this.#phaseTimer !== undefined) clearTimeout(this.#phaseTimer);
  }

  #arm(phase: DeadlinePhase, limitMs: number): void {
    if (this.#fired !== undefined) return;
    if (this.#phaseTimer !== undefined) clearTimeout(this.#phaseTimer);
    this.#phaseTimer = setTimeout(() => {
      this.#fire(phase, limitMs);
    }, limitMs);
  }

  #fire(phase: DeadlinePhase, limitMs: number): void {
    if (this.#fired !== undefined) return;
    this.#fired = { phase, limitMs, bytes: this.#bytes };
    this.dispose();
    this.#controller.abort(new Error(`${phase} deadline of ${limitMs} ms`));
  }
}
