import { rate, stat, type Stat } from "./stats.js";
import type { Method, RunRecord, ValidationMode } from "./types.js";

/** One row of the Table II-style comparison. */
export interface MethodSummary {
  readonly method: Method;
  readonly runs: number;
  readonly success: number | null;
  readonly simSeconds: Stat;
  readonly distanceM: Stat;
  readonly interactions: Stat;
  readonly plannerQueries: Stat;
  readonly distanceRatio: Stat;
  readonly tokens: Stat;
}

export interface MissionMethodSummary extends MethodSummary {
  readonly mission: string;
  /** Oracle distance from the nominal start (trial 1). */
  readonly oracleM: number | null;
}

export interface AblationCell {
  readonly dropFraction: number;
  readonly validation: ValidationMode;
  readonly runs: number;
  readonly success: number | null;
  /** Spread of the per-trial success rates (each averaged over the missions), like the paper's variance bars. */
  readonly successByTrial: Stat;
  readonly injected: number;
}

/** The done-when targets of the evaluation, computed, never tuned for. */
export interface Targets {
  readonly spineMeanRatio: number | null;
  readonly llmAsPlannerMeanRatio: number | null;
  /** spine mean distance ratio ≤ 1.3. */
  readonly spineRatioAtMost1_3: boolean | null;
  /** spine mean distance ratio ≤ 0.6 × llm-as-planner's. */
  readonly spineRatioAtMost0_6OfLlmAsPlanner: boolean | null;
  /** Ablation: success with validation ≥ without, at every drop fraction. */
  readonly validationNeverWorse: boolean | null;
}

export function summarizeMethods(
  runs: readonly RunRecord[],
  methods: readonly Method[],
): MethodSummary[] {
  return methods
    .map((method) =>
      summarizeRuns(
        method,
        runs.filter((r) => r.method === method),
      ),
    )
    .filter((row) => row.runs > 0);
}

export function summarizeMissions(
  runs: readonly RunRecord[],
  methods: readonly Method[],
): MissionMethodSummary[] {
  const missions = [...new Set(runs.map((r) => r.mission))];
  return missions.flatMap((mission) => {
    const own = runs.filter((r) => r.mission === mission);
    const oracleM = own.find((r) => r.trial === 1)?.oracleM ?? null;
    return summarizeMethods(own, methods).map((row) => ({ ...row, mission, oracleM }));
  });
}

export function summarizeAblation(runs: readonly RunRecord[]): AblationCell[] {
  const fractions = [...new Set(runs.map((r) => r.dropFraction))].sort((a, b) => a - b);
  const modes: ValidationMode[] = ["full", "off"];
  return fractions.flatMap((dropFraction) =>
    modes.map((validation): AblationCell => {
      const cell = runs.filter(
        (r) => r.dropFraction === dropFraction && r.validation === validation,
      );
      const trials = [...new Set(cell.map((r) => r.trial))].sort((a, b) => a - b);
      const byTrial = trials.map((trial) =>
        rate(cell.filter((r) => r.trial === trial).map((r) => r.success)),
      );
      return {
        dropFraction,
        validation,
        runs: cell.length,
        success: rate(cell.map((r) => r.success)),
        successByTrial: stat(byTrial, 3),
        injected: cell.reduce(
          (sum, r) => sum + Object.values(r.injected ?? {}).reduce((a, b) => a + b, 0),
          0,
        ),
      };
    }),
  );
}

export function evaluateTargets(
  methods: readonly MethodSummary[],
  ablation: readonly AblationCell[],
): Targets {
  const spine = methods.find((m) => m.method === "spine")?.distanceRatio.mean ?? null;
  const baseline = methods.find((m) => m.method === "llm-as-planner")?.distanceRatio.mean ?? null;
  const fractions = [...new Set(ablation.map((c) => c.dropFraction))];
  const successOf = (f: number, mode: ValidationMode): number | null =>
    ablation.find((c) => c.dropFraction === f && c.validation === mode)?.success ?? null;
  return {
    spineMeanRatio: spine,
    llmAsPlannerMeanRatio: baseline,
    spineRatioAtMost1_3: spine === null ? null : spine <= 1.3,
    spineRatioAtMost0_6OfLlmAsPlanner:
      spine === null || baseline === null ? null : spine <= 0.6 * baseline,
    validationNeverWorse:
      fractions.length === 0
        ? null
        : fractions.every((f) => (successOf(f, "full") ?? 0) >= (successOf(f, "off") ?? 0)),
  };
}

function summarizeRuns(method: Method, runs: readonly RunRecord[]): MethodSummary {
  return {
    method,
    runs: runs.length,
    success: rate(runs.map((r) => r.success)),
    simSeconds: stat(runs.map((r) => r.simSeconds)),
    distanceM: stat(runs.map((r) => r.distanceM)),
    interactions: stat(runs.map((r) => r.interactions)),
    plannerQueries: stat(runs.map((r) => r.plannerQueries)),
    distanceRatio: stat(
      runs.map((r) => r.distanceRatio),
      2,
    ),
    tokens: stat(
      runs.map((r) => r.promptTokens + r.completionTokens),
      0,
    ),
  };
}
