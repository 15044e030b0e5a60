import type { GeneratorReply, PlanGenerator, PlanRequest } from "../../agent/index.js";
import { ok, type Result } from "../../errors/index.js";
import type { GeneratorFailure } from "../../agent/index.js";

/** A reply in the SPINE layout, for scripts and tests. */
export interface ScriptedReply {
  goal?: string;
  reasoning?: string;
  relevantGraph?: string;
  plan: readonly string[];
  labels?: readonly string[];
}

export type Script =
  readonly (string | ScriptedReply)[] | ((request: PlanRequest) => string | ScriptedReply);

/**
 * A plan generator that follows a script: a list of replies used in order (the last one repeats), or a function
 * of the request. Used by tests and examples to drive the real loop, validator and robot deterministically.
 */
export class ScriptedGenerator implements PlanGenerator {
  readonly label: string;
  readonly requests: PlanRequest[] = [];
  readonly #script: Script;
  #next = 0;

  constructor(script: Script, options: { label?: string } = {}) {
    this.#script = script;
    this.label = options.label ?? "scripted";
  }

  propose(request: PlanRequest): Promise<Result<GeneratorReply, GeneratorFailure>> {
    this.requests.push(request);
    let reply: string | ScriptedReply;
    if (typeof this.#script === "function") {
      reply = this.#script(request);
    } else {
      const list = this.#script;
      reply = list[Math.min(this.#next, list.length - 1)] ?? { plan: ["answer(no script)"] };
      this.#next += 1;
    }
    return Promise.resolve(ok({ text: typeof reply === "string" ? reply : spineReplyText(reply) }));
  }
}

/** Render a reply as the JSON a plan generator sends. */
export function spineReplyText(reply: ScriptedReply): string {
  return JSON.stringify({
    primary_goal: reply.goal ?? "",
    relevant_graph: reply.relevantGraph ?? "",
    reasoning: reply.reasoning ?? "",
    plan: reply.plan,
    ...(reply.labels === undefined ? {} : { relevant_semantics: reply.labels }),
  });
}
