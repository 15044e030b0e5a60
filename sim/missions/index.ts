export {
  parseMission,
  isGraphWorld,
  missionNameOf,
  MAX_MISSION_TEXT_CHARS,
  type ParseMissionOptions,
} from "./parseMission.js";
export { loadMissionFile, MAX_MISSION_FILE_BYTES } from "./loadMissionFile.js";
export {
  listBuiltinWorlds,
  listBuiltinMissions,
  type BuiltinWorld,
  type BuiltinMission,
} from "./listBuiltins.js";
export { builtinWorldsDir } from "./builtinWorlds.js";
export {
  evaluateMission,
  verdictChecks,
  closestApproachM,
  VISIT_RADIUS_M,
  type MissionOutcome,
  type EvaluateMissionOptions,
  type MissionCheck,
  type MissionEvaluation,
} from "./evaluateMission.js";
export type { Mission, MissionWorld, MissionExpect, MissionLimits, VisitTarget } from "./types.js";
