export { connectRosbridge, type RosbridgeOptions } from "./connectRosbridge.js";
export { RosbridgeRobotPort, type RosbridgePortSettings } from "./RosbridgeRobotPort.js";
export { SpineServices, DESCRIBE_SCENE_QUERY } from "./SpineServices.js";
export { MarkerPublisher, type MarkerPublisherOptions } from "./MarkerPublisher.js";
export {
  DEFAULT_ROS_NAMES,
  DEFAULT_ROS2_NAMES,
  defaultRosNames,
  ROS_TYPES,
  ROS2_TYPES,
  resolveRosNames,
  robotPoseType,
  rosTypes,
  type RobotPoseMsg,
  type RosNames,
  type RosTypes,
  type RosVersion,
} from "./RosNames.js";
export { toWire, secondsOf } from "./rosWire.js";
export {
  buildMarkerArray,
  MARKER_ACTION,
  MARKER_TYPE,
  type MarkerExtras,
  type MarkerStyle,
} from "./markers.js";
export {
  ACTION_STATUS,
  actionStatusName,
  GOAL_STATUS,
  goalStatusName,
  isTerminalStatus,
  type GoalStatusCode,
} from "./goalStatus.js";
export { occupancyGridFromMsg, occupancyGridMsg } from "./occupancyGridMsg.js";
export {
  poseFromMsg,
  poseFromStampedMsg,
  poseFromCovarianceStampedMsg,
  poseMsg,
  poseStampedMsg,
  poseWithCovarianceStampedMsg,
  quaternionFromYaw,
  yawFromQuaternion,
} from "./poseMsgs.js";
export { RosConnection, type RosConnectionOptions } from "./RosConnection.js";
export { WsTransport, wsTransportFactory, type WsTransportOptions } from "./wsTransport.js";
export type * from "./msgs.js";
export { header, rosTimeFromSec, secFromRosTime } from "./msgs.js";
