export { validatePlan, type ValidateOptions } from "./validatePlan.js";
export { VALIDATION_CODES, PASSING_CODES, type ValidationCode } from "./codes.js";
export type {
  ValidationResult,
  StepVerdict,
  ValidatedStep,
  TypedArgs,
  ExplorabilityCheck,
} from "./types.js";
export { suggestNames, classStem } from "./suggestNames.js";
export { typeStep, orderedArgs } from "./typeStep.js";
