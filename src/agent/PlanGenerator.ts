import type { ActionOutcome } from "../../behaviors/outcome.js";
import type { Result } from "../errors/index.js";
import type { AppliedChanges, SemanticMap } from "../map/index.js";
import type { Pose } from "../robot/index.js";

/** Everything a plan generator is given each time it is asked (SPINE's S, M_k, a_1:k, f). */
export interface PlanRequest {
  /** The operator's words (the latest re-tasking, if any). */
  readonly mission: string;
  /** 1-based planning iteration; the first is when detector labels are chosen. */
  readonly iteration: number;
  /** 1-based attempt within the iteration; attempts after the first carry `validatorFeedback`. */
  readonly attempt: number;
  /** The current map (read-only for generators). */
  readonly map: SemanticMap;
  /** Map changes since the previous iteration, net, and their perception-API rendering. */
  readonly changes: AppliedChanges;
  readonly updates: string;
  /** Executed actions so far, oldest first, as canonical call text. */
  readonly history: readonly string[];
  /** What the last action reported (and operator replies), for this iteration. */
  readonly feedback: readonly string[];
  /** The same as data: obstacles met, the operator's reply, objects detected (planners read these, not sentences). */
  readonly outcomes: readonly ActionOutcome[];
  /** The action executed last iteration and how it ended. */
  readonly lastAction?: { readonly text: string; readonly status: "succeeded" | "failed" };
  /** Why the previous attempt's reply was rejected (parse or validation), on attempts after the first. */
  readonly validatorFeedback?: string;
  readonly previousReply?: string;
  readonly robot: { readonly location: string | undefined; readonly pose: Pose };
  /** Where the robot has been: its position at the start and at the end of every drive, in order (ENU m). */
  readonly trail: readonly (readonly [number, number])[];
  /** What is left before a limit ends the mission, so a planner can wrap up honestly. */
  readonly budget: { readonly iterationsLeft: number; readonly simSecondsLeft: number };
}

export interface TokenUsage {
  readonly promptTokens: number;
  readonly completionTokens: number;
  /** True when counted with a tokenizer because the server reported no usage. */
  readonly estimated: boolean;
  /** Prompt tokens the server served from its cache, when it says. */
  readonly cachedTokens?: number;
  /** Completion tokens spent thinking, when the server says. */
  readonly reasoningTokens?: number;
  /** The largest single request's prompt tokens (a reply may take several requests: tool rounds, a resend). */
  readonly maxPromptTokens?: number;
  /** Map queries the model made (tool calls) while producing this reply. */
  readonly toolCalls?: number;
  /** What the requests cost, from the configured price table. */
  readonly costUsd?: number;
}

export interface GeneratorReply {
  /** The raw reply: SPINE chain-of-thought JSON (the agent parses and validates it). */
  readonly text: string;
  readonly usage?: TokenUsage;
}

export interface GeneratorFailure {
  /** For the operator: what went wrong and what to do ("the LLM server at … is unreachable"). */
  readonly message: string;
}

/**
 * A plan generator: an LLM, the rule-based planner, or a scripted one in tests. It answers with text in the
 * SPINE reply layout; everything it says is parsed and validated by the agent, never trusted.
 */
export interface PlanGenerator {
  /** Shown in every output: "rules", "llm:gpt-4o", "scripted". */
  readonly label: string;
  propose(
    request: PlanRequest,
    options: { signal: AbortSignal },
  ): Promise<Result<GeneratorReply, GeneratorFailure>>;
}
