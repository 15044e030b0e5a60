export {
  parseMission,
  isGraphWorld,
  missionNameOf,
  type ParseMissionOptions,
} from "./parseMission.js";
export { loadMissionFile } from "./loadMissionFile.js";
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
