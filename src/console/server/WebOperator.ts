import { NO_MORE_ANSWERS, type Operator } from "../../operator/index.js";
import type { PendingQuestion } from "../protocol.js";

/**
 * The operator in the browser: the second implementation of the terminal's {@link Operator}. A question waits
 * until the page answers it, the mission is stopped, or `timeoutMs` passes — then it is unanswered ("I don't
 * know" for a clarify, stop for a retask), like the terminal at the end of input. Never waits past those.
 */
export class WebOperator implements Operator {
  readonly #timeoutMs: number;
  readonly #onChange: (pending: PendingQuestion | undefined) => void;
  readonly #onNotice: (text: string) => void;
  #signal: AbortSignal | undefined;
  #pending: { question: PendingQuestion; resolve: (reply: string | undefined) => void } | undefined;
  #nextId = 1;

  constructor(options: {
    timeoutMs: number;
    onChange: (pending: PendingQuestion | undefined) => void;
    onNotice?: (text: string) => void;
  }) {
    this.#timeoutMs = options.timeoutMs;
    this.#onChange = options.onChange;
    this.#onNotice = options.onNotice ?? ((): void => undefined);
  }

  /** The mission now running: its stop ends any pending question. */
  useSignal(signal: AbortSignal): void {
    this.#signal = signal;
  }

  get pending(): PendingQuestion | undefined {
    return this.#pending?.question;
  }

  async ask(question: string): Promise<string> {
    const reply = await this.#wait("clarify", question);
    return reply === undefined || reply.trim() === "" ? NO_MORE_ANSWERS : reply.trim();
  }

  notify(text: string): void {
    this.#onNotice(text);
  }

  async retask(reason: string): Promise<string | undefined> {
    const reply = await this.#wait("retask", reason);
    return reply === undefined || reply.trim() === "" ? undefined : reply.trim();
  }

  /** The page's reply to question `id`; false when no such question is waiting (answered, expired, stale). */
  answer(id: number, reply: string): boolean {
    const pending = this.#pending;
    if (pending?.question.id !== id) return false;
    pending.resolve(reply);
    return true;
  }

  #wait(kind: PendingQuestion["kind"], text: string): Promise<string | undefined> {
    if (this.#signal?.aborted === true) return Promise.resolve(undefined);
    // One question at a time: the agent asks sequentially; a leftover one is unanswered.
    this.#pending?.resolve(undefined);
    return new Promise((resolve) => {
      const question = { id: this.#nextId++, kind, text };
      const signal = this.#signal;
      const finish = (reply: string | undefined): void => {
        if (this.#pending?.question !== question) return;
        this.#pending = undefined;
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        this.#onChange(undefined);
        resolve(reply);
      };
      const onAbort = (): void => {
        finish(undefined);
      };
      const timer = setTimeout(onAbort, this.#timeoutMs);
      signal?.addEventListener("abort", onAbort, { once: true });
      this.#pending = { question, resolve: finish };
      this.#onChange(question);
    });
  }
}
