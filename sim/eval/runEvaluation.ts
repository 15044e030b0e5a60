import type { AgentEvent, PlanGenerator } from "../../src/agent/index.js";
import { fail, ok, type Result } from "../../src/errors/index.js";
import type { Mission } from "../missions/index.js";
import { describeJob, jobFileName, runJob, type EvalJob } from "./jobs.js";
import type { NoisyGeneratorOptions } from "./NoisyGenerator.js";
import type { TimedRecord } from "./runOne.js";
import {
  evaluateTargets,
  summarizeAblation,
  summarizeMethods,
  summarizeMissions,
  type AblationCell,
  type MethodSummary,
  type MissionMethodSummary,
  type Targets,
} from "./summarize.js";
import type { Method, RunRecord } from "./types.js";
import { WorldFactsCache } from "./WorldFacts.js";

export interface EvaluationOptions {
  readonly suite: string;
  readonly missions: readonly Mission[];
  readonly methods: readonly Method[];
  readonly trials: number;
  readonly seed: number;
  /** Makes a fresh planner per run; `label` names it in the report ("rules", "llm:gpt-4o"). */
  readonly planner: { readonly label: string; readonly create: () => PlanGenerator };
  readonly ablation?: {
    readonly dropFractions: readonly number[];
    /** Trials per (mission, fraction, mode); default `trials`. */
    readonly trials?: number;
    readonly noiseRate: number;
    readonly correction: NonNullable<NoisyGeneratorOptions["correction"]>;
    /** Times the operator re-tasks a stuck run with the same mission (Alg. 1, lines 7–8); default 2. */
    readonly maxRetasks?: number;
    readonly missions?: readonly Mission[];
  };
  readonly maxAttempts?: number;
  /** Told as each run starts ("riverside_comms_down spine trial 2"). */
  readonly onProgress?: (message: string) => void;
  readonly signal?: AbortSignal;
  /** Every agent event of every run, with the job's file-safe name ("riverside_comms_down.spine.t1"). */
  readonly onRunEvent?: (run: string, event: AgentEvent) => void;
}

/** Everything an evaluation produced. `wall` is the only part that differs between two runs with one seed. */
export interface EvaluationResult {
  readonly config: {
    readonly suite: string;
    readonly planner: string;
    readonly seed: number;
    readonly trials: number;
    readonly missions: readonly string[];
    readonly methods: readonly Method[];
    readonly ablation: {
      readonly dropFractions: readonly number[];
      readonly trials: number;
      readonly noiseRate: number;
      readonly correction: string;
      readonly maxRetasks: number;
      readonly missions: readonly string[];
    } | null;
  };
  readonly comparison: {
    readonly methods: readonly MethodSummary[];
    readonly missions: readonly MissionMethodSummary[];
  };
  readonly ablation: readonly AblationCell[];
  readonly targets: Targets;
  readonly runs: readonly RunRecord[];
  readonly ablationRuns: readonly RunRecord[];
  readonly wall: {
    readonly totalSeconds: number;
    /** Per run, in the order of `runs` then `ablationRuns`. */
    readonly runSeconds: readonly number[];
  };
}

/**
 * Run the comparison (paper Table II: every mission × method × trial) and the validation ablation (Fig. 6: every
 * mission × prior drop fraction × validation mode × trial, with a noisy planner), and summarise. Each run is an
 * independent job seeded by its own coordinates, so no run depends on another. Deterministic for a seed when the
 * planner is (the rule planner is; an LLM is not).
 */
export async function runEvaluation(
  options: EvaluationOptions,
): Promise<Result<EvaluationResult, string[]>> {
  const started = performance.now();
  const facts = new WorldFactsCache();
  for (const mission of [...options.missions, ...(options.ablation?.missions ?? [])]) {
    const checked = facts.factsFor(mission);
    if (!checked.ok) return checked;
  }
  const jobs = planJobs(options);
  const results = await runInOrder(jobs, facts, options);
  if (options.signal?.aborted === true) return fail(["stopped"]);
  const errors = results.flatMap((r) => (r.ok ? [] : [r.error]));
  if (errors.length > 0) return fail(errors);
  const timed = results.flatMap((r) => (r.ok ? [r.value] : []));
  const runs = timed.filter((_, i) => jobs[i]?.kind === "comparison").map((t) => t.record);
  const ablationRuns = timed.filter((_, i) => jobs[i]?.kind === "ablation").map((t) => t.record);
  const ablation = options.ablation;
  const methods = summarizeMethods(runs, options.methods);
  const cells = summarizeAblation(ablationRuns);
  return ok({
    config: {
      suite: options.suite,
      planner: options.planner.label,
      seed: options.seed,
      trials: options.trials,
      missions: options.missions.map((m) => m.name),
      methods: options.methods,
      ablation:
        ablation === undefined
          ? null
          : {
              dropFractions: ablation.dropFractions,
              trials: ablation.trials ?? options.trials,
              noiseRate: ablation.noiseRate,
              correction: ablation.correction,
              maxRetasks: ablation.maxRetasks ?? 2,
              missions: (ablation.missions ?? options.missions).map((m) => m.name),
            },
    },
    comparison: { methods, missions: summarizeMissions(runs, options.methods) },
    ablation: cells,
    targets: evaluateTargets(methods, cells),
    runs,
    ablationRuns,
    wall: {
      totalSeconds: Math.round((performance.now() - started) / 10) / 100,
      runSeconds: timed.map((t) => Math.round(t.wallSeconds * 100) / 100),
    },
  });
}

/** Every run of the evaluation, comparison first, in report order. */
function planJobs(options: EvaluationOptions): EvalJob[] {
  const jobs: EvalJob[] = [];
  const maxAttempts = options.maxAttempts === undefined ? {} : { maxAttempts: options.maxAttempts };
  for (const mission of options.missions) {
    for (let trial = 1; trial <= options.trials; trial += 1) {
      for (const method of options.methods) {
        if (method === "explicit" && mission.explicit.length === 0) continue;
        jobs.push({
          kind: "comparison",
          mission,
          trial,
          method,
          seed: options.seed,
          ...maxAttempts,
        });
      }
    }
  }
  const ablation = options.ablation;
  if (ablation === undefined) return jobs;
  for (const mission of ablation.missions ?? options.missions) {
    for (const dropFraction of ablation.dropFractions) {
      for (let trial = 1; trial <= (ablation.trials ?? options.trials); trial += 1) {
        for (const validation of ["full", "off"] as const) {
          jobs.push({
            kind: "ablation",
            mission,
            trial,
            dropFraction,
            validation,
            seed: options.seed,
            noiseRate: ablation.noiseRate,
            correction: ablation.correction,
            maxRetasks: ablation.maxRetasks ?? 2,
            ...maxAttempts,
          });
        }
      }
    }
  }
  return jobs;
}

/**
 * One job after another. (Worker processes were tried: on this 2-core machine, shared with other work, their
 * start-up and contention made the suite slower, not faster.)
 */
async function runInOrder(
  jobs: readonly EvalJob[],
  facts: WorldFactsCache,
  options: EvaluationOptions,
): Promise<Result<TimedRecord>[]> {
  const results: Result<TimedRecord>[] = [];
  for (const job of jobs) {
    if (options.signal?.aborted === true) break;
    options.onProgress?.(describeJob(job));
    results.push(
      await runJob(job, {
        facts,
        createPlanner: () => options.planner.create(),
        ...(options.signal === undefined ? {} : { signal: options.signal }),
        ...(options.onRunEvent === undefined
          ? {}
          : { onEvent: (event: AgentEvent) => options.onRunEvent?.(jobFileName(job), event) }),
      }),
    );
  }
  return results;
}
