export { systemPrompt, type SystemPromptOptions } from "./systemPrompt.js";
export { planningApiText } from "./planningApi.js";
export { firstTurnText, iterationTurnText, feedbackTurnText, type IterationTurn } from "./turns.js";
export {
  ReplySchema,
  replySchema,
  REPLY_SCHEMA_NAME,
  replyJsonSchema,
  formatReply,
  replyShapeIssues,
  type ReplyJson,
  type VerdictJson,
} from "./replyFormat.js";
