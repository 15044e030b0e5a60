export { missionVerdictSchema, type MissionVerdict } from "./verdict.js";
