/**
 * One mission on a synthetic graph world through the real LLM path: the agent loop, `createLlmGenerator` with a
 * config pointing at a fake OpenAI server on 127.0.0.1, and the graph-world robot port. The server records every
 * request, counts its prompt tokens itself ({@link TokenCounter}) and answers with {@link visibleMapResponder}.
 * Shared by the `llm-context` bench and test/planners/llm/largeMap.test.ts.
 */
import { runMission, type MissionReport } from "../../../src/agent/index.js";
import type { LlmConfig } from "../../../src/config/index.js";
import { silentLogger } from "../../../src/log/index.js";
import type { Vec2 } from "../../../src/geo/index.js";
import { formatGraphJson } from "../../../src/map/index.js";
import { ScriptedOperator } from "../../../src/operator/index.js";
import { createLlmGenerator } from "../../../src/planners/llm/index.js";
import { GraphWorldPort } from "../../../sim/graphWorld/index.js";
import type { SyntheticWorld } from "../../../sim/synthetic/index.js";
import { startFakeLlmServer } from "../../planners/llm/fakeLlmServer.js";
import { FAST_RETRY, testConfig } from "../../planners/llm/helpers.js";
import { TokenCounter } from "./countTokens.js";
import { isPromptPrefix, visibleMapResponder } from "./visibleMapResponder.js";

export interface LlmMissionOptions {
  synthetic: SyntheticWorld;
  maxIterations: number;
  /**
   * The planner's context budget, set as config key `contextTokens`. Undefined: whatever the config defaults to
   * (none before the token-budgeted context builder exists).
   */
  contextTokens?: number;
}

/** What one request to the fake server carried. */
export interface MeasuredRequest {
  readonly promptTokens: number;
  readonly messages: number;
  readonly chars: number;
  /** Whether the target's name was in the conversation turns the request showed. */
  readonly targetShown: boolean;
}

export interface LlmMissionRun {
  readonly report: MissionReport;
  readonly requests: readonly MeasuredRequest[];
  /** Tokens of the fixed prefix (system prompt and examples) plus reply priming, in the first request. */
  readonly prefixTokens: number;
  /** Rejections the stand-in model could not follow. */
  readonly unexpected: readonly string[];
  /** The budget the generator was configured with, if any. */
  readonly contextTokens: number | undefined;
  readonly wallMs: number;
}

/** The `contextTokens` a config carries, read optionally so this works before and after the key exists. */
export function contextTokensOf(config: object): number | undefined {
  const value = (config as { contextTokens?: unknown }).contextTokens;
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

export async function runLlmMission(options: LlmMissionOptions): Promise<LlmMissionRun> {
  const { synthetic, maxIterations } = options;
  const counter = new TokenCounter();
  const regionCoords = new Map<string, Vec2>(
    synthetic.world.truth.regions.map((region) => [region.name, region.coords]),
  );
  const responder = visibleMapResponder({
    target: synthetic.target,
    regionCoords: (name) => regionCoords.get(name),
  });
  const requests: MeasuredRequest[] = [];
  let prefixTokens = 0;
  const server = await startFakeLlmServer((request, index) => {
    const { messages } = request.body;
    const promptTokens = counter.messages(messages);
    if (index === 0) prefixTokens = counter.messages(messages.filter(isPromptPrefix));
    const reply = responder.respond(request);
    requests.push({
      promptTokens,
      messages: messages.length,
      chars: messages.reduce((sum, message) => sum + message.content.length, 0),
      targetShown: responder.targetShown.at(-1) ?? false,
    });
    // Reported usage spares the generator a second count of the same text.
    return {
      reply,
      usage: { prompt_tokens: promptTokens, completion_tokens: counter.text(reply) },
    };
  });
  const started = performance.now();
  try {
    // A whole-map request at 100k regions is ~10 MB: give it time.
    const base = testConfig(server.baseUrl, { model: "visible-map", timeoutMs: 120_000 });
    const config: LlmConfig =
      options.contextTokens === undefined
        ? base
        : Object.assign(base, { contextTokens: options.contextTokens });
    const generator = createLlmGenerator(config, { log: silentLogger, retry: FAST_RETRY });
    const report = await runMission({
      mission: synthetic.mission,
      port: new GraphWorldPort({ world: synthetic.world }),
      generator,
      operator: new ScriptedOperator(),
      // Long drives on big worlds: only the iteration count bounds the run.
      limits: { maxIterations, maxSimSeconds: 1e7 },
    });
    return {
      report,
      requests,
      prefixTokens,
      unexpected: responder.unexpected,
      contextTokens: contextTokensOf(config),
      wallMs: performance.now() - started,
    };
  } finally {
    await server.close();
  }
}

/**
 * The first request as it was before any context budget: the same prefix, then `task:` and the whole map the
 * agent starts with (the prior), as `serializeForPlanner` writes it. The prior is already in canonical form
 * (`mapToGraphJson`'s), so formatting it is `serializeForPlanner` of its map without building a 100k-node map.
 */
export function wholeMapTokens(
  synthetic: SyntheticWorld,
  prefixTokens: number,
): {
  mapTokens: number;
  requestTokens: number;
} {
  const counter = new TokenCounter();
  const graph = formatGraphJson(synthetic.world.prior);
  const mapTokens = counter.text(graph);
  const turn = `task: ${synthetic.mission}\ngraph:\n${graph}`;
  return { mapTokens, requestTokens: prefixTokens + counter.messages([{ content: turn }]) - 3 };
}
