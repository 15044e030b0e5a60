import { behaviorSpec } from "../../behaviors/index.js";
import { distanceM } from "../geo/index.js";
import { isReachable, type SemanticMap } from "../map/index.js";
import type { PlanStep } from "../plan/index.js";
import { PASSING_CODES, type ValidationCode } from "./codes.js";
import { typeStep, unknownActionMessage } from "./typeStep.js";
import type { ExplorabilityCheck, StepVerdict, ValidatedStep, ValidationResult } from "./types.js";
import { unreachableMessage } from "./unreachableMessage.js";

export interface ValidateOptions {
  /** Where the robot is now; defaults to the map's robot location. */
  location?: string;
  /** The explorability stage; without it exploration steps are checked for syntax and reachability only. */
  explorability?: ExplorabilityCheck;
}

/** Where the validator believes the robot will be while it walks the plan. */
interface Prediction {
  location: string | undefined;
  /** True when the robot stands where it is now (only steps that don't move it came before). */
  atStart: boolean;
  /** An earlier step will grow the map or fail, so later reachability cannot be judged now. */
  deferred: boolean;
  ended: boolean;
}

/**
 * Validate a whole plan against the current map (SPINE Alg. 1, π_v), simulating where the robot will be after
 * each step (as SayPlan does) so later steps are judged from there. Checks, per step: parse, known action,
 * arity and argument types, nodes exist with the right type, reachability from the predicted location, the
 * explorability hook for an exploration step that runs from here, `replan()` only last, nothing after
 * `answer`/`clarify`. Never throws on planner input: failures are verdicts with feedback.
 */
export function validatePlan(
  plan: readonly PlanStep[],
  map: SemanticMap,
  options: ValidateOptions = {},
): ValidationResult {
  if (plan.length === 0) {
    return result(
      [],
      [],
      "Feedback: the plan is empty. Give at least one action, or answer(...) if the mission is done.",
      "empty_plan",
    );
  }
  const verdicts: StepVerdict[] = [];
  const typed: ValidatedStep[] = [];
  const state: Prediction = {
    location: options.location ?? map.robotLocation,
    atStart: true,
    deferred: false,
    ended: false,
  };
  for (const step of plan) {
    const verdict = judgeStep(step, plan.length, map, state, options.explorability);
    verdicts.push(verdict.verdict);
    if (verdict.typed !== undefined && verdicts.every((v) => v.ok)) typed.push(verdict.typed);
  }
  const executable = plan.some(
    (step) => step.problem === undefined && behaviorSpec(step.action)?.placeholder !== true,
  );
  if (verdicts.every((v) => v.ok) && !executable) {
    const message =
      "Feedback: the plan has nothing to execute: replan() alone waits for updates that will not come. Put an action before it.";
    return result(verdicts, typed, message, "no_action");
  }
  return result(verdicts, typed, feedbackFor(verdicts));
}

function judgeStep(
  step: PlanStep,
  planLength: number,
  map: SemanticMap,
  state: Prediction,
  explorability: ExplorabilityCheck | undefined,
): { verdict: StepVerdict; typed?: ValidatedStep } {
  const verdict = (code: ValidationCode, message: string): StepVerdict => ({
    step: step.index,
    text: step.text,
    action: step.action,
    ok: PASSING_CODES.has(code),
    code,
    message,
  });
  if (state.ended) {
    return {
      verdict: verdict(
        "after_terminal",
        "nothing may follow answer(...) or clarify(...), which end the plan.",
      ),
    };
  }
  if (step.problem !== undefined) {
    state.deferred = true;
    return { verdict: verdict("parse_error", step.problem) };
  }
  const spec = behaviorSpec(step.action);
  if (spec === undefined) {
    state.deferred = true;
    return { verdict: verdict("unknown_action", unknownActionMessage(step.action)) };
  }
  if (spec.placeholder === true && step.index !== planLength - 1) {
    return {
      verdict: verdict(
        "replan_not_last",
        "replan() is a placeholder and may only be the last step.",
      ),
    };
  }
  const typing = typeStep(step, spec, map);
  if (!typing.ok) {
    state.deferred = true;
    return { verdict: verdict(typing.code, typing.message) };
  }
  const typedStep = typing.step;
  if (spec.constraints.includes("reachable") && !state.deferred) {
    if (state.location === undefined) {
      state.deferred = true;
      return {
        verdict: verdict(
          "robot_location_unknown",
          "the map does not say which region the robot is in, so no path can be planned. Wait for an update with replan().",
        ),
      };
    }
    const target = String(typedStep.args[spec.params[0]?.name ?? ""]);
    if (!isReachable(map, state.location, target)) {
      const label = state.atStart ? "where the robot is" : "where the robot will be by then";
      state.deferred = true;
      return {
        verdict: verdict("unreachable", unreachableMessage(map, state.location, target, label)),
      };
    }
  }
  if (spec.constraints.includes("explorable") && state.atStart && explorability !== undefined) {
    const check = explorability(typedStep, map);
    if (!check.ok) {
      state.deferred = true;
      return { verdict: verdict("not_explorable", check.error) };
    }
  }
  const code: ValidationCode =
    state.deferred && spec.constraints.includes("reachable") ? "unchecked" : "ok";
  const message =
    code === "unchecked"
      ? "well-formed; reachability is checked after the earlier exploration or failed step."
      : "valid.";
  advance(state, spec.locationEffect, typedStep, map);
  if (spec.endsPlan === true) state.ended = true;
  return { verdict: verdict(code, message), typed: typedStep };
}

function advance(
  state: Prediction,
  effect: NonNullable<ReturnType<typeof behaviorSpec>>["locationEffect"],
  step: ValidatedStep,
  map: SemanticMap,
): void {
  const target = Object.values(step.args)[0];
  switch (effect) {
    case "unchanged":
      return;
    case "at-target-region":
      if (typeof target === "string") state.location = target;
      state.atStart = false;
      return;
    case "near-target-object":
      if (typeof target === "string") state.location = viewpointOf(map, target, state.location);
      state.atStart = false;
      return;
    case "unpredictable":
      state.deferred = true;
      state.atStart = false;
      return;
  }
}

/** The region an inspection will most likely be made from: the object's region nearest the robot's side. */
function viewpointOf(
  map: SemanticMap,
  object: string,
  from: string | undefined,
): string | undefined {
  const regions = map.regionsOfObject(object);
  if (from === undefined) return regions[0];
  const component = map.components.componentOf(from);
  const origin = map.coordsOf(from);
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const region of regions) {
    if (map.components.componentOf(region) !== component) continue;
    const d = origin === undefined ? 0 : distanceM(origin, map.coordsOf(region) ?? origin);
    if (d < bestDistance) {
      best = region;
      bestDistance = d;
    }
  }
  return best ?? from;
}

function feedbackFor(verdicts: readonly StepVerdict[]): string {
  const failed = verdicts.filter((v) => !v.ok);
  if (failed.length === 0) return "";
  const validPrefix = verdicts.findIndex((v) => !v.ok);
  const lines = failed.map((v) => `- Step ${v.step + 1}, ${v.text}: ${v.message}`);
  const prefix =
    validPrefix === 0
      ? "The plan cannot be executed as written."
      : `The first ${validPrefix} step${validPrefix === 1 ? " is" : "s are"} valid, but the plan cannot be executed as written.`;
  return `Feedback: ${prefix}\n${lines.join("\n")}\nCorrect these problems and reply with a new plan; your goal may stay the same.`;
}

function result(
  verdicts: StepVerdict[],
  typed: ValidatedStep[],
  feedback: string,
  planCode?: ValidationCode,
): ValidationResult {
  const firstFailure = verdicts.findIndex((v) => !v.ok);
  const validPrefix = firstFailure === -1 ? verdicts.length : firstFailure;
  const ok = planCode === undefined && verdicts.length > 0 && firstFailure === -1;
  const code: ValidationCode = ok
    ? "ok"
    : (planCode ?? verdicts[firstFailure]?.code ?? "empty_plan");
  return {
    ok,
    code,
    steps: verdicts,
    validPrefix,
    feedback: ok ? "" : feedback,
    plan: typed.slice(0, validPrefix),
  };
}
