import type { TokenUsage } from "./PlanGenerator.js";

/** Table II's metrics and more, per mission. */
export interface MissionMetrics {
  readonly planner: string;
  readonly robot: string;
  /** Set by the caller when the mission file has `expect`. */
  readonly success?: boolean;
  readonly simSeconds: number;
  readonly wallSeconds: number;
  readonly distanceM: number;
  /** Requests sent to the plan generator (every attempt counts). */
  readonly plannerQueries: number;
  readonly clarifyPrompts: number;
  /** clarify prompts plus re-taskings: how often the operator had to step in. */
  readonly interactions: number;
  readonly iterations: number;
  readonly validationFailures: number;
  readonly actions: number;
  readonly promptTokens: number;
  readonly completionTokens: number;
  readonly tokensEstimated: boolean;
  readonly cachedTokens: number;
  readonly reasoningTokens: number;
  /** The largest prompt of any one request to the plan generator. */
  readonly maxPromptTokens: number;
  /** Map queries (tool calls) the LLM made. */
  readonly toolCalls: number;
  /** From the configured price table; absent when none is configured. */
  readonly costUsd?: number;
}

/** Mutable counters the agent fills in as the mission runs. */
export class MetricsRecorder {
  distanceM = 0;
  plannerQueries = 0;
  clarifyPrompts = 0;
  retasks = 0;
  iterations = 0;
  validationFailures = 0;
  actions = 0;
  promptTokens = 0;
  completionTokens = 0;
  tokensEstimated = false;
  cachedTokens = 0;
  reasoningTokens = 0;
  maxPromptTokens = 0;
  toolCalls = 0;
  costUsd: number | undefined;

  /** The extras a reply's usage may carry (cache, reasoning, largest request, tool calls, cost). */
  recordUsage(usage: TokenUsage): void {
    this.cachedTokens += usage.cachedTokens ?? 0;
    this.reasoningTokens += usage.reasoningTokens ?? 0;
    this.maxPromptTokens = Math.max(
      this.maxPromptTokens,
      usage.maxPromptTokens ?? usage.promptTokens,
    );
    this.toolCalls += usage.toolCalls ?? 0;
    if (usage.costUsd !== undefined) this.costUsd = (this.costUsd ?? 0) + usage.costUsd;
  }

  snapshot(fields: {
    planner: string;
    robot: string;
    simSeconds: number;
    wallSeconds: number;
  }): MissionMetrics {
    return {
      ...fields,
      simSeconds: round(fields.simSeconds, 1),
      wallSeconds: round(fields.wallSeconds, 2),
      distanceM: round(this.distanceM, 1),
      plannerQueries: this.plannerQueries,
      clarifyPrompts: this.clarifyPrompts,
      interactions: this.clarifyPrompts + this.retasks,
      iterations: this.iterations,
      validationFailures: this.validationFailures,
      actions: this.actions,
      promptTokens: this.promptTokens,
      completionTokens: this.completionTokens,
      tokensEstimated: this.tokensEstimated,
      cachedTokens: this.cachedTokens,
      reasoningTokens: this.reasoningTokens,
      maxPromptTokens: this.maxPromptTokens,
      toolCalls: this.toolCalls,
      ...(this.costUsd === undefined ? {} : { costUsd: round(this.costUsd, 4) }),
    };
  }
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
