import type { AgentEvent, MissionMetrics, PlanGenerator } from "../../../src/agent/index.js";
import type { Operator } from "../../../src/operator/index.js";
import type { MissionEvaluation } from "../../missions/index.js";
import type { PreparedMission } from "../../runner/index.js";
import type { RunRecord, Totals, ValidationMode } from "../types.js";

/** What a method is given: a mission prepared for one trial, and how to plan. */
export interface MethodInput {
  readonly prepared: PreparedMission;
  /** A fresh plan generator (each method run gets its own: planners keep state). */
  readonly planner: () => PlanGenerator;
  readonly validation: ValidationMode;
  /** The operator (spine only); default the mission file's scripted answers, never re-tasking. */
  readonly operator?: Operator;
  readonly maxAttempts?: number;
  readonly signal?: AbortSignal;
  /** Every agent event of the run, as it happens (`spine eval --events`). */
  readonly onEvent?: (event: AgentEvent) => void;
}

/** How a method's run went, before it is put in a {@link RunRecord}. */
export interface MethodResult {
  readonly evaluation: MissionEvaluation;
  readonly outcome: string;
  readonly answer: string | undefined;
  readonly totals: Totals;
  readonly mapping?: RunRecord["mapping"];
  readonly steps?: RunRecord["steps"];
}

export const ZERO_TOTALS: Totals = {
  simSeconds: 0,
  distanceM: 0,
  interactions: 0,
  plannerQueries: 0,
  validationFailures: 0,
  actions: 0,
  promptTokens: 0,
  completionTokens: 0,
  tokensEstimated: false,
};

/** A mission's metrics as totals; `interactions` adds the operator's message that started it. */
export function totalsOf(metrics: MissionMetrics): Totals {
  return {
    simSeconds: metrics.simSeconds,
    distanceM: metrics.distanceM,
    interactions: 1 + metrics.interactions,
    plannerQueries: metrics.plannerQueries,
    validationFailures: metrics.validationFailures,
    actions: metrics.actions,
    promptTokens: metrics.promptTokens,
    completionTokens: metrics.completionTokens,
    tokensEstimated: metrics.tokensEstimated,
  };
}

export function addTotals(a: Totals, b: Partial<Totals>): Totals {
  return {
    simSeconds: a.simSeconds + (b.simSeconds ?? 0),
    distanceM: a.distanceM + (b.distanceM ?? 0),
    interactions: a.interactions + (b.interactions ?? 0),
    plannerQueries: a.plannerQueries + (b.plannerQueries ?? 0),
    validationFailures: a.validationFailures + (b.validationFailures ?? 0),
    actions: a.actions + (b.actions ?? 0),
    promptTokens: a.promptTokens + (b.promptTokens ?? 0),
    completionTokens: a.completionTokens + (b.completionTokens ?? 0),
    tokensEstimated: a.tokensEstimated || (b.tokensEstimated ?? false),
  };
}
