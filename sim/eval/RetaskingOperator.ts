import { NO_MORE_ANSWERS, type Operator } from "../../src/operator/index.js";

/**
 * A scripted operator who, when SPINE gives up on planning (MAX_ATTEMPTS refusals in one iteration), re-tasks it
 * with the same mission, as the paper's Alg. 1 (lines 7–8) invites — at most `maxRetasks` times. Each re-tasking
 * counts as an operator interaction. Clarify questions get the mission file's answers, then "I don't know".
 */
export class RetaskingOperator implements Operator {
  readonly #answers: string[];
  readonly #mission: string;
  #retasksLeft: number;

  constructor(
    answers: readonly string[],
    { mission, maxRetasks = 2 }: { mission: string; maxRetasks?: number },
  ) {
    this.#answers = [...answers];
    this.#mission = mission;
    this.#retasksLeft = maxRetasks;
  }

  ask(): Promise<string> {
    return Promise.resolve(this.#answers.shift() ?? NO_MORE_ANSWERS);
  }

  notify(): void {
    // Nothing to do: the evaluation reads what happened from the agent's events and report.
  }

  retask(): Promise<string | undefined> {
    if (this.#retasksLeft <= 0) return Promise.resolve(undefined);
    this.#retasksLeft -= 1;
    return Promise.resolve(this.#mission);
  }
}
