import { createInterface } from "node:readline";
import { NO_MORE_ANSWERS, type Operator } from "./Operator.js";
import { escapeControl } from "../log/index.js";

/**
 * Asks on the terminal. Prompts go to stderr so stdout stays data (`--json`). Every prompt ends on the first of:
 * a line, the end of input (Ctrl-D, a closed pipe), or the stop signal (Ctrl-C, SIGTERM) — never waits past them.
 * A question left unanswered is answered "I don't know" so the mission goes on; a re-tasking prompt left
 * unanswered stops the mission.
 */
export class TerminalOperator implements Operator {
  readonly #input: NodeJS.ReadableStream;
  readonly #output: NodeJS.WritableStream;
  readonly #signal: AbortSignal | undefined;
  /** Once input has ended, every later prompt is unanswered at once. */
  #ended = false;

  constructor(
    options: {
      input?: NodeJS.ReadableStream;
      output?: NodeJS.WritableStream;
      signal?: AbortSignal;
    } = {},
  ) {
    this.#input = options.input ?? process.stdin;
    this.#output = options.output ?? process.stderr;
    this.#signal = options.signal;
  }

  async ask(question: string): Promise<string> {
    const reply = await this.#prompt(`\nThe robot asks: ${escapeControl(question)}\nYour answer> `);
    return reply === undefined || reply.trim() === "" ? NO_MORE_ANSWERS : reply.trim();
  }

  notify(text: string): void {
    this.#output.write(`\n[operator] ${escapeControl(text)}\n`);
  }

  async retask(reason: string): Promise<string | undefined> {
    const reply = await this.#prompt(
      `\n${escapeControl(reason)}\nNew instructions (empty to stop)> `,
    );
    return reply === undefined || reply.trim() === "" ? undefined : reply.trim();
  }

  /** One line, or undefined at end of input or on the stop signal. */
  #prompt(text: string): Promise<string | undefined> {
    const input = this.#input as NodeJS.ReadableStream & { readableEnded?: boolean };
    if (this.#ended || input.readableEnded === true || this.#signal?.aborted === true)
      return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const rl = createInterface({ input: this.#input, output: this.#output, terminal: false });
      let settled = false;
      const finish = (value: string | undefined): void => {
        if (settled) return;
        settled = true;
        this.#signal?.removeEventListener("abort", onAbort);
        rl.off("line", onLine);
        rl.off("close", onClose);
        rl.close();
        resolve(value);
      };
      const onLine = (line: string): void => {
        finish(line);
      };
      const onClose = (): void => {
        // A close we did not ask for is the end of input.
        if (!settled) this.#ended = true;
        finish(undefined);
      };
      const onAbort = (): void => {
        finish(undefined);
      };
      rl.on("line", onLine);
      rl.on("close", onClose);
      this.#signal?.addEventListener("abort", onAbort, { once: true });
      this.#output.write(text);
    });
  }
}
