/**
 * The LLM-reply target: a short mission through the real loop (runMission → parsePlannerReply → validatePlan →
 * behavior → RobotPort) whose plan generator answers with fuzzed replies, against a recording port. Judged by
 * `actionOracle`: nothing escapes, nothing invalid reaches the robot, every rejection says why.
 */
import { readFileSync } from "node:fs";
import { runMission, type AgentEvent, type PlanGenerator } from "../../src/agent/index.js";
import { ok } from "../../src/errors/index.js";
import { loadGraph, type SemanticMap } from "../../src/map/index.js";
import { ScriptedOperator } from "../../src/operator/index.js";
import { judgeTrace, type TraceEntry } from "./actionOracle.js";
import { RecordingPort } from "./recordingPort.js";

/**
 * The fuzzed map: the lakeside fixture plus an island the robot cannot reach (regions and an object), so
 * reachability has something to reject.
 */
export function fuzzSnapshot(): { seq: number; snapshot: Record<string, unknown[] | string> } {
  const url = new URL("../fixtures/graphs/lakeside.full.graph.json", import.meta.url);
  const graph = JSON.parse(readFileSync(url, "utf8")) as Record<string, unknown[] | string>;
  const list = (key: string): unknown[] => (graph[key] as unknown[] | undefined) ?? [];
  graph["regions"] = [
    ...list("regions"),
    { name: "island_1", coords: [300, 300] },
    { name: "island_2", coords: [320, 300] },
  ];
  graph["objects"] = [...list("objects"), { name: "buoy_1", coords: [310, 305] }];
  graph["region_connections"] = [...list("region_connections"), ["island_1", "island_2"]];
  graph["object_connections"] = [...list("object_connections"), ["buoy_1", "island_1"]];
  return { seq: 0, snapshot: graph };
}

/** The fuzzed map as the agent will load it (for building names). */
export function fuzzMap(): SemanticMap {
  const loaded = loadGraph(fuzzSnapshot().snapshot);
  if (!loaded.ok) throw new Error(`fuzz map does not load: ${loaded.error.join("; ")}`);
  return loaded.value.map;
}

export interface ReplyVerdict {
  /** Replies the agent received (one per planner query). */
  readonly replies: number;
  /** Replies turned down by the parser or the validator. */
  readonly rejections: number;
  readonly actionsExecuted: number;
  /** A thrown exception, or one the loop caught and reported as an internal error. */
  readonly escape?: string;
  /** Oracle findings: invalid actions or port calls. */
  readonly invalid: readonly string[];
  /** Rejections whose feedback was empty. */
  readonly silentRejections: number;
}

/** Run one mission of up to two iterations whose planner says `replies` in turn (the last one repeats). */
export async function runReplies(
  replies: readonly string[],
  options: { costmap: boolean },
): Promise<ReplyVerdict> {
  const snapshot = fuzzSnapshot();
  const port = new RecordingPort({
    snapshot,
    start: { x: 0, y: 0, yawRad: 0 },
    costmap: options.costmap,
  });
  const trace: TraceEntry[] = [];
  port.calls.push = (...calls) => {
    trace.push(...calls);
    return Array.prototype.push.apply(port.calls, calls);
  };
  let asked = 0;
  const generator: PlanGenerator = {
    label: "fuzz",
    propose: () => {
      const text = replies[Math.min(asked, replies.length - 1)] ?? "";
      asked += 1;
      return Promise.resolve(ok({ text }));
    },
  };
  let rejections = 0;
  let silentRejections = 0;
  let internal: string | undefined;
  const onEvent = (event: AgentEvent): void => {
    if (event.type === "action-started") trace.push({ method: "action", text: event.action });
    if (event.type === "validation-failed") {
      rejections += 1;
      if (event.feedback.trim() === "") silentRejections += 1;
    }
    if (event.type === "map-warning" && event.message.includes("internal error"))
      internal = event.message;
  };
  let escape: string | undefined;
  let actionsExecuted = 0;
  try {
    const report = await runMission({
      mission: "fuzz mission",
      port,
      generator,
      operator: new ScriptedOperator(),
      onEvent,
      limits: { maxIterations: 2 },
      maxAttempts: 3,
    });
    actionsExecuted = report.metrics.actions;
    if (report.reason?.startsWith("internal error") === true) escape = report.reason;
  } catch (error) {
    escape = `runMission threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  }
  const map = fuzzMap();
  return {
    replies: asked,
    rejections,
    actionsExecuted,
    ...optionalEscape(escape ?? internal),
    invalid: judgeTrace(map, trace),
    silentRejections,
  };
}

function optionalEscape(escape: string | undefined): { escape?: string } {
  return escape === undefined ? {} : { escape };
}
