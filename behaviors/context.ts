import type { ActionOutcome } from "./outcome.js";
import type { MissionVerdict } from "../src/mission/verdict.js";
import type { Logger } from "../src/log/index.js";
import type { AppliedChanges, GraphDelta, SemanticMap } from "../src/map/index.js";
import type { Operator } from "../src/operator/index.js";
import type { NavigateOptions, NavigationResult, Pose, RobotPort } from "../src/robot/index.js";
import type { BehaviorSpec, TypedArgs } from "./spec.js";

/** Tunables of the behavior library. Metres and seconds throughout. */
export interface BehaviorSettings {
  /** How close to a region's coordinates counts as being there. */
  readonly arriveToleranceM: number;
  /** goto: alternative paths tried after a blocked connection. */
  readonly maxReroutes: number;
  /**
   * goto: after a blocked connection, an alternative path longer than this many times the straight distance
   * left (and longer than it by more than `minExtraM`) is not driven: the blockage is reported instead, so the
   * planner — which asked to go 60 m along a track, not 2 km round by the moor road — decides. Infinity drives any.
   */
  readonly detour: { readonly factor: number; readonly minExtraM: number };
  readonly extend: {
    /** Stop when this close to the goal. */
    readonly toleranceM: number;
    /** A round must bring the robot at least this much closer. */
    readonly minProgressM: number;
    readonly maxRounds: number;
    /** Reuse an existing region instead of adding one this close to it. */
    readonly minNewRegionDistM: number;
    /** Distance kept from occupied cells. */
    readonly clearanceM: number;
    /**
     * extend_map: when nothing reachable is closer to the goal, follow the free ground to the edge of what has
     * been seen (a trail bending under the trees) at most this many times; 0 stops at the obstacle as SPINE does.
     */
    readonly frontierSteps: number;
  };
  /** New regions are connected to known regions within this distance whose straight segment is clear. */
  readonly linkRadiusM: number;
  readonly inspect: {
    /** The vision model resolves objects within this range. */
    readonly rangeM: number;
    /**
     * inspect closes in to about this distance for a good look, where the local map allows. With the 1 m arrival
     * tolerance the robot ends within 5 m of what it looked at: standing beside it, not across a yard from it.
     */
    readonly approachM: number;
  };
}

export const DEFAULT_BEHAVIOR_SETTINGS: BehaviorSettings = {
  arriveToleranceM: 1,
  maxReroutes: 3,
  detour: { factor: 4, minExtraM: 200 },
  extend: {
    toleranceM: 3,
    minProgressM: 1,
    maxRounds: 25,
    minNewRegionDistM: 3,
    clearanceM: 0.4,
    frontierSteps: 6,
  },
  linkRadiusM: 15,
  inspect: { rangeM: 10, approachM: 4 },
};

/** What the mission has gathered so far; behaviors add to it. */
export interface MissionRecord {
  labels: string[];
  readonly inspections: { object: string; query: string; answer: string; ok: boolean }[];
  readonly clarifications: { question: string; reply: string }[];
  answer?: string;
  /** What the answer concludes, as data, when the planner said it with the answer. */
  verdict?: MissionVerdict;
}

/** A change the agent makes to the map by itself (seq is assigned by nobody: it is local). */
export type LocalDelta = Omit<GraphDelta, "seq">;

/**
 * Everything a behavior may use. Behaviors never talk to a simulator: only to the robot port, the map and the
 * operator, so the same code drives the built-in simulator and a robot over rosbridge.
 */
export interface BehaviorContext {
  readonly map: SemanticMap;
  readonly port: RobotPort;
  readonly log: Logger;
  readonly settings: BehaviorSettings;
  /**
   * The validation ablation is on: exploration drives straight at its goal (no best reachable fit), as a robot
   * sent an unchecked goal would.
   */
  readonly unvalidated?: boolean;
  readonly signal: AbortSignal;
  readonly operator: Operator;
  readonly mission: MissionRecord;
  /**
   * Apply a change the agent made itself (regions it added, connections it found blocked, where the robot is)
   * to the map and the planner's update log, and tell the robot's mapper.
   */
  applyLocal(delta: LocalDelta): AppliedChanges;
  /** A fresh `discovered_region_k` name. */
  newRegionName(): string;
  /** Drive toward a pose through the port, accounting distance; all driving goes through here. */
  drive(goal: Pose, options?: NavigateOptions): Promise<NavigationResult>;
}

export type BehaviorStatus = "succeeded" | "failed";

export interface BehaviorOutcome {
  readonly status: BehaviorStatus;
  /** Sentences for the planner's next turn: what happened, what was found, what to consider. */
  readonly feedback: readonly string[];
  /** Set by `answer`: the mission ends with this answer. */
  readonly answer?: string;
  /** What the action found, as data (obstacles met, the operator's reply, …). */
  readonly outcomes?: readonly ActionOutcome[];
}

/** A behavior: its spec (schema, constraints, description) and how it runs. */
export interface Behavior extends BehaviorSpec {
  execute(context: BehaviorContext, args: TypedArgs): Promise<BehaviorOutcome>;
}

/** Add typed outcomes to a behavior's result. */
export function withOutcomes(
  outcome: BehaviorOutcome,
  outcomes: readonly ActionOutcome[],
): BehaviorOutcome {
  return outcomes.length === 0
    ? outcome
    : { ...outcome, outcomes: [...(outcome.outcomes ?? []), ...outcomes] };
}

export function succeeded(...feedback: string[]): BehaviorOutcome {
  return { status: "succeeded", feedback };
}

export function failed(...feedback: string[]): BehaviorOutcome {
  return { status: "failed", feedback };
}
