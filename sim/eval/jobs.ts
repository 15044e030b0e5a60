import type { AgentEvent, PlanGenerator } from "../../src/agent/index.js";
import { fail, type Result } from "../../src/errors/index.js";
import type { Mission } from "../missions/index.js";
import type { PreparedMission } from "../runner/index.js";
import { NoisyGenerator } from "./NoisyGenerator.js";
import { obstaclePoints } from "./obstaclePoints.js";
import { oracleDistanceM } from "./oracleDistance.js";
import { deriveSeed } from "./random.js";
import { RetaskingOperator } from "./RetaskingOperator.js";
import { runOne, type TimedRecord } from "./runOne.js";
import { trialSetup } from "./trialSetup.js";
import type { Method, ValidationMode } from "./types.js";
import type { WorldFactsCache } from "./WorldFacts.js";

/**
 * One run of an evaluation, as plain data: enough to reproduce it anywhere (in this process or a worker) from
 * the mission and the seed. Jobs are independent, so their order of execution never changes a result.
 */
export type EvalJob =
  | {
      readonly kind: "comparison";
      readonly mission: Mission;
      readonly trial: number;
      readonly method: Method;
      readonly seed: number;
      readonly maxAttempts?: number;
    }
  | {
      readonly kind: "ablation";
      readonly mission: Mission;
      readonly trial: number;
      readonly dropFraction: number;
      readonly validation: ValidationMode;
      readonly seed: number;
      readonly noiseRate: number;
      readonly correction: "replan" | "restore";
      readonly maxRetasks: number;
      readonly maxAttempts?: number;
    };

export interface JobEnvironment {
  readonly facts: WorldFactsCache;
  readonly createPlanner: () => PlanGenerator;
  readonly signal?: AbortSignal;
  /** Every agent event of this job's run. */
  readonly onEvent?: (event: AgentEvent) => void;
}

/** A line for progress output: "riverside_comms_down spine trial 2". */
export function describeJob(job: EvalJob): string {
  return job.kind === "comparison"
    ? `${job.mission.name} ${job.method} trial ${job.trial}`
    : `ablation ${job.mission.name} drop ${job.dropFraction} validation ${job.validation} trial ${job.trial}`;
}

/** A job's name as a file name: "riverside_comms_down.spine.t2", "riverside_comms_down.ablation-0.4-full.t1". */
export function jobFileName(job: EvalJob): string {
  return job.kind === "comparison"
    ? `${job.mission.name}.${job.method}.t${job.trial}`
    : `${job.mission.name}.ablation-${job.dropFraction}-${job.validation}.t${job.trial}`;
}

/** Run one job: set up its trial, run the method, and (ablation) count the injected mistakes. */
export async function runJob(job: EvalJob, env: JobEnvironment): Promise<Result<TimedRecord>> {
  const { mission } = job;
  const facts = env.facts.factsFor(mission);
  if (!facts.ok) return fail(facts.error.join("; "));
  const signal = {
    ...(env.signal === undefined ? {} : { signal: env.signal }),
    ...(env.onEvent === undefined ? {} : { onEvent: env.onEvent }),
  };
  const maxAttempts = job.maxAttempts === undefined ? {} : { maxAttempts: job.maxAttempts };
  if (job.kind === "comparison") {
    const setup = trialSetup(facts.value, {
      mission: mission.name,
      trial: job.trial,
      seed: job.seed,
    });
    return runOne({
      mission,
      setup,
      oracleM: oracleDistanceM(facts.value, mission, setup.startRegion),
      method: job.method,
      validation: "full",
      planner: () => env.createPlanner(),
      ...maxAttempts,
      ...signal,
    });
  }
  const setup = trialSetup(facts.value, {
    mission: mission.name,
    trial: job.trial,
    seed: job.seed,
    dropFraction: job.dropFraction,
    varyStart: false,
  });
  // The same draws for both validation modes: the noise seed leaves the mode out.
  const noiseSeed = deriveSeed(job.seed, "noise", mission.name, job.trial, job.dropFraction);
  let noisy: NoisyGenerator | undefined;
  const planner = (prepared: PreparedMission): PlanGenerator => {
    noisy = new NoisyGenerator(env.createPlanner(), {
      rate: job.noiseRate,
      seed: noiseSeed,
      correction: job.correction,
      obstaclePoints: () => obstaclePoints(prepared.port),
    });
    return noisy;
  };
  const run = await runOne({
    mission,
    setup,
    oracleM: oracleDistanceM(facts.value, mission, setup.startRegion),
    method: "spine",
    validation: job.validation,
    planner,
    operator: () =>
      new RetaskingOperator(mission.operatorAnswers, {
        mission: mission.mission,
        maxRetasks: job.maxRetasks,
      }),
    ...maxAttempts,
    ...signal,
  });
  if (!run.ok) return run;
  const injected: Record<string, number> = {};
  for (const { kind } of noisy?.injections ?? []) injected[kind] = (injected[kind] ?? 0) + 1;
  return { ok: true, value: { ...run.value, record: { ...run.value.record, injected } } };
}
