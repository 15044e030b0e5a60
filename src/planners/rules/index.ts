export { RulesPlanner, type RulesPlannerOptions } from "./RulesPlanner.js";
