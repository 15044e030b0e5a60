export { createLlmGenerator } from "./createLlmGenerator.js";
export { LlmPlanGenerator, type LlmGeneratorOptions } from "./LlmPlanGenerator.js";
export { DEFAULT_CONTEXT_TOKENS } from "./usage.js";
export { TRANSCRIPT_FILE_NAME, type TranscriptOptions } from "./Transcript.js";
export {
  systemPrompt,
  planningApiText,
  ReplySchema,
  replyJsonSchema,
  type ReplyJson,
} from "./prompt/index.js";
export {
  EXAMPLE_DIALOGUES,
  builtExamples,
  type BuiltExample,
  type ExampleReplyCheck,
} from "./examples/index.js";
export type { ChatMessage, ToolCall, ToolChoice, ToolDefinition } from "./chatMessage.js";
export { redactSecrets } from "./redact.js";
