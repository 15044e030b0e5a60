import { createInterface } from "node:readline/promises";
import type { Operator } from "./Operator.js";

/**
 * Asks on the terminal. Prompts go to stderr so stdout stays data (`--json`). Reading stops with the signal, so
 * Ctrl-C during a question still stops the robot.
 */
export class TerminalOperator implements Operator {
  readonly #input: NodeJS.ReadableStream;
  readonly #output: NodeJS.WritableStream;
  readonly #signal: AbortSignal | undefined;

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
    return (await this.#prompt(`\nThe robot asks: ${question}\nYour answer> `)) ?? "";
  }

  notify(text: string): void {
    this.#output.write(`\n[operator] ${text}\n`);
  }

  async retask(reason: string): Promise<string | undefined> {
    const reply = await this.#prompt(`\n${reason}\nNew instructions (empty to stop)> `);
    return reply === undefined || reply.trim() === "" ? undefined : reply.trim();
  }

  async #prompt(text: string): Promise<string | undefined> {
    const rl = createInterface({ input: this.#input, output: this.#output, terminal: false });
    try {
      return await rl.question(text, this.#signal === undefined ? {} : { signal: this.#signal });
    } catch {
      return undefined;
    } finally {
      rl.close();
    }
  }
}
