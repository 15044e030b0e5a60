import { missionVerdictSchema, type MissionVerdict } from "../../../mission/index.js";
import { parseCallString, toStepObject, type StepObject } from "../../../plan/index.js";
import type { ReplyJson, VerdictJson } from "../prompt/index.js";
import type { ExampleReply } from "./types.js";

/**
 * An example reply in the shape of the reply schema: each call string parsed by the real parser and turned
 * into the object form, the verdict written out with every field. A step that does not parse, or does not fit
 * its behavior's params, is a mistake in the example and throws.
 */
export function exampleReplyJson(title: string, reply: ExampleReply): ReplyJson {
  const { verdict, plan, ...fields } = reply;
  return {
    primary_goal: fields.primary_goal,
    relevant_graph: fields.relevant_graph,
    reasoning: fields.reasoning,
    plan: plan.map((call, i) => stepObjectOf(title, call, i)),
    verdict: verdict === undefined ? null : verdictJson(verdict),
    relevant_semantics: fields.relevant_semantics,
  };
}

function stepObjectOf(title: string, call: string, index: number): StepObject {
  const step = parseCallString(call, index);
  if (step.problem !== undefined) throw new Error(`example "${title}": ${step.problem}`);
  const object = toStepObject(step.action, step.args);
  if (!object.ok)
    throw new Error(`example "${title}": step ${index + 1}, ${call}: ${object.error}`);
  return object.value;
}

function verdictJson(verdict: MissionVerdict): VerdictJson {
  const keys = Object.keys(missionVerdictSchema.shape) as (keyof MissionVerdict)[];
  return Object.fromEntries(keys.map((key) => [key, verdict[key] ?? null])) as VerdictJson;
}
