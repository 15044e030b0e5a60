import {
  runMission,
  type AgentEvent,
  type MissionReport,
  type PlanGenerator,
} from "../../src/agent/index.js";
import type { MissionMetrics } from "../../src/agent/index.js";
import type { Logger } from "../../src/log/index.js";
import { ScriptedOperator, type Operator } from "../../src/operator/index.js";
import type { MissionEvaluation } from "../missions/index.js";
import type { PreparedMission } from "./prepareMission.js";

export interface SimulatedRun {
  readonly report: MissionReport;
  readonly evaluation: MissionEvaluation;
  /** The report's metrics with `success` filled in from the mission's `expect`. */
  readonly metrics: MissionMetrics;
}

/**
 * Run a prepared mission through the real agent loop, validator and simulated robot, then judge it against the
 * mission's `expect`. The operator answers from the mission file unless another is given.
 */
export async function runSimulatedMission(options: {
  prepared: PreparedMission;
  generator: PlanGenerator;
  operator?: Operator;
  onEvent?: (event: AgentEvent) => void;
  log?: Logger;
  signal?: AbortSignal;
  maxAttempts?: number;
  /** "off" runs the validation ablation (see `runMission`). */
  validation?: "full" | "off";
}): Promise<SimulatedRun> {
  const { prepared } = options;
  const { mission } = prepared;
  const report = await runMission({
    mission: mission.mission,
    port: prepared.port,
    generator: options.generator,
    operator: options.operator ?? new ScriptedOperator(mission.operatorAnswers),
    limits: mission.limits,
    ...(options.onEvent === undefined ? {} : { onEvent: options.onEvent }),
    ...(options.log === undefined ? {} : { log: options.log }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.maxAttempts === undefined ? {} : { maxAttempts: options.maxAttempts }),
    ...(options.validation === undefined ? {} : { validation: options.validation }),
  });
  const evaluation = prepared.evaluate({
    ...(report.answer === undefined ? {} : { answer: report.answer }),
    inspected: report.record.inspections.filter((i) => i.ok).map((i) => i.object),
    clarifyCount: report.metrics.clarifyPrompts,
    ...(report.outcome === "limit-reached" ? { limitHit: report.reason ?? "limit" } : {}),
    ...(report.record.verdict === undefined ? {} : { verdict: report.record.verdict }),
  });
  const metrics =
    evaluation.success === undefined
      ? report.metrics
      : { ...report.metrics, success: evaluation.success };
  return { report, evaluation, metrics };
}
