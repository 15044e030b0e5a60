import type {
  GeneratorFailure,
  GeneratorReply,
  PlanGenerator,
  PlanRequest,
  TokenUsage,
} from "../../agent/index.js";
import type { LlmConfig } from "../../config/index.js";
import { describeError, fail, ok, type Result } from "../../errors/index.js";
import type { Logger } from "../../log/index.js";
import { Relevance } from "../../relevance/index.js";
import { ChatClient, type Completion, type RetryTiming } from "./client/index.js";
import { MapViewBuilder, toolDefinitions, type ToolContext } from "./context/index.js";
import { MAX_QUERY_ROUNDS, queriesInText, runQueryRound } from "./mapQueries.js";
import { Conversation, type PreparedRequest } from "./Conversation.js";
import { loadCounter } from "./estimateTokens.js";
import { promptBudget, usageOf } from "./usage.js";
import { UsageTotals } from "./UsageTotals.js";
import { builtExamples } from "./examples/index.js";
import { HintTracker } from "./plannerHints.js";
import { replyShapeIssues, systemPrompt } from "./prompt/index.js";
import type { TranscriptOptions } from "./Transcript.js";
import { RequestLog, type RequestWhere } from "./RequestLog.js";

export interface LlmGeneratorOptions {
  log: Logger;
  /** Write every request and reply to `<logDir>/llm-transcript.jsonl`. */
  transcript?: TranscriptOptions;
  /**
   * The model's context window in tokens (prompt and reply); default 16k. Every request is counted before it is
   * sent and its prompt kept within this less the reply's room (`maxTokens`, at most a third of the window).
   */
  contextTokens?: number;
  /** Relevance for the map view (shared with the offline planner); default: loaded on first use. */
  relevance?: Promise<Relevance | undefined>;
  /** Backoff tuning (tests shorten it). */
  retry?: Partial<RetryTiming>;
}

/** A server reporting fewer prompt tokens than this share of our count has cut the prompt (Ollama does). */
const TRUNCATION_RATIO = 0.6;
/** After an overflow without a stated limit, the next budget is this share of the last one. */
const OVERFLOW_SHRINK = 0.7;
/**
 * Below this context size the system prompt is the compact one (~1.6k tokens instead of ~3k): in an 8k context
 * the full prompt would leave the map about 2k tokens, too few to plan a search with.
 */
const COMPACT_PROMPT_BELOW_TOKENS = 12_000;

/**
 * SPINE's plan generator over an OpenAI-compatible chat-completions server. It keeps the conversation across
 * iterations (bounded, see {@link Conversation}), asks for the reply as strict JSON where the server supports it,
 * and turns every fault into a {@link GeneratorFailure} the operator can act on. It never throws, and a failure
 * leaves the conversation intact: the same generator can carry on when the mission is resumed.
 *
 * NOTE: one `propose` at a time (the agent awaits each one).
 */
export class LlmPlanGenerator implements PlanGenerator {
  readonly label: string;
  readonly #config: LlmConfig;
  readonly #log: Logger;
  readonly #client: ChatClient;
  readonly #options: LlmGeneratorOptions;
  #conversation: Conversation | undefined;
  /** Stable per system prompt and examples, so a server can find the cached prefix. */
  readonly #cacheKey: string;
  readonly #hints = new HintTracker();
  readonly #requests: RequestLog;

  constructor(config: LlmConfig, options: LlmGeneratorOptions) {
    this.#config = config;
    this.label = `llm:${config.model}`;
    this.#log = options.log.child({ component: "llm" });
    this.#requests = new RequestLog({
      log: this.#log,
      config,
      ...(options.transcript === undefined ? {} : { transcript: options.transcript }),
    });
    this.#client = new ChatClient({
      config,
      ...(options.retry === undefined ? {} : { timing: options.retry }),
      onEvent: (event) => {
        this.#requests.clientEvent(event);
      },
    });
    this.#options = options;
    this.#cacheKey = `spine-${process.pid.toString(36)}-${Date.now().toString(36)}`;
  }

  /** The prompt budget: the context window less the reply's room. */
  get promptBudgetTokens(): number {
    return (
      this.#conversation?.budgetTokens ??
      promptBudget(this.#config.maxTokens, this.#contextTokens())
    );
  }

  async #ensureConversation(): Promise<Conversation> {
    if (this.#conversation !== undefined) return this.#conversation;
    const count = await loadCounter();
    const relevance =
      this.#options.relevance ??
      Relevance.create().catch((error: unknown) => {
        this.#log.warn({ err: error }, "relevance unavailable; the map view is by distance only");
        return undefined;
      });
    this.#conversation = new Conversation({
      system: (exampleCount) =>
        systemPrompt({
          exampleCount,
          compact: this.#contextTokens() < COMPACT_PROMPT_BELOW_TOKENS,
        }),
      examples: builtExamples().map((example) => example.messages),
      views: new MapViewBuilder({ relevance }),
      count,
      budgetTokens: promptBudget(this.#config.maxTokens, this.#contextTokens()),
    });
    return this.#conversation;
  }

  #contextTokens(): number {
    return this.#options.contextTokens ?? this.#config.contextTokens;
  }

  /** The transcript file, when one is written. */
  get transcriptPath(): string | undefined {
    return this.#requests.transcriptPath;
  }

  /** The response format the next request uses ("json_schema" until a server refuses it). */
  get responseFormat(): string {
    return this.#client.format;
  }

  async propose(
    request: PlanRequest,
    options: { signal: AbortSignal },
  ): Promise<Result<GeneratorReply, GeneratorFailure>> {
    try {
      return await this.#propose(request, options.signal);
    } catch (error) {
      // NOTE: nothing above should throw; this keeps the "never throws" contract even for a bug.
      this.#log.error({ err: error }, "the LLM planner failed unexpectedly");
      return fail({ message: `the LLM planner failed unexpectedly: ${describeError(error)}` });
    }
  }

  async #propose(
    request: PlanRequest,
    signal: AbortSignal,
  ): Promise<Result<GeneratorReply, GeneratorFailure>> {
    const where = { iteration: request.iteration, attempt: request.attempt };
    this.#requests.begin(where);
    const conversation = await this.#ensureConversation();
    let prepared = await conversation.prepare(request, await this.#hints.hints(request));
    const totals = new UsageTotals();
    let shrunk = false;
    for (let round = 0; ; round += 1) {
      // Native tools while the server takes them; queries written as JSON where no schema forbids them.
      const native = this.#client.toolsSupported;
      const offerTools = native && round < MAX_QUERY_ROUNDS;
      const result = await this.#send(prepared, where, signal, offerTools);
      if (!result.ok && result.error.error.kind === "context-overflow" && !shrunk) {
        // The server's window is smaller than configured: shrink and resend once, never the same request.
        shrunk = true;
        const limit = result.error.error.limitTokens;
        const next =
          limit !== undefined
            ? promptBudget(this.#config.maxTokens, limit)
            : Math.floor(prepared.promptTokens * OVERFLOW_SHRINK);
        const budget = Math.min(next, Math.floor(prepared.promptTokens * 0.95));
        this.#log.warn(
          { ...where, from: conversation.budgetTokens, to: budget },
          "the server's context is smaller than contextTokens: shrinking the map view",
        );
        conversation.shrink(budget);
        prepared = await conversation.refresh(request, await this.#hints.hints(request));
        continue;
      }
      if (!result.ok && result.error.error.kind === "tools-unsupported") {
        this.#log.warn(where, "the server takes no tools: map queries go as JSON in the reply");
        continue;
      }
      if (!result.ok) {
        this.#requests.failure(where, result.error);
        return fail({ message: result.error.message });
      }
      const completion = result.value;
      const usage = await usageOf(completion, prepared.promptTokens);
      totals.add(usage, prepared.promptTokens);
      this.#checkTruncation(usage, prepared, where, completion.promptTruncated === true);
      const calls =
        completion.toolCalls !== undefined && completion.toolCalls.length > 0
          ? completion.toolCalls
          : round < MAX_QUERY_ROUNDS && this.#client.format !== "json_schema"
            ? queriesInText(completion.text)
            : [];
      if (calls.length > 0 && round < MAX_QUERY_ROUNDS) {
        const context = await this.#toolContext(request, conversation.views);
        const queried = await runQueryRound({
          context,
          calls,
          replyText: completion.text,
          native: completion.toolCalls !== undefined && completion.toolCalls.length > 0,
        });
        totals.addToolCalls(calls.length);
        this.#requests.mapQueries(
          where,
          calls,
          queried.results.map((r) => r.text),
        );
        conversation.addTransient(queried.messages);
        this.#hints.noteToolNodes(queried.results.flatMap((r) => r.nodes));
        prepared = await conversation.refresh(request, await this.#hints.hints(request));
        continue;
      }
      return this.#finish(completion, prepared, where, totals.usage(this.#config));
    }
  }

  #finish(
    completion: Completion,
    prepared: PreparedRequest,
    where: RequestWhere,
    usage: TokenUsage,
  ): Result<GeneratorReply, GeneratorFailure> {
    const conversation = this.#conversation;
    conversation?.recordReply({ role: "assistant", content: completion.text });
    this.#hints.noteReply(completion.text);
    const issues = replyShapeIssues(completion.text);
    this.#requests.reply(where, completion, prepared.promptTokens, usage, issues);
    return ok({ text: completion.text, usage });
  }

  async #send(
    prepared: PreparedRequest,
    where: RequestWhere,
    signal: AbortSignal,
    offerTools: boolean,
  ): Promise<Awaited<ReturnType<ChatClient["complete"]>>> {
    this.#requests.request(where, prepared, {
      params: () => this.#client.requestParams(),
      format: this.#client.format,
      budgetTokens: this.promptBudgetTokens,
    });
    return this.#client.complete(prepared.messages, {
      signal,
      promptCacheKey: this.#cacheKey,
      ...(offerTools ? { tools: toolDefinitions(), toolChoice: "auto" as const } : {}),
    });
  }

  /** Ollama cuts a prompt longer than its window silently and reports the short count: believe the server. */
  #checkTruncation(
    usage: TokenUsage,
    prepared: PreparedRequest,
    where: object,
    flagged: boolean,
  ): void {
    if (usage.estimated || prepared.promptTokens < 1000) return;
    if (!flagged && usage.promptTokens >= prepared.promptTokens * TRUNCATION_RATIO) return;
    const budget = Math.floor(usage.promptTokens * 0.9);
    this.#log.warn(
      { ...where, counted: prepared.promptTokens, reported: usage.promptTokens, budget },
      "the server reports far fewer prompt tokens than were sent: it probably cut the prompt to its context size; shrinking (raise the server's context, e.g. OLLAMA_CONTEXT_LENGTH, or set contextTokens)",
    );
    this.#conversation?.shrink(budget);
  }

  async #toolContext(request: PlanRequest, views: MapViewBuilder): Promise<ToolContext> {
    return {
      map: request.map,
      partition: views.partition(request.map),
      robotXY: [request.robot.pose.x, request.robot.pose.y],
      relevance: await views.relevance(),
    };
  }
}
