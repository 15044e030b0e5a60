import type {
  GeneratorFailure,
  GeneratorReply,
  PlanGenerator,
  PlanRequest,
} from "../../src/agent/index.js";
import { ok, type Result } from "../../src/errors/index.js";
import type { Vec2 } from "../../src/geo/index.js";
import { parsePlannerReply, type PlannerReply } from "../../src/plan/index.js";
import { spineReplyText } from "../../src/planners/scripted/index.js";
import { PLAN_ERROR_KINDS, planError, type PlanErrorKind } from "./planErrors.js";
import { randomFor, type Random } from "./random.js";

export interface NoisyGeneratorOptions {
  /** Share of replies whose first step is replaced by a mistake, in [0, 1]; default 0.25. */
  readonly rate?: number;
  readonly seed: number;
  /** Only these kinds (default all), tried from a random one on when one does not apply. */
  readonly kinds?: readonly PlanErrorKind[];
  /**
   * How a refused mistake is corrected on the next attempt (validation on):
   * - "replan": the wrapped planner is asked again with the validator's feedback (right for an LLM, which sees
   *   the refused reply as its own in the conversation);
   * - "restore": the reply the wrapped planner gave before the mistake was injected — the planner is not asked
   *   again. For stateful planners that plan from their own memory rather than the reply shown to them (the rule
   *   planner would take the refusal as a refusal of its own, valid, step and give that way up).
   * Default "replan".
   */
  readonly correction?: "replan" | "restore";
  /** Points inside obstacles of the robot's local map now (for `goal-in-obstacle`). */
  readonly obstaclePoints?: () => readonly Vec2[];
}

/** One injected mistake, for the report. */
export interface Injection {
  readonly iteration: number;
  readonly attempt: number;
  readonly kind: PlanErrorKind;
  readonly step: string;
  /** The step it replaced. */
  readonly replaced: string;
}

/**
 * A plan generator that makes the mistakes LLMs make: it wraps a planner and, at a seeded rate, replaces the
 * first step of its reply with a hallucinated node, an unreachable goal, a wrongly typed argument, a
 * region/object mix-up or an exploration goal inside an obstacle. With validation on, the validator refuses the
 * step and the planner corrects it (see `correction`); with validation off the step goes to the robot and fails
 * there, as in the paper's ablation (Fig. 6). Deterministic for a seed and the same sequence of requests.
 */
export class NoisyGenerator implements PlanGenerator {
  readonly label: string;
  readonly injections: Injection[] = [];
  readonly #inner: PlanGenerator;
  readonly #rate: number;
  readonly #kinds: readonly PlanErrorKind[];
  readonly #correction: "replan" | "restore";
  readonly #random: Random;
  readonly #obstaclePoints: () => readonly Vec2[];
  /** The wrapped planner's own reply when the last reply sent on was altered. */
  #beforeInjection: GeneratorReply | undefined;

  constructor(inner: PlanGenerator, options: NoisyGeneratorOptions) {
    const rate = options.rate ?? 0.25;
    if (!(rate >= 0 && rate <= 1)) throw new RangeError(`rate must be in [0, 1], got ${rate}`);
    this.#inner = inner;
    this.#rate = rate;
    this.#kinds = options.kinds ?? PLAN_ERROR_KINDS;
    if (this.#kinds.length === 0) throw new RangeError("kinds must name at least one error kind");
    this.#correction = options.correction ?? "replan";
    this.#random = randomFor(options.seed, "noise");
    this.#obstaclePoints = options.obstaclePoints ?? (() => []);
    this.label = `${inner.label}+noise`;
  }

  async propose(
    request: PlanRequest,
    options: { signal: AbortSignal },
  ): Promise<Result<GeneratorReply, GeneratorFailure>> {
    const restore = this.#beforeInjection;
    this.#beforeInjection = undefined;
    const reply =
      request.attempt > 1 && restore !== undefined && this.#correction === "restore"
        ? ok({ text: restore.text }) // no usage: it was counted when the planner gave it
        : await this.#inner.propose(request, options);
    if (!reply.ok) return reply;
    // One draw per reply, whatever happens next, so the stream stays aligned with the requests.
    const inject = this.#random.chance(this.#rate);
    const start = this.#random.index(this.#kinds.length);
    if (!inject) return reply;
    const parsed = parsePlannerReply(reply.value.text);
    if (!parsed.ok) return reply;
    const original = parsed.value.reply.plan[0];
    for (let k = 0; k < this.#kinds.length; k += 1) {
      const kind = this.#kinds[(start + k) % this.#kinds.length] as PlanErrorKind;
      const step = planError(kind, {
        request,
        original,
        random: this.#random,
        obstaclePoints: kind === "goal-in-obstacle" ? this.#obstaclePoints() : [],
      });
      if (step === undefined || step === original?.text) continue;
      this.injections.push({
        iteration: request.iteration,
        attempt: request.attempt,
        kind,
        step,
        replaced: original?.text ?? "",
      });
      this.#beforeInjection = reply.value;
      return ok({ ...reply.value, text: withFirstStep(parsed.value.reply, step) });
    }
    return reply;
  }
}

function withFirstStep(reply: PlannerReply, step: string): string {
  return spineReplyText({
    goal: reply.primaryGoal,
    relevantGraph: reply.relevantGraph,
    reasoning: reply.reasoning,
    plan: [step, ...reply.plan.slice(1).map((s) => s.text)],
    ...(reply.relevantSemantics === undefined ? {} : { labels: reply.relevantSemantics }),
  });
}
