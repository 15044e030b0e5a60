import { formatStep } from "../../plan/index.js";
import type { MissionGoal, MissionVerdict } from "../../mission/index.js";
import type { Decision } from "./tactics.js";

/**
 * A mission said as steps ("check the gate is shut, then nip over and read me the meter"): each step is a goal of
 * its own, carried out in order. A step's answer is kept, not given: the next step starts at once, and the one
 * answer at the end says what every step found, its verdict the union of theirs.
 */
export class MissionSteps {
  readonly #goals: readonly MissionGoal[];
  #index = 0;
  readonly #answers: { readonly text: string; readonly verdict?: MissionVerdict }[] = [];

  constructor(goals: readonly MissionGoal[]) {
    if (goals.length === 0) throw new Error("MissionSteps needs at least one goal");
    this.#goals = goals;
  }

  get current(): MissionGoal {
    return this.#goals[this.#index] as MissionGoal;
  }

  /** Which step this is (0-based) and how many there are. */
  get position(): { readonly index: number; readonly count: number } {
    return { index: this.#index, count: this.#goals.length };
  }

  get hasNext(): boolean {
    return this.#index < this.#goals.length - 1;
  }

  /** The current step answered: keep its answer and go on to the next step. */
  advance(decision: Decision): void {
    this.#answers.push({
      text: decision.answer ?? "",
      ...(decision.verdict === undefined ? {} : { verdict: decision.verdict }),
    });
    this.#index += 1;
  }

  /** The last step's answer, with what the earlier steps found before it. */
  combine(decision: Decision): Decision {
    if (this.#answers.length === 0 || decision.answer === undefined) return decision;
    const answers = [
      ...this.#answers,
      {
        text: decision.answer,
        ...(decision.verdict === undefined ? {} : { verdict: decision.verdict }),
      },
    ];
    const text = answers
      .map((a, i) => `(${i + 1}) ${stepWords(this.#goals[i])}: ${a.text}`)
      .join(" ");
    const verdict = mergeVerdicts(
      answers.flatMap((a) => (a.verdict === undefined ? [] : [a.verdict])),
    );
    return {
      ...decision,
      plan: [formatStep("answer", [text])],
      answer: text,
      ...(verdict === undefined ? {} : { verdict }),
    };
  }
}

function stepWords(goal: MissionGoal | undefined): string {
  return `"${(goal?.text ?? "").trim()}"`;
}

/**
 * One verdict for several steps: every thing found, every problem, and fine only what no step judged a problem;
 * a way is open only if every step found its way open.
 */
export function mergeVerdicts(verdicts: readonly MissionVerdict[]): MissionVerdict | undefined {
  if (verdicts.length === 0) return undefined;
  const union = (field: "found" | "problems" | "fine"): string[] | undefined => {
    const lists = verdicts.flatMap((v) => (v[field] === undefined ? [] : [v[field]]));
    return lists.length === 0 ? undefined : [...new Set(lists.flat())];
  };
  const problems = union("problems");
  const fine = union("fine")?.filter((name) => !(problems ?? []).includes(name));
  const found = union("found");
  const ways = verdicts.flatMap((v) => (v.route_open === undefined ? [] : [v.route_open]));
  return {
    ...(found === undefined ? {} : { found }),
    ...(problems === undefined ? {} : { problems }),
    ...(fine === undefined ? {} : { fine }),
    ...(ways.length === 0 ? {} : { route_open: ways.every(Boolean) }),
  };
}
