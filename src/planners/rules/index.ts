export { RulesPlanner } from "./RulesPlanner.js";
export { understandMission, type MissionIntent } from "./understandMission.js";
export { CONCEPT_TABLE, type Concept, type ConceptTable } from "./conceptTable.js";
export { WordNet, missionWords } from "./lexicon.js";
export { parseInstruction, type Instruction } from "./instructions.js";
