/** Shared builders for the LLM planner tests. */
import type { PlanRequest } from "../../../src/agent/index.js";
import { LLM_DEFAULTS, type LlmConfig } from "../../../src/config/index.js";
import { silentLogger } from "../../../src/log/index.js";
import { Relevance } from "../../../src/relevance/index.js";
import { emptyChanges, loadGraph, type SemanticMap } from "../../../src/map/index.js";
import {
  createLlmGenerator,
  type LlmGeneratorOptions,
  type LlmPlanGenerator,
} from "../../../src/planners/llm/index.js";

/**
 * One relevance module per test file, loaded when first asked for: a generator's first request would otherwise
 * pay for loading WordNet and the sentence encoder, which timing tests must not measure.
 */
let sharedRelevance: Promise<Relevance | undefined> | undefined;
export function testRelevance(): Promise<Relevance | undefined> {
  sharedRelevance ??= Relevance.create();
  return sharedRelevance;
}

/** Backoff short enough for tests. */
export const FAST_RETRY = { baseDelayMs: 5, maxDelayMs: 20 } as const;

export function testConfig(baseUrl: string, overrides: Partial<LlmConfig> = {}): LlmConfig {
  return {
    ...LLM_DEFAULTS,
    baseUrl,
    apiKey: "sk-test-0123456789abcdef",
    apiKeyIsPlaceholder: false,
    model: "fake-model",
    timeoutMs: 5_000,
    maxRetries: 3,
    ...overrides,
  };
}

export function testGenerator(
  baseUrl: string,
  config: Partial<LlmConfig> = {},
  options: Partial<LlmGeneratorOptions> = {},
): LlmPlanGenerator {
  return createLlmGenerator(testConfig(baseUrl, config), {
    log: silentLogger,
    retry: FAST_RETRY,
    relevance: testRelevance(),
    ...options,
  });
}

/** A SPINE reply as a model would write it. */
export function replyText(reply: {
  plan: readonly string[];
  reasoning?: string;
  goal?: string;
  labels?: readonly string[] | null;
}): string {
  return JSON.stringify({
    primary_goal: reply.goal ?? "check the tower",
    relevant_graph: "road_1, tower_1",
    reasoning: reply.reasoning ?? "because",
    plan: reply.plan,
    relevant_semantics: reply.labels ?? null,
  });
}

/** A small map: a road with a tower beside it, and a field that is not connected. */
export const ROAD_GRAPH = {
  regions: [
    { name: "road_1", coords: [0, 0] },
    { name: "road_2", coords: [30, 0], description: "a gravel road" },
    { name: "field_1", coords: [200, 80] },
  ],
  objects: [{ name: "tower_1", coords: [35, 8], landmark: true }],
  region_connections: [["road_1", "road_2"]],
  object_connections: [["tower_1", "road_2"]],
  robot_location: "road_1",
};

export function roadMap(): SemanticMap {
  const loaded = loadGraph(ROAD_GRAPH);
  if (!loaded.ok) throw new Error(loaded.error.join("\n"));
  return loaded.value.map;
}

/** A first-attempt request over `map`, as the agent would send it. */
export function planRequest(map: SemanticMap, overrides: Partial<PlanRequest> = {}): PlanRequest {
  return {
    mission: "Is the tower damaged?",
    iteration: 1,
    attempt: 1,
    map,
    changes: emptyChanges(),
    updates: "no_updates()",
    history: [],
    feedback: [],
    outcomes: [],
    robot: { location: map.robotLocation, pose: { x: 0, y: 0, yawRad: 0 } },
    trail: [[0, 0]],
    budget: { iterationsLeft: 39, simSecondsLeft: 3600 },
    ...overrides,
  };
}

export const neverAborted = (): AbortSignal => new AbortController().signal;
