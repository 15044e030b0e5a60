import type { MissionVerdict } from "../../../src/mission/index.js";
import { DEFAULT_LIMITS, runMission } from "../../../src/agent/index.js";
import { ScriptedOperator } from "../../../src/operator/index.js";
import {
  addTotals,
  totalsOf,
  ZERO_TOTALS,
  type MethodInput,
  type MethodResult,
} from "./MethodRun.js";
import type { Totals } from "../types.js";

/**
 * The Explicit Tasking baseline: the operator gives the mission file's `explicit` steps one at a time, each as
 * its own mission for the agent on the same robot (the map, the planner and its memory carry over), and the
 * last step's answer is the mission's answer. Each step is one operator interaction. The steps share the
 * mission's limits: a step gets what the earlier ones left, and once they are used up the operator stops.
 */
export async function explicitMethod(input: MethodInput): Promise<MethodResult> {
  const { prepared } = input;
  const { mission } = prepared;
  const generator = input.planner();
  const operator = new ScriptedOperator(mission.operatorAnswers);
  const limits = { ...DEFAULT_LIMITS, ...definedOnly(mission.limits) };
  const inspected = new Set<string>();
  const steps: NonNullable<MethodResult["steps"]>[number][] = [];
  let totals: Totals = ZERO_TOTALS;
  let iterations = 0;
  let clarifies = 0;
  let answer: string | undefined;
  let verdict: MissionVerdict | undefined;
  let outcome = "no-steps";
  let limitHit: string | undefined;
  for (const [i, text] of mission.explicit.entries()) {
    const iterationsLeft = limits.maxIterations - iterations;
    const secondsLeft = limits.maxSimSeconds - totals.simSeconds;
    if (iterationsLeft < 1 || secondsLeft <= 0) {
      limitHit = iterationsLeft < 1 ? "maxIterations" : "maxSimSeconds";
      outcome = "limit-reached";
      break;
    }
    const report = await runMission({
      mission: text,
      port: prepared.port,
      generator,
      operator,
      limits: { maxIterations: iterationsLeft, maxSimSeconds: secondsLeft },
      validation: input.validation,
      ...(input.maxAttempts === undefined ? {} : { maxAttempts: input.maxAttempts }),
      ...(input.signal === undefined ? {} : { signal: input.signal }),
    });
    totals = addTotals(totals, totalsOf(report.metrics));
    iterations += report.metrics.iterations;
    clarifies += report.metrics.clarifyPrompts;
    for (const inspection of report.record.inspections)
      if (inspection.ok) inspected.add(inspection.object);
    outcome = report.outcome;
    // Only the last step's answer answers the mission; earlier answers just end their steps.
    answer = i === mission.explicit.length - 1 ? report.answer : undefined;
    verdict = i === mission.explicit.length - 1 ? report.record.verdict : undefined;
    if (report.outcome === "limit-reached" && i === mission.explicit.length - 1)
      limitHit = report.reason ?? "limit";
    steps.push({
      text,
      outcome: report.outcome,
      distanceM: report.metrics.distanceM,
      plannerQueries: report.metrics.plannerQueries,
      answer: report.answer ?? null,
    });
  }
  const evaluation = prepared.evaluate({
    ...(answer === undefined ? {} : { answer }),
    inspected: [...inspected],
    clarifyCount: clarifies,
    ...(limitHit === undefined ? {} : { limitHit }),
    ...(verdict === undefined ? {} : { verdict }),
  });
  return { evaluation, outcome, answer, totals, steps };
}

function definedOnly<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
