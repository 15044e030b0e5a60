import type { PlanRequest } from "../../agent/index.js";
import type { ChatMessage } from "./chatMessage.js";
import type { CountTokens } from "./estimateTokens.js";
import { feedbackTurnText, iterationTurnText, type IterationTurn } from "./prompt/index.js";
import { fitText, taskTurnText } from "./turnText.js";

/** One planning iteration: its opening user turn, then replies (and rejections, tool calls and results). */
export interface Exchange {
  readonly iteration: number;
  /** The opening turn while it is the newest (with the map view) … */
  current: string;
  /** … and once it is history (no view, only the last action instead of the whole list). */
  readonly past: string;
  readonly rest: ChatMessage[];
  /** This attempt's tool calls and results: sent after `rest`, dropped when the attempt ends. */
  transient: ChatMessage[];
}

/** With this few iterations or simulated seconds left, the turn says how much budget remains. */
const LOW_ITERATIONS = 3;
const LOW_SIM_SECONDS = 300;

/** The robot's position when it stands between regions (no location to name it by). */
function robotPosition(request: PlanRequest): readonly [number, number] | undefined {
  const { pose, location } = request.robot;
  return location === undefined ? [pose.x, pose.y] : undefined;
}

/** The first exchange of a mission: the task turn, the same now as in history. */
export function taskExchange(request: PlanRequest): Exchange {
  const position = robotPosition(request);
  const text = taskTurnText({
    mission: request.mission,
    ...(position === undefined ? {} : { robotPosition: [...position] }),
  });
  return { iteration: request.iteration, current: text, past: text, rest: [], transient: [] };
}

export interface IterationExchangeOptions {
  /** The mission was restarted (the iteration count went back). */
  readonly restarted: boolean;
  /** The mission differs from the last request's. */
  readonly missionChanged: boolean;
  /** What the turn's updates may take; each feedback line half of it. */
  readonly turnTokens: number;
  readonly count: CountTokens;
}

/** A later iteration's exchange: what happened since the last turn, in full now and shorter as history. */
export function iterationExchange(
  request: PlanRequest,
  options: IterationExchangeOptions,
): Exchange {
  const { restarted, missionChanged, turnTokens, count } = options;
  const position = robotPosition(request);
  const { iterationsLeft, simSecondsLeft } = request.budget;
  const low = iterationsLeft <= LOW_ITERATIONS || simSecondsLeft <= LOW_SIM_SECONDS;
  const turn: IterationTurn = {
    ...(restarted
      ? {
          note: "the mission was interrupted and has been restarted; as on a first turn, give relevant_semantics",
        }
      : {}),
    ...(missionChanged || restarted ? { mission: request.mission } : {}),
    pastActions: request.history,
    updates: fitText(request.updates, turnTokens, count, "changes"),
    feedback: request.feedback.map((line) =>
      fitText(line, Math.floor(turnTokens / 2), count, "feedback"),
    ),
    ...(position === undefined ? {} : { robotPosition: [...position] }),
    ...(low ? { budget: request.budget } : {}),
  };
  const last = request.history.at(-1);
  return {
    iteration: request.iteration,
    current: iterationTurnText(turn),
    // As history, a turn keeps what happened (the action and its feedback), not the map changes: the newest
    // turn's view shows the map as it is now, and old updates would only repeat it at a price.
    past: iterationTurnText({
      ...turn,
      pastActions: last === undefined ? [] : [last],
      updates: "(shown in the current map)",
    }),
    rest: [],
    transient: [],
  };
}

/** A retry after the validator refused the reply: the reply as the agent saw it, then the feedback. */
export function addRejection(
  exchange: Exchange,
  feedback: string,
  previousReply: string | undefined,
): void {
  const { rest } = exchange;
  // Tool traffic of the rejected attempt is not worth keeping; the reply and the feedback are.
  exchange.transient = [];
  const last = rest.at(-1);
  if (previousReply !== undefined && last?.role === "assistant" && last.content !== previousReply) {
    rest[rest.length - 1] = { role: "assistant", content: previousReply };
  } else if (previousReply !== undefined && last?.role !== "assistant") {
    rest.push({ role: "assistant", content: previousReply });
  }
  if (rest.at(-1)?.role === "assistant")
    rest.push({ role: "user", content: feedbackTurnText(feedback) });
}

/**
 * The exchange as history keeps it: without this attempt's tool traffic, and without a rejection the model never
 * answered (nor the reply it rejected). False when nothing is left worth keeping.
 */
export function closeExchange(exchange: Exchange): boolean {
  exchange.transient = [];
  while (exchange.rest.at(-1)?.role === "user") {
    exchange.rest.pop();
    exchange.rest.pop();
  }
  return exchange.rest.length > 0;
}
