export {
  ChatClient,
  type ChatClientOptions,
  type CompleteOptions,
  type Completion,
  type CallFailure,
  type ClientEvent,
} from "./ChatClient.js";
export {
  classifyError,
  type AdaptableParam,
  type CallError,
  type CallErrorKind,
} from "./classifyError.js";
export { RequestShape, type PerRequest, type SentFormat } from "./RequestShape.js";
export { backoffMs, retryAfterMs, DEFAULT_RETRY_TIMING, type RetryTiming } from "./retryDelay.js";
export { failureMessage } from "./failureMessage.js";
export { splitReasoning, type SplitReply } from "./reasoning.js";
export { parseContextOverflow, type ContextOverflow } from "./overflow.js";
export type { ReplyUsage } from "./readReply.js";
export type { DeadlineFired, DeadlinePhase } from "./watchdog.js";
