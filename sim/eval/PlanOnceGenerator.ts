import type {
  GeneratorFailure,
  GeneratorReply,
  PlanGenerator,
  PlanRequest,
} from "../../src/agent/index.js";
import { ok, type Result } from "../../src/errors/index.js";
import { emptyChanges, renderChanges, type AppliedChanges } from "../../src/map/index.js";
import { parsePlannerReply } from "../../src/plan/index.js";
import { spineReplyText } from "../../src/planners/scripted/index.js";

/**
 * The LLM-as-planner baseline's planner: it asks the wrapped planner once and then executes that whole plan
 * step by step, without replanning. The agent loop still runs (map updates, validation, the behaviors), but
 * each later iteration is served the rest of the plan instead of a new query. The wrapped planner is asked
 * again only when it must be: a step failed on the robot, the rest of the plan was refused by the validator,
 * or the plan ran out (ended in `replan()`) before an answer. `queries` counts those real queries.
 *
 * A planner asked again has not seen the iterations served from its plan, so it gets their feedback and map
 * changes folded into one request.
 */
export class PlanOnceGenerator implements PlanGenerator {
  readonly label: string;
  readonly #inner: PlanGenerator;
  /** Steps of the current plan not yet executed, as the planner wrote them. */
  #rest: string[] = [];
  /** Whether the last reply came from the plan (true) or from the wrapped planner (false). */
  #servedFromPlan = false;
  #innerAttempt = 0;
  #queries = 0;
  /** What the wrapped planner has not been told yet: feedback and map changes of the iterations since. */
  #pending: { feedback: string[]; changes: AppliedChanges } = {
    feedback: [],
    changes: emptyChanges(),
  };

  constructor(inner: PlanGenerator) {
    this.#inner = inner;
    this.label = inner.label;
  }

  /** Requests actually sent to the wrapped planner. */
  get queries(): number {
    return this.#queries;
  }

  propose(
    request: PlanRequest,
    options: { signal: AbortSignal },
  ): Promise<Result<GeneratorReply, GeneratorFailure>> {
    if (request.attempt > 1) {
      // The wrapped planner's own reply was refused: it gets the validator's feedback, as usual.
      if (!this.#servedFromPlan) {
        this.#innerAttempt += 1;
        return this.#ask({ ...request, attempt: this.#innerAttempt }, options);
      }
      const refusal = `The rest of your earlier plan was refused: ${request.validatorFeedback ?? "no reason given"}`;
      return this.#askAfresh(request, [refusal], options);
    }
    // The step served last iteration ran: drop it.
    if (this.#servedFromPlan) this.#rest = this.#rest.slice(1);
    this.#pending.feedback.push(...request.feedback);
    this.#pending.changes = mergeChanges(this.#pending.changes, request.changes);
    const next = this.#rest[0];
    if (request.lastAction?.status !== "failed" && next !== undefined && next !== "replan()") {
      this.#servedFromPlan = true;
      return Promise.resolve(
        ok({
          text: spineReplyText({
            goal: "carry out the plan made with the full map",
            reasoning: "Executing the next step of the plan made once, with the full map.",
            plan: this.#rest,
          }),
        }),
      );
    }
    return this.#askAfresh(request, [], options);
  }

  /** A new planning query: everything the planner has not seen since its last one, in one request. */
  #askAfresh(
    request: PlanRequest,
    extra: readonly string[],
    options: { signal: AbortSignal },
  ): Promise<Result<GeneratorReply, GeneratorFailure>> {
    const { feedback, changes } = this.#pending;
    this.#pending = { feedback: [], changes: emptyChanges() };
    this.#innerAttempt = 1;
    const { validatorFeedback: _feedback, previousReply: _previous, ...fresh } = request;
    return this.#ask(
      {
        ...fresh,
        attempt: 1,
        feedback: [...feedback, ...extra],
        changes,
        updates: renderChanges(changes),
      },
      options,
    );
  }

  async #ask(
    request: PlanRequest,
    options: { signal: AbortSignal },
  ): Promise<Result<GeneratorReply, GeneratorFailure>> {
    this.#queries += 1;
    this.#servedFromPlan = false;
    const reply = await this.#inner.propose(request, options);
    if (!reply.ok) return reply;
    const parsed = parsePlannerReply(reply.value.text);
    // The first step runs now (if the validator accepts it); the rest is served later.
    this.#rest = parsed.ok ? parsed.value.reply.plan.slice(1).map((step) => step.text) : [];
    return reply;
  }
}

function mergeChanges(a: AppliedChanges, b: AppliedChanges): AppliedChanges {
  const robotLocation = b.robotLocation ?? a.robotLocation;
  return {
    addedNodes: [...a.addedNodes, ...b.addedNodes],
    updatedNodes: [...a.updatedNodes, ...b.updatedNodes],
    removedNodes: [...a.removedNodes, ...b.removedNodes],
    addedEdges: [...a.addedEdges, ...b.addedEdges],
    removedEdges: [...a.removedEdges, ...b.removedEdges],
    ...(robotLocation === undefined ? {} : { robotLocation }),
  };
}
