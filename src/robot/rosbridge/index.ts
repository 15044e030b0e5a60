export { connectRosbridge, type RosbridgeOptions } from "./connectRosbridge.js";
export { RosbridgeRobotPort, type RosbridgePortSettings } from "./RosbridgeRobotPort.js";
export { SpineServices, DESCRIBE_SCENE_QUERY } from "./SpineServices.js";
export { MarkerPublisher, type MarkerPublisherOptions } from "./MarkerPublisher.js";
export { DEFAULT_ROS_NAMES, ROS_TYPES, resolveRosNames, type RosNames } from "./RosNames.js";
export {
  buildMarkerArray,
  MARKER_ACTION,
  MARKER_TYPE,
  type MarkerExtras,
  type MarkerStyle,
} from "./markers.js";
export {
  GOAL_STATUS,
  goalStatusName,
  isTerminalStatus,
  type GoalStatusCode,
} from "./goalStatus.js";
export { occupancyGridFromMsg, occupancyGridMsg } from "./occupancyGridMsg.js";
export {
  poseFromMsg,
  poseFromStampedMsg,
  poseMsg,
  poseStampedMsg,
  quaternionFromYaw,
  yawFromQuaternion,
} from "./poseMsgs.js";
export { RosConnection, type RosConnectionOptions } from "./RosConnection.js";
export { WsTransport, wsTransportFactory, type WsTransportOptions } from "./wsTransport.js";
export type * from "./msgs.js";
export { header, rosTimeFromSec, secFromRosTime } from "./msgs.js";
