/**
 * ROS 1 message shapes as they travel through rosbridge, with ROS field names. roslib ships almost none of
 * these, so they are defined here once; conversion to the agent's camelCase SI types lives in one file per
 * message family (poseMsgs.ts, occupancyGridMsg.ts, markers.ts).
 */

export interface RosTime {
  secs: number;
  nsecs: number;
}

export interface Header {
  seq: number;
  stamp: RosTime;
  frame_id: string;
}

export interface Point {
  x: number;
  y: number;
  z: number;
}

export interface Quaternion {
  x: number;
  y: number;
  z: number;
  w: number;
}

export interface PoseMsg {
  position: Point;
  orientation: Quaternion;
}

export interface PoseStamped {
  header: Header;
  pose: PoseMsg;
}

export interface MapMetaData {
  map_load_time: RosTime;
  /** metres per cell */
  resolution: number;
  width: number;
  height: number;
  /** pose of cell (0,0)'s lower-left corner */
  origin: PoseMsg;
}

export interface OccupancyGridMsg {
  header: Header;
  info: MapMetaData;
  /** row-major; a plain array with JSON, an `Int8Array` with CBOR */
  data: ArrayLike<number>;
}

export interface StringMsg {
  data: string;
}

/** std_srvs/Trigger response. */
export interface TriggerResponse {
  success: boolean;
  message: string;
}

/** spine_msgs/SetLabels. */
export interface SetLabelsRequest {
  labels: string[];
}

export interface SetLabelsResponse {
  success: boolean;
  message: string;
}

/** spine_msgs/Query (inspect and describe_scene). */
export interface QueryRequest {
  object: string;
  query: string;
}

export interface QueryResponse {
  success: boolean;
  answer: string;
}

/** move_base_msgs/MoveBaseGoal. */
export interface MoveBaseGoal {
  target_pose: PoseStamped;
}

/** move_base_msgs/MoveBaseFeedback. */
export interface MoveBaseFeedback {
  base_position: PoseStamped;
}

export interface GoalId {
  stamp: RosTime;
  id: string;
}

/** actionlib_msgs/GoalStatus; `status` uses the ROS 1 numbers in goalStatus.ts. */
export interface GoalStatusMsg {
  goal_id: GoalId;
  status: number;
  text: string;
}

export interface GoalStatusArray {
  header: Header;
  status_list: GoalStatusMsg[];
}

export interface ColorRGBA {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** visualization_msgs/Marker (ROS 1). Every field is sent: rosbridge would default a missing `w` to 0. */
export interface MarkerMsg {
  header: Header;
  ns: string;
  id: number;
  type: number;
  action: number;
  pose: PoseMsg;
  scale: Point;
  color: ColorRGBA;
  lifetime: RosTime;
  frame_locked: boolean;
  points: Point[];
  colors: ColorRGBA[];
  text: string;
  mesh_resource: string;
  mesh_use_embedded_materials: boolean;
}

export interface MarkerArrayMsg {
  markers: MarkerMsg[];
}

export const ZERO_TIME: RosTime = { secs: 0, nsecs: 0 };

/**
 * A header with stamp 0, which RViz and move_base read as "the latest transform": the agent's wall clock is not
 * the robot's ROS time (which may be simulated).
 */
export function header(frameId: string): Header {
  return { seq: 0, stamp: { ...ZERO_TIME }, frame_id: frameId };
}

export function rosTimeFromSec(seconds: number): RosTime {
  const secs = Math.floor(seconds);
  return { secs, nsecs: Math.round((seconds - secs) * 1e9) };
}

export function secFromRosTime(time: RosTime): number {
  return time.secs + time.nsecs * 1e-9;
}
