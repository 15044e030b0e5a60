export { TokenCounter } from "./countTokens.js";
export {
  visibleMapResponder,
  isPromptPrefix,
  type VisibleMapResponder,
  type VisibleMapResponderOptions,
} from "./visibleMapResponder.js";
export {
  runLlmMission,
  wholeMapTokens,
  contextTokensOf,
  type LlmMissionOptions,
  type LlmMissionRun,
  type MeasuredRequest,
} from "./runLlmMission.js";
