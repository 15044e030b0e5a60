export { spineMethod } from "./spineMethod.js";
export { llmAsPlannerMethod } from "./llmAsPlanner.js";
export { explicitMethod } from "./explicitTasking.js";
export type { MethodInput, MethodResult } from "./MethodRun.js";
export type { Totals } from "../types.js";
