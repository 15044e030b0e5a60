export {
  ChatClient,
  type ChatClientOptions,
  type Completion,
  type CallFailure,
  type ClientEvent,
} from "./ChatClient.js";
export { classifyError, type CallError, type CallErrorKind } from "./classifyError.js";
export { RequestShape, type SentFormat } from "./RequestShape.js";
export { backoffMs, retryAfterMs, DEFAULT_RETRY_TIMING, type RetryTiming } from "./retryDelay.js";
export { failureMessage } from "./failureMessage.js";
