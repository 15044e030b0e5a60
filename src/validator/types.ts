import type { SemanticMap } from "../map/index.js";
import type { Result } from "../errors/index.js";
import type { ValidationCode } from "./codes.js";

import type { TypedArgs } from "../../behaviors/index.js";

export type { TypedArgs };

/** A step that passed the syntax stage: a known action with typed arguments. */
export interface ValidatedStep {
  readonly index: number;
  readonly action: string;
  readonly args: TypedArgs;
  /** Canonical call text, as recorded in the action history. */
  readonly text: string;
}

export interface StepVerdict {
  readonly step: number;
  /** The step as the planner wrote it. */
  readonly text: string;
  readonly action: string;
  readonly ok: boolean;
  readonly code: ValidationCode;
  readonly message: string;
}

export interface ValidationResult {
  readonly ok: boolean;
  /** `ok`, the plan-level problem (`empty_plan`, `no_action`), or the first failing step's code. */
  readonly code: ValidationCode;
  readonly steps: readonly StepVerdict[];
  /** How many leading steps are valid. */
  readonly validPrefix: number;
  /** The text sent back to the plan generator: empty when the plan is valid. */
  readonly feedback: string;
  /** Typed steps, in order, for the valid prefix. */
  readonly plan: readonly ValidatedStep[];
}

/**
 * The explorability stage (Table I): before an exploration step runs from the robot's current position, check
 * against the local occupancy map that a reachable fit toward its goal exists. Supplied by the agent, which owns
 * the costmap; the failure string is feedback for the planner.
 */
export type ExplorabilityCheck = (step: ValidatedStep, map: SemanticMap) => Result<void>;
