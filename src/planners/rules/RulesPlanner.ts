import type {
  GeneratorFailure,
  GeneratorReply,
  PlanGenerator,
  PlanRequest,
} from "../../agent/index.js";
import { behaviorSpec } from "../../../behaviors/index.js";
import { ok, type Result } from "../../errors/index.js";
import { formatStep, parsePlannerReply } from "../../plan/index.js";
import { WordNet } from "./lexicon.js";
import { instructionStrategy } from "./instructionStrategy.js";
import { parseInstruction, type Instruction } from "./instructions.js";
import { PlannerMemory, wayGoal } from "./PlannerMemory.js";
import { routeStrategy } from "./routeStrategy.js";
import { targetsStrategy, unclearStrategy, wrapUp } from "./strategies.js";
import type { Decision, Situation } from "./tactics.js";
import { understandMission, type MissionIntent } from "./understandMission.js";

/** Wrap up with what is known when fewer iterations or seconds than this remain. */
const WRAP_UP = { iterations: 2, simSeconds: 90 } as const;

/**
 * A classical semantic planner that needs no LLM: it reads the mission with a commonsense concept table (lemmas
 * and WordNet synonyms), picks targets and places from the map by class, and plans with the same behavior
 * library, validator and SPINE reply format as the LLM. Always labelled `rules`; never presented as an LLM.
 */
export class RulesPlanner implements PlanGenerator {
  readonly label = "rules";
  readonly #wordnet = new WordNet();
  readonly #memory = new PlannerMemory();
  #mission: string | undefined;
  #intent: MissionIntent | undefined;
  #repliesUnderstood = 0;
  #lastProposal: string | undefined;
  #lastDecision: Decision | undefined;

  async propose(request: PlanRequest): Promise<Result<GeneratorReply, GeneratorFailure>> {
    if (request.attempt === 1) this.#memory.ingest(request);
    const intent = await this.#understand(request);
    const decision = this.#decide(request, intent);
    this.#memory.intend(decision.intention);
    this.#lastProposal = decision.plan[0];
    this.#lastDecision = decision;
    // Instructions configure the detector only when they say so ("detect …"); offering labels would replace
    // what the operator set up in an earlier step.
    const offerLabels = request.iteration === 1 && this.#instruction === undefined;
    return ok({ text: replyText(decision, offerLabels ? intent.labels : []) });
  }

  #instruction: Instruction | undefined;
  #instructionSteps = 0;

  async #understand(request: PlanRequest): Promise<MissionIntent> {
    const replies = this.#memory.operatorReplies;
    if (
      this.#intent === undefined ||
      this.#mission !== request.mission ||
      replies.length > this.#repliesUnderstood
    ) {
      if (this.#mission !== request.mission) {
        this.#instruction = parseInstruction(request.mission);
        this.#instructionSteps = 0;
      }
      this.#mission = request.mission;
      this.#repliesUnderstood = replies.length;
      // An operator's reply to a clarifying question is read as part of the mission.
      this.#intent = await understandMission([request.mission, ...replies].join(" "), {
        wordnet: this.#wordnet,
      });
    }
    return this.#intent;
  }

  #decide(request: PlanRequest, intent: MissionIntent): Decision {
    const location = request.robot.location ?? request.map.robotLocation;
    const here = [request.robot.pose.x, request.robot.pose.y] as const;
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
      intent,
      memory: this.#memory,
      here,
      location,
      goal: goalOf(intent, request.mission),
    };
    if (request.attempt > 1 && this.#lastProposal !== undefined) {
      // The validator refused the last proposal: never offer the same first step twice in one iteration.
      // A refusal is about this planner's proposal only if that is what the validator saw (a wrapper, such as
      // the evaluation's noise injector, may have changed the reply); otherwise propose the same again.
      const refused = parsePlannerReply(request.previousReply ?? "");
      const refusedFirst = refused.ok ? refused.value.reply.plan[0]?.text : undefined;
      if (refusedFirst !== this.#lastProposal && this.#lastDecision !== undefined)
        return this.#lastDecision;
      return this.#avoidRejected(situation, request.validatorFeedback ?? "");
    }
    // An explicit step-by-step instruction is carried out as said; the detector is configured only when asked.
    if (this.#instruction !== undefined) {
      this.#instructionSteps += 1;
      return this.#strategy(situation);
    }
    if (intent.kind === "unclear") return unclearStrategy(situation, request.mission);
    if (!this.#memory.labelsSet && intent.labels.length > 0)
      return this.#withLabels(situation, intent);
    if (
      request.budget.iterationsLeft <= WRAP_UP.iterations ||
      request.budget.simSecondsLeft <= WRAP_UP.simSeconds
    ) {
      return wrapUp(situation, "the mission's limits were near");
    }
    return this.#strategy(situation);
  }

  /** First iteration: configure the detector, then continue with the first real step. */
  #withLabels(situation: Situation, intent: MissionIntent): Decision {
    const next = this.#strategy(situation);
    return {
      goal: next.goal,
      relevant: next.relevant,
      reasoning: [
        `The mission is about ${intent.concepts.map((c) => c.id.replace(/-/g, " ")).join(", ")} (${intent.why.join("; ")}).`,
        `I configure the detector for: ${intent.labels.join(", ")}.`,
        ...next.reasoning,
      ],
      // Nothing may follow a clarify or an answer; anything else is followed by a replan.
      plan: [
        formatStep("set_labels", [[...intent.labels]]),
        ...next.plan.filter((step) => step !== "replan()").slice(0, 2),
        ...(next.plan.some(endsPlan) ? [] : ["replan()"]),
      ],
      intention: { kind: "labels" },
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
    return {
      goal: situation.goal,
      relevant: [],
      reasoning: [
        `The validator refused ${rejected} and I have no other option, so I report what I know.`,
      ],
      plan: [
        formatStep("answer", [`I could not find a valid next step (${firstLine(feedback)}).`]),
      ],
    };
  }

  #strategy(situation: Situation): Decision {
    if (this.#instruction !== undefined) {
      return instructionStrategy(
        situation,
        this.#instruction,
        Math.max(0, this.#instructionSteps - 1),
      );
    }
    switch (situation.intent.kind) {
      case "route":
        return routeStrategy(situation);
      case "unclear":
        return unclearStrategy(situation, situation.request.mission);
      case "targets":
      case "areas":
        return targetsStrategy(situation);
    }
  }
}

function goalOf(intent: MissionIntent, mission: string): string {
  switch (intent.kind) {
    case "route":
      return `check whether the way to the ${intent.destinations[0]?.replace(/_/g, " ") ?? "destination"} is passable`;
    case "targets":
    case "areas":
      return `${intent.find === "one" ? "find" : "find and inspect every"} ${intent.targets.slice(0, 3).join(" / ").replace(/_/g, " ")} relevant to: ${mission.trim()}`;
    case "unclear":
      return "understand what the operator wants";
  }
}

function replyText(decision: Decision, labels: readonly string[]): string {
  return JSON.stringify({
    primary_goal: decision.goal,
    relevant_graph: decision.relevant.join(", "),
    reasoning: decision.reasoning.join(" "),
    plan: decision.plan,
    ...(labels.length > 0 ? { relevant_semantics: labels } : {}),
  });
}

/** Whether a step ends the plan (answer, clarify): nothing may follow it. */
function endsPlan(step: string): boolean {
  const action = /^(\w+)\(/.exec(step)?.[1];
  return action !== undefined && behaviorSpec(action)?.endsPlan === true;
}

function firstLine(text: string): string {
  const line = text.split("\n").find((l) => l.startsWith("- ")) ?? text.split("\n")[0] ?? "";
  return line.replace(/^- /, "").slice(0, 300);
}
