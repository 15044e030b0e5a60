import type { MissionVerdict } from "../mission/verdict.js";
import type { MissionMetrics } from "./metrics.js";

/** Fields every event carries. */
interface EventBase {
  /** Simulated (or robot) seconds since the mission started. */
  readonly t: number;
  readonly iteration: number;
}

export type AgentEvent = EventBase &
  (
    | {
        readonly type: "mission-start";
        readonly mission: string;
        readonly planner: string;
        readonly robot: string;
        readonly map: {
          readonly regions: number;
          readonly objects: number;
          readonly location?: string;
        };
        readonly limits: { readonly maxIterations: number; readonly maxSimSeconds: number };
      }
    | {
        readonly type: "map-updated";
        readonly source: "robot" | "agent";
        readonly updates: string;
        readonly seq?: number;
      }
    | { readonly type: "map-warning"; readonly message: string }
    | {
        readonly type: "plan-proposed";
        readonly attempt: number;
        readonly primaryGoal: string;
        readonly relevantGraph: string;
        readonly reasoning: string;
        readonly plan: readonly string[];
        readonly promptTokens?: number;
        readonly completionTokens?: number;
      }
    | {
        readonly type: "validation-failed";
        readonly attempt: number;
        readonly code: string;
        readonly feedback: string;
      }
    | { readonly type: "action-started"; readonly action: string }
    | {
        readonly type: "action-finished";
        readonly action: string;
        readonly status: "succeeded" | "failed";
        readonly feedback: readonly string[];
        readonly distanceM: number;
      }
    | { readonly type: "clarify-asked"; readonly question: string }
    | { readonly type: "clarify-answered"; readonly reply: string }
    | { readonly type: "operator-notified"; readonly text: string }
    | { readonly type: "mission-retasked"; readonly mission: string }
    | {
        readonly type: "mission-finished";
        readonly outcome: MissionOutcome;
        readonly answer?: string;
        readonly reason?: string;
        /** What the answer concludes, as data, when the planner gave one. */
        readonly verdict?: MissionVerdict;
        readonly metrics: MissionMetrics;
      }
  );

export type AgentEventType = AgentEvent["type"];

/** How a mission ended. Only `answered` can be a success. */
export type MissionOutcome =
  | "answered"
  | "limit-reached"
  | "no-valid-plan"
  | "planner-unavailable"
  | "robot-unavailable"
  | "stopped";
