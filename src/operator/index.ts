export { NO_MORE_ANSWERS, type Operator } from "./Operator.js";
export { ScriptedOperator } from "./ScriptedOperator.js";
export { TerminalOperator } from "./TerminalOperator.js";
