import {
  toWireEvent,
  type AgentEvent,
  type MissionMetrics,
  type MissionOutcome,
  type MissionReport,
} from "../../agent/index.js";
import { EVENT_SCHEMA_VERSION } from "../../agent/index.js";
import { escapeControl } from "../../log/index.js";
import { printLine } from "../io.js";
import { humanLines } from "../render/humanEvents.js";
import type { MissionLog } from "./missionLog.js";

/**
 * Prints a run's events: NDJSON with `--json` (docs/events.md: every line has `v` and `type`, the last is
 * `run-ended`), readable lines otherwise. With `--log-dir` the same NDJSON also goes to the log folder.
 */
export class MissionOutput {
  readonly #json: boolean;
  readonly #verbose: boolean;
  readonly #color: boolean;
  #log: MissionLog | undefined;
  #listeners: ((line: Readonly<Record<string, unknown>>) => void)[] = [];

  constructor(options: { json: boolean; verbose: boolean }) {
    this.#json = options.json;
    this.#verbose = options.verbose;
    this.#color = process.stdout.isTTY && process.env["NO_COLOR"] === undefined;
  }

  /** Also write every event to this mission log. */
  useLog(log: MissionLog): void {
    this.#log = log;
  }

  /** Also hand every line, exactly as `--json` prints it, to `listener` (the recording, the console). */
  onLine(listener: (line: Readonly<Record<string, unknown>>) => void): void {
    this.#listeners.push(listener);
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
      ...(report.record.verdict === undefined ? {} : { verdict: report.record.verdict }),
      metrics,
    };
    this.#print(finished, { checks });
    if (!this.#json)
      for (const check of checks.filter((c) => !c.ok))
        printLine(escapeControl(`  ✗ ${check.name}: ${check.detail}`, { keepLayout: true }));
  }

  /** The last line of every run, whatever ended it (the human form only says what no other line did). */
  ended(ending: {
    outcome: MissionOutcome | "input-rejected" | "internal-error";
    status: number;
    reason?: string;
  }): void {
    const line = {
      v: EVENT_SCHEMA_VERSION,
      type: "run-ended",
      outcome: ending.outcome,
      exitStatus: ending.status,
      ...(ending.reason === undefined ? {} : { reason: ending.reason }),
    };
    this.#log?.event(line);
    for (const listener of this.#listeners) listener(line);
    if (this.#json) printLine(JSON.stringify(line));
  }

  #print(event: AgentEvent, extra: Readonly<Record<string, unknown>> = {}): void {
    const wire = toWireEvent(event, extra);
    this.#log?.event(wire);
    for (const listener of this.#listeners) listener(wire);
    if (this.#json) printLine(JSON.stringify(wire));
    else
      for (const line of humanLines(event, { verbose: this.#verbose, color: this.#color }))
        printLine(line);
  }
}
