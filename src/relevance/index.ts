export { Relevance, type RelevanceCandidate, type RelevanceScore } from "./Relevance.js";
export { judgeCondition, type ConditionJudgement } from "./condition.js";
export { contentWords, labelText } from "./words.js";
export { bearsOnComplaint } from "./symptom.js";
export { NEGATIONS } from "./conditionPhrases.js";
