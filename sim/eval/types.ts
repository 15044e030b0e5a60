import type { PlanErrorKind } from "./planErrors.js";

/** The compared methods (paper Table II). */
export const METHODS = ["spine", "llm-as-planner", "explicit"] as const;
export type Method = (typeof METHODS)[number];

/** Validation modes of the ablation (paper Fig. 6). */
export type ValidationMode = "full" | "off";

/** The additive metrics of a run (sums over an explicit mission's steps, plus a mapping tour). */
export interface Totals {
  readonly simSeconds: number;
  readonly distanceM: number;
  /** Operator messages: the mission (or each explicit step), clarify answers and re-taskings. */
  readonly interactions: number;
  /** Requests to the planner (LLM queries); for llm-as-planner only real queries, not steps served from its plan. */
  readonly plannerQueries: number;
  readonly validationFailures: number;
  readonly actions: number;
  readonly promptTokens: number;
  readonly completionTokens: number;
  readonly tokensEstimated: boolean;
}

/** One mission run by one method: Table II's metrics and what is needed to read them. */
export interface RunRecord extends Totals {
  readonly mission: string;
  readonly method: Method;
  readonly trial: number;
  readonly start: {
    readonly xM: number;
    readonly yM: number;
    readonly nominal: boolean;
    readonly region: string;
  };
  readonly dropFraction: number;
  readonly validation: ValidationMode;
  readonly success: boolean;
  /** How the agent ended ("answered", "limit-reached", …); for explicit, the last step's. */
  readonly outcome: string;
  /** Shortest truth-graph drive through the required targets from this start; null if there is none. */
  readonly oracleM: number | null;
  /** distanceM / oracleM; null without an oracle distance (or one of 0 m). */
  readonly distanceRatio: number | null;
  /** Checks of the mission's `expect` that failed, as sentences. */
  readonly failedChecks: readonly string[];
  readonly answer: string | null;
  /** llm-as-planner: the mapping tour before planning (included in the totals above). */
  readonly mapping?: {
    readonly distanceM: number;
    readonly simSeconds: number;
    readonly viewpoints: number;
    readonly missedViewpoints: number;
  };
  /** explicit: each step the operator gave, in order. */
  readonly steps?: readonly {
    readonly text: string;
    readonly outcome: string;
    readonly distanceM: number;
    readonly plannerQueries: number;
    readonly answer: string | null;
  }[];
  /** Ablation runs: the mistakes injected, by kind. */
  readonly injected?: Partial<Record<PlanErrorKind, number>>;
}
