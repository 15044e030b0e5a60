import { NO_MORE_ANSWERS, type Operator } from "./Operator.js";

/**
 * Replies from a list, in order, then "I don't know" (the mission-file convention). It never re-tasks: a
 * scripted run that gets stuck ends, which is what an evaluation must count.
 */
export class ScriptedOperator implements Operator {
  readonly #answers: string[];
  readonly asked: string[] = [];
  readonly notices: string[] = [];

  constructor(answers: readonly string[] = []) {
    this.#answers = [...answers];
  }

  ask(question: string): Promise<string> {
    this.asked.push(question);
    return Promise.resolve(this.#answers.shift() ?? NO_MORE_ANSWERS);
  }

  notify(text: string): void {
    this.notices.push(text);
  }

  retask(reason: string): Promise<string | undefined> {
    this.notices.push(reason);
    return Promise.resolve(undefined);
  }
}
