import type {
  GeneratorFailure,
  GeneratorReply,
  PlanGenerator,
  PlanRequest,
} from "../../agent/index.js";
import { ok, type Result } from "../../errors/index.js";
import { WordNet } from "../../lexicon/index.js";
import type { MissionGoal } from "../../mission/index.js";
import { formatStep, parsePlannerReply } from "../../plan/index.js";
import { Relevance } from "../../relevance/index.js";
import { judgeBearing } from "./bearing.js";
import { GoalReader } from "./GoalReader.js";
import { computeFocus, type Focus } from "./focus.js";
import { goalInWords } from "./goalText.js";
import { MAX_FRONTIER_STEPS } from "./frontier.js";
import { instructionStrategy } from "./instructionStrategy.js";
import { firstDriveM } from "./driveLength.js";
import { PlannerMemory, wayGoal } from "./PlannerMemory.js";
import { routeWrapUp } from "./routeAnswer.js";
import { endsPlan, firstLine, replyText } from "./replyText.js";
import { routeStrategy } from "./routeStrategy.js";
import { relocate } from "./nextPlace.js";
import { searchStrategy } from "./searchStrategy.js";
import { clarifyWhere, unclearStrategy, wrapUp } from "./askAndAnswer.js";
import type { Decision, Situation } from "./tactics.js";

/** The agent's last planning attempt in an iteration (its default `maxAttempts`). */
const LAST_ATTEMPT = 3;
/** Wrap up with what is known when fewer iterations or seconds than this remain. */
const WRAP_UP = { iterations: 2, simSeconds: 90 } as const;

export interface RulesPlannerOptions {
  /** A shared relevance model (loading the embedding model once per process); made on first use otherwise. */
  readonly relevance?: Promise<Relevance>;
}

/**
 * The offline planner: no LLM. It reads the mission into a typed goal (src/mission), grounds the goal in the
 * current map with the relevance module (WordNet and a sentence-embedding model), and seeks information with the
 * same behavior library, validator and SPINE reply format as the LLM. Always labelled `rules`.
 */
export class RulesPlanner implements PlanGenerator {
  readonly label = "rules";
  readonly #wordnet = new WordNet();
  readonly #memory = new PlannerMemory();
  #relevance: Promise<Relevance> | undefined;
  readonly #reader = new GoalReader(this.#wordnet);
  /** The complaint the bearing of inspections was last judged against. */
  #bearingComplaint = "";
  #instructionSteps = 0;
  #lastProposal: string | undefined;
  #lastDecision: Decision | undefined;

  constructor(options: RulesPlannerOptions = {}) {
    this.#relevance = options.relevance;
  }

  async propose(request: PlanRequest): Promise<Result<GeneratorReply, GeneratorFailure>> {
    if (request.attempt === 1) this.#memory.ingest(request);
    const relevance = await (this.#relevance ??= Relevance.create());
    if (await this.#reader.update(request.mission, this.#memory.operatorReplies))
      this.#instructionSteps = 0;
    let goal = this.#reader.goal;
    await this.#judgeInspections(relevance, goal);
    let focus = await this.#focusOn(request, relevance);
    let decision = this.#decide(request, goal, focus);
    // A mission said as steps: a step answered is kept, and the next one starts now (MissionSteps).
    const steps = this.#reader.steps;
    while (steps?.hasNext === true && decision.answer !== undefined && !this.#nearLimits(request)) {
      steps.advance(decision);
      await this.#reader.nextStep();
      this.#instructionSteps = 0;
      goal = this.#reader.goal;
      this.#bearingComplaint = await judgeBearing(
        relevance.wordnet,
        this.#memory,
        goal,
        this.#bearingComplaint,
      );
      focus = await this.#focusOn(request, relevance);
      decision = this.#decide(request, goal, focus);
    }
    if (steps !== undefined) decision = steps.combine(decision);
    this.#memory.intend(decision.intention);
    this.#lastProposal = decision.plan[0];
    this.#lastDecision = decision;
    return ok({ text: replyText(decision, focus) });
  }

  #focusOn(request: PlanRequest, relevance: Relevance): Promise<Focus> {
    const here = [request.robot.pose.x, request.robot.pose.y] as const;
    return computeFocus({
      goal: this.#reader.focusGoal,
      map: request.map,
      relevance,
      wordnet: this.#wordnet,
      here,
      start: request.trail[0] ?? here,
      asked: this.#memory.clarifications > 0,
      ...(this.#memory.priorObjects === undefined
        ? {}
        : { seenFromAir: this.#memory.priorObjects }),
    });
  }

  /** Few iterations or seconds are left: answer with what is known. */
  #nearLimits(request: PlanRequest): boolean {
    const left = request.budget.simSecondsLeft;
    return (
      request.budget.iterationsLeft <= WRAP_UP.iterations ||
      left <= Math.max(WRAP_UP.simSeconds, this.#memory.longestActionS)
    );
  }

  async #judgeInspections(relevance: Relevance, goal: MissionGoal): Promise<void> {
    for (const [name, description] of this.#memory.inspected) {
      if (this.#memory.conditions.has(name)) continue;
      const judged = await relevance.judgeCondition(description, {
        expectedStates: this.#reader.said?.expectedStates ?? [],
        soughtStates: this.#reader.said?.soughtStates ?? [],
        complaint: [this.#reader.said?.text ?? goal.text, goal.replied ?? ""].join(" "),
      });
      this.#memory.conditions.set(name, judged.condition);
    }
    this.#bearingComplaint = await judgeBearing(
      relevance.wordnet,
      this.#memory,
      goal,
      this.#bearingComplaint,
    );
  }

  #decide(request: PlanRequest, goal: MissionGoal, focus: Focus): Decision {
    const location = request.robot.location ?? request.map.robotLocation;
    if (location === undefined) {
      return {
        goal: "find out where the robot is",
        relevant: [],
        reasoning: ["The map does not say where the robot is."],
        plan: [
          formatStep("answer", ["I cannot plan: the robot's position in the map is unknown."]),
        ],
      };
    }
    const situation: Situation = {
      request,
      map: request.map,
      goal,
      focus,
      memory: this.#memory,
      here: [request.robot.pose.x, request.robot.pose.y],
      location,
      goalText: goalInWords(goal, focus),
      oneOfSteps: (this.#reader.steps?.position.count ?? 1) > 1,
    };
    if (request.attempt > 1 && this.#lastProposal !== undefined) {
      // The validator refused the last proposal: never offer the same first step twice in one iteration.
      // A refusal is about this planner's proposal only if that is what the validator saw (a wrapper, such as
      // the evaluation's noise injector, may have changed the reply); otherwise propose the same again.
      const refused = parsePlannerReply(request.previousReply ?? "");
      const refusedFirst = refused.ok ? refused.value.reply.plan[0]?.text : undefined;
      if (refusedFirst !== this.#lastProposal && this.#lastDecision !== undefined)
        return this.#lastDecision;
      return this.#affordable(
        situation,
        this.#avoidRejected(situation, request.validatorFeedback ?? ""),
      );
    }
    if (goal.kind === "instruction") {
      this.#instructionSteps += 1;
      return this.#strategy(situation);
    }
    if (goal.kind === "unclear") return unclearStrategy(situation);
    const newLabels = focus.labels.filter((label) => !this.#memory.labels.includes(label));
    if (newLabels.length > 0 && this.#memory.labelRounds < 3) return this.#withLabels(situation);
    const wrap = (): Decision =>
      goal.kind === "route"
        ? routeWrapUp(situation)
        : wrapUp(situation, "the mission's limits were near");
    if (this.#nearLimits(request)) return wrap();
    return this.#affordable(situation, this.#strategy(situation));
  }

  /**
   * The decision, unless its first drive costs more time than is left at this robot's pace (which would end the
   * mission without an answer): then the answer from what is known. Alternatives after a refusal count too.
   */
  #affordable(situation: Situation, next: Decision): Decision {
    const { goal, request } = situation;
    if (next.plan.some((step) => step.startsWith("answer(") || step.startsWith("clarify(")))
      return next;
    const driveM = firstDriveM(situation, next);
    const pace = this.#memory.pace.secondsPerMetre;
    if (driveM !== undefined && pace !== undefined && driveM * pace > request.budget.simSecondsLeft)
      return goal.kind === "route"
        ? routeWrapUp(situation)
        : wrapUp(situation, "the mission's limits were near");
    this.#memory.pace.plan(driveM);
    return next;
  }

  /** Configure the detector for what the mission is about, then continue with the first real step. */
  #withLabels(situation: Situation): Decision {
    const labels = situation.focus.labels;
    const next = this.#strategy(situation);
    return {
      goal: next.goal,
      relevant: next.relevant,
      reasoning: [
        `The mission is about ${situation.focus.phrases.join(", ") || "what the operator said"}; I configure the detector for: ${labels.join(", ")}.`,
        ...next.reasoning,
      ],
      // Nothing may follow a clarify or an answer; anything else is followed by a replan.
      plan: [
        formatStep("set_labels", [[...labels]]),
        ...next.plan.filter((step) => step !== "replan()").slice(0, 2),
        ...(next.plan.some(endsPlan) ? [] : ["replan()"]),
      ],
      intention: {
        kind: "labels",
        labels: [...labels],
        // Only what the mission or the operator names sends the robot back over ground it has seen; a class
        // added because the detector already found such a thing does not.
        lookAgain: situation.goal.labels.some((label) => !this.#memory.labels.includes(label)),
      },
      ...(next.verdict === undefined ? {} : { verdict: next.verdict }),
    };
  }

  #avoidRejected(situation: Situation, feedback: string): Decision {
    const rejected = this.#lastProposal ?? "";
    // Retire the refused way, so the strategy picks the next option.
    const way = this.#memory.pendingWay;
    if (way !== undefined) {
      this.#memory.retire(way.target, way.key);
      // An exploration refused from where the robot stands: no goal on that side will do better from here.
      const location = situation.location;
      if (rejected.startsWith("extend_map") && way.key.startsWith(`${location}->`)) {
        this.#memory.retireStart(way.target, location);
        const from = situation.map.coordsOf(location);
        const toward = wayGoal(way.key, situation.map);
        if (from !== undefined && toward !== undefined)
          this.#memory.failedDirections.push({ from, toward });
      }
    }
    // The last attempt of an iteration: nothing that the local map may refuse again. Frontier search is given up
    // and an exploration is not offered: a drive along the known map, or an honest answer.
    if (situation.request.attempt >= LAST_ATTEMPT) {
      this.#memory.frontierSteps = MAX_FRONTIER_STEPS;
      const safe = this.#strategy(situation);
      if (!safe.plan[0]?.startsWith("extend_map") && safe.plan[0] !== rejected) return safe;
      if (situation.goal.kind === "instruction") return safe;
      // Nothing to explore from here: ask (once), or drive somewhere else on the known map and look again.
      if (this.#memory.clarifications === 0 && situation.goal.kind !== "route")
        return clarifyWhere(situation);
      return (
        relocate(situation) ?? wrapUp(situation, "the validator refused my explorations from here")
      );
    }
    const retry = this.#strategy(situation);
    if (retry.plan[0] !== rejected) {
      return {
        ...retry,
        reasoning: [
          `The validator refused ${rejected}: ${firstLine(feedback)}`,
          ...retry.reasoning,
        ],
      };
    }
    // No other step from here: drive somewhere else on the known map and look again; else answer with the
    // evidence gathered so far, never with the refusal alone.
    const elsewhere = relocate(situation);
    if (elsewhere !== undefined && elsewhere.plan[0] !== rejected) return elsewhere;
    const wrapped =
      situation.goal.kind === "route"
        ? routeWrapUp(situation)
        : wrapUp(situation, `the validator refused ${rejected} and I found no other step`);
    return {
      ...wrapped,
      reasoning: [
        `The validator refused ${rejected} (${firstLine(feedback)}) and I have no other option, so I report what I know.`,
        ...wrapped.reasoning,
      ],
    };
  }

  #strategy(situation: Situation): Decision {
    const { goal } = situation;
    if (goal.instruction !== undefined) {
      return instructionStrategy(
        situation,
        goal.instruction,
        Math.max(0, this.#instructionSteps - 1),
      );
    }
    switch (goal.kind) {
      case "route":
        return routeStrategy(situation);
      case "unclear":
        return unclearStrategy(situation);
      default:
        return searchStrategy(situation);
    }
  }
}
