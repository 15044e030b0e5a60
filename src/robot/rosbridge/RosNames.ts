/** The robot's ROS generation: ROS 1 (move_base over actionlib topics) or ROS 2 (Nav2 over the bridge's action ops). */
export type RosVersion = 1 | 2;

/** The message the pose topic carries: a plain pose, or AMCL's pose with covariance. */
export type RobotPoseMsg = "PoseStamped" | "PoseWithCovarianceStamped";

/**
 * Every ROS name the agent uses, with the contract's defaults (docs/ros-interface.md). A robot that remaps a
 * topic only needs a different value here; the defaults depend on the profile ({@link defaultRosNames}).
 */
export interface RosNames {
  /** `std_msgs/String`, one graph delta or snapshot as JSON per message. */
  readonly graphUpdates: string;
  /** `std_srvs/Trigger`; `message` carries a full snapshot as JSON. */
  readonly getGraph: string;
  /** `nav_msgs/OccupancyGrid`, the local costmap in frame `map`. */
  readonly costmap: string;
  /** The robot pose in frame `map`, carried as {@link robotPoseMsg}. */
  readonly robotPose: string;
  readonly robotPoseMsg: RobotPoseMsg;
  /** ROS 1: the actionlib server (`move_base_msgs/MoveBaseAction`); its five topics hang below this name. */
  readonly moveBase: string;
  /** ROS 2: Nav2's `nav2_msgs/action/NavigateToPose` action server. */
  readonly navigateToPose: string;
  /** `spine_msgs/SetLabels`. */
  readonly setLabels: string;
  /** `spine_msgs/Query`. */
  readonly inspect: string;
  /** `spine_msgs/Query` with an empty object. */
  readonly describeScene: string;
  /** `visualization_msgs/MarkerArray` for RViz and Foxglove. */
  readonly markers: string;
  /** `std_msgs/String`, map changes the agent made itself (an extension of the contract). */
  readonly agentGraphUpdates: string;
  /** The fixed frame every pose, goal and marker is expressed in. */
  readonly mapFrame: string;
}

const SHARED = {
  graphUpdates: "/spine/graph_updates",
  getGraph: "/spine/get_graph",
  moveBase: "/move_base",
  navigateToPose: "/navigate_to_pose",
  setLabels: "/spine/set_labels",
  inspect: "/spine/inspect",
  describeScene: "/spine/describe_scene",
  markers: "/spine/markers",
  agentGraphUpdates: "/spine/agent_graph_updates",
  mapFrame: "map",
} as const;

/** ROS 1 defaults: move_base's local costmap, the pose the spine bringup publishes. */
export const DEFAULT_ROS_NAMES: RosNames = {
  ...SHARED,
  costmap: "/move_base/local_costmap/costmap",
  robotPose: "/spine/robot_pose",
  robotPoseMsg: "PoseStamped",
};

/** ROS 2 defaults: Nav2's local costmap topic and AMCL's pose. */
export const DEFAULT_ROS2_NAMES: RosNames = {
  ...SHARED,
  costmap: "/local_costmap/costmap",
  robotPose: "/amcl_pose",
  robotPoseMsg: "PoseWithCovarianceStamped",
};

export function defaultRosNames(ros: RosVersion): RosNames {
  return ros === 1 ? DEFAULT_ROS_NAMES : DEFAULT_ROS2_NAMES;
}

/** The profile's defaults with `overrides` applied. */
export function resolveRosNames(overrides: Partial<RosNames> = {}, ros: RosVersion = 2): RosNames {
  return { ...defaultRosNames(ros), ...overrides };
}

/** The ROS types on each name (ROS 1 spelling). */
export const ROS_TYPES = {
  string: "std_msgs/String",
  trigger: "std_srvs/Trigger",
  occupancyGrid: "nav_msgs/OccupancyGrid",
  poseStamped: "geometry_msgs/PoseStamped",
  poseWithCovarianceStamped: "geometry_msgs/PoseWithCovarianceStamped",
  moveBaseAction: "move_base_msgs/MoveBaseAction",
  navigateToPose: "nav2_msgs/NavigateToPose",
  setLabels: "spine_msgs/SetLabels",
  query: "spine_msgs/Query",
  markerArray: "visualization_msgs/MarkerArray",
  goalStatusArray: "actionlib_msgs/GoalStatusArray",
  goalId: "actionlib_msgs/GoalID",
} as const;

export type RosTypes = { readonly [K in keyof typeof ROS_TYPES]: string };

/** The same types in ROS 2 spelling (`pkg/msg/Type`, `pkg/srv/Type`, `pkg/action/Type`). */
export const ROS2_TYPES: RosTypes = {
  string: "std_msgs/msg/String",
  trigger: "std_srvs/srv/Trigger",
  occupancyGrid: "nav_msgs/msg/OccupancyGrid",
  poseStamped: "geometry_msgs/msg/PoseStamped",
  poseWithCovarianceStamped: "geometry_msgs/msg/PoseWithCovarianceStamped",
  moveBaseAction: "move_base_msgs/action/MoveBase",
  navigateToPose: "nav2_msgs/action/NavigateToPose",
  setLabels: "spine_msgs/srv/SetLabels",
  query: "spine_msgs/srv/Query",
  markerArray: "visualization_msgs/msg/MarkerArray",
  goalStatusArray: "action_msgs/msg/GoalStatusArray",
  goalId: "unique_identifier_msgs/msg/UUID",
};

export function rosTypes(ros: RosVersion): RosTypes {
  return ros === 1 ? ROS_TYPES : ROS2_TYPES;
}

/** The type string of the pose topic. */
export function robotPoseType(names: RosNames, ros: RosVersion): string {
  const types = rosTypes(ros);
  return names.robotPoseMsg === "PoseStamped" ? types.poseStamped : types.poseWithCovarianceStamped;
}
