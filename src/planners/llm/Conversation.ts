import type { PlanRequest } from "../../agent/index.js";
import type { ChatMessage } from "./chatMessage.js";
import { countMessages, type CountTokens } from "./estimateTokens.js";
import type { MapView, MapViewBuilder } from "./context/index.js";
import {
  addRejection,
  closeExchange,
  iterationExchange,
  taskExchange,
  type Exchange,
} from "./exchange.js";
import { mapViewText } from "./turnText.js";
import type { PlannerHints } from "./plannerHints.js";

export interface ConversationOptions {
  /** The system message, given how many example dialogues follow it (it announces them). */
  readonly system: (examplesKept: number) => string;
  /** Whole example dialogues, in order; as many are kept as fit their share of the budget. */
  readonly examples: readonly (readonly ChatMessage[])[];
  readonly views: MapViewBuilder;
  readonly count: CountTokens;
}

export interface PreparedRequest {
  readonly messages: ChatMessage[];
  /** Counted locally (o200k): what the budget promises. */
  readonly promptTokens: number;
  readonly view: MapView;
  readonly examplesKept: number;
}

/** Shares of what the system prompt leaves: whole examples up to this … */
const EXAMPLE_SHARE = 0.3;
/** … earlier exchanges up to this (then the oldest half goes at once, so the prefix changes rarely) … */
const HISTORY_SHARE = 0.3;
/** … one turn's updates and feedback up to this; the map view takes the rest, never less than the minimum. */
const TURN_SHARE = 0.15;
const MIN_VIEW_TOKENS = 400;
/** The line that introduces the view ("graph: (the current map, in part: …)"). */
const VIEW_INTRO_TOKENS = 140;

/**
 * The conversation the LLM sees, kept within a prompt-token budget at every request:
 *
 * system prompt + the examples that fit + the task turn + earlier exchanges (append-only; each keeps its action
 * and feedback, not its map updates) + the current turn,
 * which alone carries the map — a view of it built for this request (`MapViewBuilder`: the robot's surroundings,
 * what bears on the mission and what the model named, the rest summarised per area).
 *
 * Cache-friendly: everything before the current turn stays byte-identical from one request to the next, except
 * the previous turn, which loses its view once it is history; when earlier exchanges outgrow their share, the
 * oldest half is dropped at once. A retry within an iteration only appends (the rejected reply, the feedback).
 */
export class Conversation {
  readonly #options: ConversationOptions;
  #budgetTokens: number;
  #task: Exchange | undefined;
  readonly #recent: Exchange[] = [];
  #pending: Exchange | undefined;
  #pendingView: MapView | undefined;
  #lastIteration = 0;
  #lastMission: string | undefined;

  constructor(options: ConversationOptions & { budgetTokens: number }) {
    this.#options = options;
    this.#budgetTokens = options.budgetTokens;
  }

  /** The view builder, whose areas and relevance the map tools share. */
  get views(): MapViewBuilder {
    return this.#options.views;
  }

  get budgetTokens(): number {
    return this.#budgetTokens;
  }

  /** A smaller budget from now on (a server said the context is smaller than configured). */
  shrink(budgetTokens: number): void {
    this.#budgetTokens = Math.max(1, Math.floor(budgetTokens));
    if (this.#pending !== undefined) this.#pendingView = undefined;
  }

  /** The messages for this request: a new exchange on a new iteration; on a retry, the rejection appended. */
  async prepare(request: PlanRequest, hints: PlannerHints): Promise<PreparedRequest> {
    const retry =
      request.attempt > 1 &&
      this.#pending !== undefined &&
      this.#pending.iteration === request.iteration;
    if (!retry) {
      this.#commit();
      this.#pending = this.#open(request);
      this.#pendingView = undefined;
    } else if (this.#pending !== undefined && request.validatorFeedback !== undefined) {
      addRejection(this.#pending, request.validatorFeedback, request.previousReply);
    }
    return this.#render(request, hints);
  }

  /** The model's reply to the last prepared request. */
  recordReply(message: ChatMessage): void {
    if (this.#pending === undefined) return;
    this.#pending.transient = [];
    this.#pending.rest.push(message);
  }

  /** Messages that belong to this attempt only (tool calls and their results): gone when the exchange ends. */
  addTransient(messages: readonly ChatMessage[]): void {
    this.#pending?.transient.push(...messages);
  }

  /** Re-renders the view (after tool results grew the request): the prefix is unchanged. */
  async refresh(request: PlanRequest, hints: PlannerHints): Promise<PreparedRequest> {
    this.#pendingView = undefined;
    return this.#render(request, hints);
  }

  #commit(): void {
    const exchange = this.#pending;
    this.#pending = undefined;
    if (exchange === undefined || !closeExchange(exchange)) return;
    if (this.#task === undefined) this.#task = exchange;
    else this.#recent.push(exchange);
  }

  #open(request: PlanRequest): Exchange {
    const restarted = request.iteration <= this.#lastIteration;
    this.#lastIteration = request.iteration;
    const missionChanged = request.mission !== this.#lastMission;
    this.#lastMission = request.mission;
    if (this.#task === undefined || (restarted && missionChanged)) {
      if (this.#task !== undefined) {
        // A new mission: its own task turn; the old one's exchanges are no help.
        this.#task = undefined;
        this.#recent.length = 0;
      }
      return taskExchange(request);
    }
    return iterationExchange(request, {
      restarted,
      missionChanged,
      turnTokens: Math.floor(this.#available() * TURN_SHARE),
      count: this.#options.count,
    });
  }

  /** What the system prompt leaves of the budget. */
  #available(): number {
    const system = this.#system(this.#options.examples.length);
    return Math.max(0, this.#budgetTokens - system.tokens - 8);
  }

  /** The system message for a number of examples, built and counted once (it is the same every request). */
  readonly #systems = new Map<number, { text: string; tokens: number }>();
  #system(examplesKept: number): { text: string; tokens: number } {
    let system = this.#systems.get(examplesKept);
    if (system === undefined) {
      const text = this.#options.system(examplesKept);
      system = { text, tokens: this.#options.count(text) };
      this.#systems.set(examplesKept, system);
    }
    return system;
  }

  #examples(): { messages: ChatMessage[]; kept: number } {
    const share = this.#available() * EXAMPLE_SHARE;
    const messages: ChatMessage[] = [];
    let used = 0;
    let kept = 0;
    for (const example of this.#options.examples) {
      const cost = countMessages(example, this.#options.count);
      if (used + cost > share) break;
      used += cost;
      kept += 1;
      messages.push(...example);
    }
    return { messages, kept };
  }

  async #render(request: PlanRequest, hints: PlannerHints): Promise<PreparedRequest> {
    const { count } = this.#options;
    const examples = this.#examples();
    const system = this.#system(examples.kept).text;
    const history = (): ChatMessage[] => [
      ...[this.#task, ...this.#recent]
        .filter((e): e is Exchange => e !== undefined && e !== this.#pending)
        .flatMap((e) => [{ role: "user" as const, content: e.past }, ...e.rest]),
    ];
    const historyShare = this.#available() * HISTORY_SHARE;
    while (this.#recent.length > 0 && countMessages(history(), count) > historyShare) {
      // The oldest half at once: the prefix a server may cache changes once, not at every turn.
      this.#recent.splice(0, Math.max(1, Math.ceil(this.#recent.length / 2)));
    }
    const pending = this.#pending;
    const tail = [...(pending?.rest ?? []), ...(pending?.transient ?? [])];
    const opening = pending?.current ?? "";
    const fixedTokens = (): number =>
      countMessages(
        [
          { role: "system", content: system },
          ...examples.messages,
          ...history(),
          { role: "user", content: opening },
          ...tail,
        ],
        count,
      ) + 40;
    // A view too small to plan with costs more than the exchanges that squeeze it: those go first.
    if (this.#budgetTokens - fixedTokens() < MIN_VIEW_TOKENS) this.#recent.length = 0;
    const head: ChatMessage[] = [
      { role: "system", content: system },
      ...examples.messages,
      ...history(),
    ];
    let viewBudget = Math.max(0, this.#budgetTokens - fixedTokens() - VIEW_INTRO_TOKENS);
    const build = (budgetTokens: number): Promise<MapView> =>
      this.#options.views.build({
        map: request.map,
        robotXY: [request.robot.pose.x, request.robot.pose.y],
        phrases: hints.phrases,
        terms: hints.terms,
        pinned: hints.pinned,
        covers: hints.covers,
        budgetTokens,
      });
    const withView = (view: MapView): ChatMessage[] => [
      ...head,
      { role: "user", content: `${opening}\n${mapViewText(view)}` },
      ...tail,
    ];
    let view = this.#pendingView ?? (await build(viewBudget));
    let messages = withView(view);
    // Counted as sent; the view's own count leaves out its introduction, so check and shrink once or twice.
    for (let tries = 0; tries < 3; tries += 1) {
      const over = countMessages(messages, count) - this.#budgetTokens;
      if (over <= 0) break;
      viewBudget = Math.max(0, viewBudget - over - 20);
      view = await build(viewBudget);
      messages = withView(view);
    }
    this.#pendingView = view;
    return {
      messages,
      promptTokens: countMessages(messages, count),
      view,
      examplesKept: examples.kept,
    };
  }
}
