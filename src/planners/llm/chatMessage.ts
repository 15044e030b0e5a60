/** A function call the model asked for (OpenAI tool calling); `arguments` is JSON text, unchecked. */
export interface ToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: string;
}

/**
 * One chat message as sent to an OpenAI-compatible server (text content only). An assistant message may carry
 * the tool calls it made; a `tool` message answers one of them by id.
 */
export type ChatMessage =
  | { readonly role: "system" | "user"; readonly content: string }
  | {
      readonly role: "assistant";
      readonly content: string;
      readonly toolCalls?: readonly ToolCall[];
    }
  | { readonly role: "tool"; readonly toolCallId: string; readonly content: string };

/** An OpenAI function tool, as sent in `tools`. */
export interface ToolDefinition {
  readonly type: "function";
  readonly function: {
    readonly name: string;
    readonly description?: string;
    /** JSON Schema of the arguments object. */
    readonly parameters?: Record<string, unknown>;
    readonly strict?: boolean;
  };
}

/** `tool_choice`: let the model decide, forbid tools, require one, or name it. */
export type ToolChoice =
  | "auto"
  | "none"
  | "required"
  | { readonly type: "function"; readonly function: { readonly name: string } };

/** The message as the chat-completions API spells it. */
export function toWireMessage(message: ChatMessage): Record<string, unknown> {
  switch (message.role) {
    case "tool":
      return { role: "tool", tool_call_id: message.toolCallId, content: message.content };
    case "assistant":
      return message.toolCalls === undefined || message.toolCalls.length === 0
        ? { role: "assistant", content: message.content }
        : {
            role: "assistant",
            // Some servers (older vLLM templates) refuse an empty string beside tool calls; null is the API's own.
            content: message.content === "" ? null : message.content,
            tool_calls: message.toolCalls.map((call) => ({
              id: call.id,
              type: "function",
              function: { name: call.name, arguments: call.arguments },
            })),
          };
    default:
      return { role: message.role, content: message.content };
  }
}
