export type { RobotPort } from "./RobotPort.js";
export {
  poseXY,
  type Pose,
  type OccupancyGrid,
  type NavigationStatus,
  type NavigationResult,
  type GoalEvidence,
  type NavigateOptions,
  type RobotClock,
} from "./types.js";
