export { missionVerdictSchema, type MissionVerdict } from "./verdict.js";
export {
  missionGoalSchema,
  compassSchema,
  goalKinds,
  type Compass,
  type GoalKind,
  type Instruction,
  type MissionGoal,
  type PlaceQualifier,
  type Subject,
} from "./MissionGoal.js";
export { readMission, type ReadMissionOptions } from "./readMission.js";
export { compassIn, destinationPhrase, parseInstruction } from "./instruction.js";
export { tokenize, nounPhrases, type NounPhrase, type Token } from "./phrases.js";
export { missionSteps } from "./steps.js";
export { isAWay } from "./ways.js";
export { regExpText } from "./regExpText.js";
