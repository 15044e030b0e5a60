import type { AgentEvent, MissionMetrics, MissionReport } from "../../agent/index.js";
import { printLine } from "../io.js";
import { humanLines } from "../render/humanEvents.js";

/** Prints a mission's events: NDJSON with `--json`, readable lines otherwise. */
export class MissionOutput {
  readonly #json: boolean;
  readonly #verbose: boolean;
  readonly #color: boolean;

  constructor(options: { json: boolean; verbose: boolean }) {
    this.#json = options.json;
    this.#verbose = options.verbose;
    this.#color = process.stdout.isTTY && process.env["NO_COLOR"] === undefined;
  }

  /** For `onEvent`. The finish is printed by {@link finish}, with the evaluation. */
  readonly event = (event: AgentEvent): void => {
    if (event.type === "mission-finished") return;
    this.#print(event);
  };

  finish(
    report: MissionReport,
    metrics: MissionMetrics,
    checks: readonly { name: string; ok: boolean; detail: string }[],
  ): void {
    const finished: AgentEvent = {
      type: "mission-finished",
      t: metrics.simSeconds,
      iteration: metrics.iterations,
      outcome: report.outcome,
      ...(report.answer === undefined ? {} : { answer: report.answer }),
      ...(report.reason === undefined ? {} : { reason: report.reason }),
      metrics,
    };
    if (this.#json) {
      printLine(JSON.stringify({ event: finished.type, ...withoutType(finished), checks }));
      return;
    }
    this.#print(finished);
    for (const check of checks.filter((c) => !c.ok))
      printLine(`  ✗ ${check.name}: ${check.detail}`);
  }

  #print(event: AgentEvent): void {
    if (this.#json) printLine(JSON.stringify({ event: event.type, ...withoutType(event) }));
    else
      for (const line of humanLines(event, { verbose: this.#verbose, color: this.#color }))
        printLine(line);
  }
}

function withoutType(event: AgentEvent): Omit<AgentEvent, "type"> {
  const { type: _type, ...rest } = event;
  return rest;
}
