export { parsePlannerReply } from "./parsePlannerReply.js";
export { parsePlan } from "./parsePlan.js";
export { parseCallString } from "./parseCallString.js";
export { splitCalls } from "./splitCalls.js";
export { formatStep } from "./formatStep.js";
export {
  planStepSchema,
  stepObjectSchema,
  type StepObject,
  type StepArgValue,
} from "./stepSchema.js";
export { toStepObject } from "./stepObject.js";
export type { RawArg, PlanStep, PlannerReply, ParsedReply, ReplyParseError } from "./types.js";
