import type { PlanRequest } from "../../agent/index.js";
import { serializeForPlanner } from "../../map/index.js";
import type { ChatMessage } from "./chatMessage.js";
import {
  feedbackTurnText,
  firstTurnText,
  iterationTurnText,
  type IterationTurn,
} from "./prompt/index.js";

export interface ConversationOptions {
  readonly system: string;
  readonly examples: readonly ChatMessage[];
  /** Exchanges kept after the first one (the first, with the task, is always kept). */
  readonly historyExchanges: number;
  /** Re-send the full map at least this often (in iterations); never less often than `historyExchanges`. */
  readonly graphEveryIterations: number;
}

/** One planning iteration: its opening user turn, then replies (and rejections of them). */
interface Exchange {
  readonly iteration: number;
  /** The first exchange of the conversation: `task:` and the map. */
  readonly first: boolean;
  /** This exchange's opening turn includes the full map. */
  readonly carriesGraph: boolean;
  /** The opening user turn; without its map once a newer map has been sent. */
  readonly open: (withGraph: boolean) => string;
  readonly rest: ChatMessage[];
}

/** Iterations this close to a limit get a `budget:` line. */
const LOW_ITERATIONS = 3;
const LOW_SIM_SECONDS = 300;

/**
 * The conversation the LLM sees, kept across iterations (SPINE keeps its whole history; we bound it):
 *
 * system prompt + examples (a fixed prefix, so servers can cache it) + the first exchange (task and map) + the
 * last `historyExchanges` exchanges + the exchange in progress, with its rejected replies and their feedback.
 *
 * Bounding: an exchange older than the window is dropped, and with it the map updates it carried. So whenever the
 * exchange that last carried the full map is about to leave the window (after `historyExchanges` iterations), or
 * every `graphEveryIterations` if that is sooner, the next turn carries the full current map again; older copies
 * of the map are then left out of the rendering (a note says so). The model can thus always rebuild the current
 * map from the newest full map plus the updates after it, at a bounded cost per request.
 *
 * A turn whose request failed is dropped; its updates never reached the model, so the next turn re-sends the map.
 * A restart of the mission (iteration numbers going back) also re-sends the map, with the task.
 */
export class Conversation {
  readonly #options: ConversationOptions;
  #first: Exchange | undefined;
  readonly #recent: Exchange[] = [];
  #pending: Exchange | undefined;
  #lastIteration = 0;
  #lastMission: string | undefined;
  /** Committed exchanges since the one that last carried the map. */
  #sinceGraph = 0;
  #graphLost = false;

  constructor(options: ConversationOptions) {
    if (!(options.historyExchanges >= 1)) {
      throw new RangeError(`historyExchanges must be at least 1, got ${options.historyExchanges}`);
    }
    this.#options = options;
  }

  /** The messages for this request; opens a new exchange on a new iteration, adds the rejection on a retry. */
  prepare(request: PlanRequest): ChatMessage[] {
    const pending = this.#pending;
    const retry =
      request.attempt > 1 && pending !== undefined && pending.iteration === request.iteration;
    if (!retry) {
      this.#commit();
      this.#pending = this.#open(request);
    }
    if (request.attempt > 1 && request.validatorFeedback !== undefined) {
      this.#addRejection(request.validatorFeedback, request.previousReply);
    }
    return this.#render();
  }

  /** The model's reply to the last prepared request. */
  recordReply(text: string): void {
    this.#pending?.rest.push({ role: "assistant", content: text });
  }

  #addRejection(feedback: string, previousReply: string | undefined): void {
    const rest = this.#pending?.rest;
    if (rest === undefined) return;
    const last = rest.at(-1);
    // The agent's copy of the rejected reply is the truth (another generator may have answered before us).
    if (
      previousReply !== undefined &&
      last?.role === "assistant" &&
      last.content !== previousReply
    ) {
      rest[rest.length - 1] = { role: "assistant", content: previousReply };
    } else if (previousReply !== undefined && last?.role !== "assistant") {
      rest.push({ role: "assistant", content: previousReply });
    }
    if (rest.at(-1)?.role === "assistant")
      rest.push({ role: "user", content: feedbackTurnText(feedback) });
  }

  #commit(): void {
    const exchange = this.#pending;
    this.#pending = undefined;
    if (exchange === undefined) return;
    // A rejection the model never answered goes, with the reply it rejected.
    while (exchange.rest.at(-1)?.role === "user") {
      exchange.rest.pop();
      exchange.rest.pop();
    }
    if (exchange.rest.length === 0) {
      if (!exchange.first) this.#graphLost = true;
      return;
    }
    if (exchange.first) {
      this.#first = exchange;
      this.#sinceGraph = 0;
      return;
    }
    this.#recent.push(exchange);
    this.#sinceGraph = exchange.carriesGraph ? 0 : this.#sinceGraph + 1;
    while (this.#recent.length > this.#options.historyExchanges) this.#recent.shift();
  }

  #open(request: PlanRequest): Exchange {
    const graph = serializeForPlanner(request.map);
    const { pose, location } = request.robot;
    const robotPosition = location === undefined ? ([pose.x, pose.y] as const) : undefined;
    const restarted = request.iteration <= this.#lastIteration;
    this.#lastIteration = request.iteration;
    const missionChanged = request.mission !== this.#lastMission;
    this.#lastMission = request.mission;
    if (this.#first === undefined) {
      return {
        iteration: request.iteration,
        first: true,
        carriesGraph: true,
        rest: [],
        open: (withGraph) =>
          firstTurnText({
            mission: request.mission,
            graph: withGraph
              ? graph
              : "(omitted here: a newer full map follows later in this conversation)",
            ...(robotPosition === undefined ? {} : { robotPosition: [...robotPosition] }),
          }),
      };
    }
    const { historyExchanges, graphEveryIterations } = this.#options;
    const refresh =
      restarted ||
      this.#graphLost ||
      this.#sinceGraph >= Math.min(historyExchanges, graphEveryIterations);
    const note = restarted
      ? missionChanged
        ? "a new mission starts (the previous one has ended); as on a first turn, give relevant_semantics"
        : "the mission was interrupted and has been restarted; as on a first turn, give relevant_semantics"
      : this.#graphLost
        ? "an earlier turn was lost, so the full current map is below"
        : undefined;
    this.#graphLost = false;
    const { iterationsLeft, simSecondsLeft } = request.budget;
    const low = iterationsLeft <= LOW_ITERATIONS || simSecondsLeft <= LOW_SIM_SECONDS;
    const turn: IterationTurn = {
      ...(note === undefined ? {} : { note }),
      ...(missionChanged || restarted ? { mission: request.mission } : {}),
      pastActions: request.history,
      updates: request.updates,
      feedback: request.feedback,
      ...(robotPosition === undefined ? {} : { robotPosition: [...robotPosition] }),
      ...(low ? { budget: request.budget } : {}),
    };
    return {
      iteration: request.iteration,
      first: false,
      carriesGraph: refresh,
      rest: [],
      open: (withGraph) => {
        if (!refresh) return iterationTurnText(turn);
        if (withGraph) return iterationTurnText({ ...turn, graph });
        const omitted = "the full map sent with this turn is omitted: a newer one follows";
        return iterationTurnText({
          ...turn,
          note: note === undefined ? omitted : `${note}; ${omitted}`,
        });
      },
    };
  }

  #render(): ChatMessage[] {
    const exchanges = [this.#first, ...this.#recent, this.#pending].filter(
      (exchange): exchange is Exchange => exchange !== undefined,
    );
    const newestMap = exchanges.findLast((exchange) => exchange.carriesGraph);
    const messages: ChatMessage[] = [
      { role: "system", content: this.#options.system },
      ...this.#options.examples,
    ];
    for (const exchange of exchanges) {
      messages.push(
        { role: "user", content: exchange.open(exchange === newestMap) },
        ...exchange.rest,
      );
    }
    return messages;
  }
}
