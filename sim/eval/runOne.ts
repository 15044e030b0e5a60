import type { PlanGenerator } from "../../src/agent/index.js";
import { fail, ok, type Result } from "../../src/errors/index.js";
import type { Operator } from "../../src/operator/index.js";
import type { Mission } from "../missions/index.js";
import { prepareMission, type PreparedMission } from "../runner/index.js";
import {
  explicitMethod,
  llmAsPlannerMethod,
  spineMethod,
  type MethodInput,
  type MethodResult,
} from "./methods/index.js";
import type { TrialSetup } from "./trialSetup.js";
import type { Method, RunRecord, ValidationMode } from "./types.js";

export interface RunSpec {
  readonly mission: Mission;
  readonly setup: TrialSetup;
  readonly oracleM: number | undefined;
  readonly method: Method;
  readonly validation: ValidationMode;
  /** A fresh plan generator for this run; it may use the prepared robot (the noisy generator looks at its map). */
  readonly planner: (prepared: PreparedMission) => PlanGenerator;
  /** The operator for the spine method (the ablation's re-tasks); default the mission's scripted answers. */
  readonly operator?: () => Operator;
  readonly maxAttempts?: number;
  readonly signal?: AbortSignal;
  readonly onEvent?: MethodInput["onEvent"];
}

/** A record, and the wall time it took (kept apart: it is the one thing that differs between equal runs). */
export interface TimedRecord {
  readonly record: RunRecord;
  readonly wallSeconds: number;
}

/** Run one mission with one method from one trial's start and prior. Errors say which mission failed to load. */
export async function runOne(spec: RunSpec): Promise<Result<TimedRecord>> {
  const started = performance.now();
  const { mission, setup } = spec;
  const prepared = prepareMission(mission, {
    priorGraph: setup.prior,
    ...(setup.nominalStart ? {} : { startM: setup.startM }),
  });
  if (!prepared.ok) return fail(`${mission.source}: ${prepared.error.join("; ")}`);
  const input: MethodInput = {
    prepared: prepared.value,
    planner: () => spec.planner(prepared.value),
    validation: spec.validation,
    ...(spec.operator === undefined ? {} : { operator: spec.operator() }),
    ...(spec.maxAttempts === undefined ? {} : { maxAttempts: spec.maxAttempts }),
    ...(spec.signal === undefined ? {} : { signal: spec.signal }),
    ...(spec.onEvent === undefined ? {} : { onEvent: spec.onEvent }),
  };
  let result: MethodResult;
  switch (spec.method) {
    case "spine":
      result = await spineMethod(input);
      break;
    case "explicit":
      if (mission.explicit.length === 0) return fail(`${mission.source}: no "explicit" steps`);
      result = await explicitMethod(input);
      break;
    case "llm-as-planner": {
      const run = await llmAsPlannerMethod(input);
      if (!run.ok) return run;
      result = run.value;
      break;
    }
  }
  await prepared.value.port.close();
  return ok({
    record: toRecord(spec, result),
    wallSeconds: (performance.now() - started) / 1000,
  });
}

function toRecord(spec: RunSpec, result: MethodResult): RunRecord {
  const { totals } = result;
  const distanceM = round(totals.distanceM, 1);
  const oracleM = spec.oracleM ?? null;
  return {
    mission: spec.mission.name,
    method: spec.method,
    trial: spec.setup.trial,
    start: {
      xM: spec.setup.startM[0],
      yM: spec.setup.startM[1],
      nominal: spec.setup.nominalStart,
      region: spec.setup.startRegion,
    },
    dropFraction: spec.setup.dropFraction,
    validation: spec.validation,
    success: result.evaluation.success === true,
    outcome: result.outcome,
    simSeconds: round(totals.simSeconds, 1),
    distanceM,
    interactions: totals.interactions,
    plannerQueries: totals.plannerQueries,
    validationFailures: totals.validationFailures,
    actions: totals.actions,
    promptTokens: totals.promptTokens,
    completionTokens: totals.completionTokens,
    tokensEstimated: totals.tokensEstimated,
    oracleM,
    distanceRatio: oracleM === null || oracleM <= 0 ? null : round(distanceM / oracleM, 3),
    failedChecks: result.evaluation.checks.filter((c) => !c.ok).map((c) => c.detail),
    answer: result.answer === undefined ? null : truncate(result.answer, 300),
    ...(result.mapping === undefined ? {} : { mapping: result.mapping }),
    ...(result.steps === undefined ? {} : { steps: result.steps }),
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}
