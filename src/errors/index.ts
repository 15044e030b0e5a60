export { ok, fail, type Result, type Failure } from "./result.js";
export { SpineError, describeError, type SpineErrorCode } from "./SpineError.js";
export { describeValue } from "./describeValue.js";
