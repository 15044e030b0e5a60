import { runSimulatedMission } from "../../runner/index.js";
import { totalsOf, type MethodInput, type MethodResult } from "./MethodRun.js";

/** SPINE as it is: the online agent with the partial prior and the incomplete mission. */
export async function spineMethod(input: MethodInput): Promise<MethodResult> {
  const run = await runSimulatedMission({
    prepared: input.prepared,
    generator: input.planner(),
    validation: input.validation,
    ...(input.operator === undefined ? {} : { operator: input.operator }),
    ...(input.maxAttempts === undefined ? {} : { maxAttempts: input.maxAttempts }),
    ...(input.signal === undefined ? {} : { signal: input.signal }),
    ...(input.onEvent === undefined ? {} : { onEvent: input.onEvent }),
  });
  return {
    evaluation: run.evaluation,
    outcome: run.report.outcome,
    answer: run.report.answer,
    totals: totalsOf(run.metrics),
  };
}
