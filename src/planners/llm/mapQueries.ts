import { inlineJson } from "../../map/index.js";
import type { ChatMessage, ToolCall } from "./chatMessage.js";
import { runTool, type ToolContext, type ToolResult } from "./context/index.js";

/** Map queries run per reply at most; a model asking for more gets the first ones and a note. */
export const MAX_CALLS_PER_ROUND = 4;
/** Rounds of queries per planning attempt before the model must plan with what it has. */
export const MAX_QUERY_ROUNDS = 3;

/**
 * Map queries written in the reply itself, for servers that cannot pass tools: the reply is
 * `{"map_query": [{"tool": "find_nodes", "args": {"text": "…"}}]}` instead of a plan. Anything else is not a
 * query (an ordinary reply goes to the agent's parser as it is).
 */
export function queriesInText(text: string): ToolCall[] {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return [];
  let value: unknown;
  try {
    value = JSON.parse(text.slice(start, end + 1));
  } catch {
    return [];
  }
  if (typeof value !== "object" || value === null || !("map_query" in value)) return [];
  const plan = (value as { plan?: unknown }).plan;
  // A reply with a real plan is a plan: the query field alone does not stop the mission.
  if (Array.isArray(plan) && plan.length > 0) return [];
  const raw = value.map_query;
  const list = Array.isArray(raw) ? raw : [raw];
  return list.flatMap((item, index): ToolCall[] => {
    if (typeof item !== "object" || item === null) return [];
    const { tool, args } = item as { tool?: unknown; args?: unknown };
    if (typeof tool !== "string") return [];
    return [{ id: `query_${index + 1}`, name: tool, arguments: JSON.stringify(args ?? {}) }];
  });
}

export interface QueryRound {
  /** For the conversation: the model's turn and the results, as the server's protocol wants them. */
  readonly messages: ChatMessage[];
  readonly results: ToolResult[];
}

/**
 * Runs one round of the model's queries over the full map and shapes the answer for the protocol the model
 * used: `tool` messages for native tool calls, one user turn `map_query_results:` for queries written as JSON.
 */
export async function runQueryRound(options: {
  context: ToolContext;
  calls: readonly ToolCall[];
  replyText: string;
  native: boolean;
}): Promise<QueryRound> {
  const { context, native } = options;
  const calls = options.calls.slice(0, MAX_CALLS_PER_ROUND);
  const results: ToolResult[] = [];
  for (const call of calls) results.push(await runTool(context, call));
  const skipped = options.calls.length - calls.length;
  const note =
    skipped > 0
      ? ` (${skipped} more queries were not run: at most ${MAX_CALLS_PER_ROUND} at once)`
      : "";
  if (native) {
    return {
      results,
      messages: [
        { role: "assistant", content: options.replyText, toolCalls: calls },
        ...calls.map((call, i): ChatMessage => ({
          role: "tool",
          toolCallId: call.id,
          content: `${results[i]?.text ?? "{}"}${i === calls.length - 1 ? note : ""}`,
        })),
      ],
    };
  }
  const lines = calls.map((call, i) => `${call.name}: ${results[i]?.text ?? "{}"}`);
  return {
    results,
    messages: [
      { role: "assistant", content: options.replyText },
      {
        role: "user",
        content: `map_query_results:${note}\n${lines.join("\n")}\nNow reply with a plan, or query again.`,
      },
    ],
  };
}

/** The JSON schema text of the fallback, for the system prompt (kept in one place with its parser). */
export const MAP_QUERY_FALLBACK = inlineJson({
  map_query: [{ tool: "find_nodes", args: { text: "what you look for" } }],
});
