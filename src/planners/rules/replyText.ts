import { behaviorSpec } from "../../../behaviors/index.js";
import type { Focus } from "./focus.js";
import type { Decision } from "./tactics.js";

/** The SPINE reply the planner sends for a decision: the same JSON shape an LLM is prompted for. */
export function replyText(decision: Decision, focus: Focus): string {
  const labels = decision.intention?.kind === "labels" ? decision.intention.labels : [];
  // What the plan works toward is named even when this step is a detour to it (a gap crossed, a wall followed):
  // the route's ends and the intention's target are what the reply is about.
  const intended =
    decision.intention !== undefined && "target" in decision.intention
      ? [decision.intention.target]
      : [];
  const ends = [focus.origin, focus.destination].filter((n): n is string => n !== undefined);
  const relevant = [...new Set([...decision.relevant, ...intended, ...ends])];
  return JSON.stringify({
    primary_goal: decision.goal,
    relevant_graph: relevant.join(", "),
    reasoning: decision.reasoning.join(" "),
    plan: decision.plan,
    ...(labels.length > 0 ? { relevant_semantics: labels } : {}),
    ...(decision.verdict === undefined ? {} : { verdict: decision.verdict }),
  });
}

/** Whether a step ends the plan (answer, clarify): nothing may follow it. */
export function endsPlan(step: string): boolean {
  const action = /^(\w+)\(/.exec(step)?.[1];
  return action !== undefined && behaviorSpec(action)?.endsPlan === true;
}

export function firstLine(text: string): string {
  const line = text.split("\n").find((l) => l.startsWith("- ")) ?? text.split("\n")[0] ?? "";
  return line.replace(/^- /, "").slice(0, 300);
}
