/**
 * Every ROS name the agent uses, with the contract's defaults (shared/spec/ros-interface.md). A robot that
 * remaps a topic only needs a different value here.
 */
export interface RosNames {
  /** `std_msgs/String`, one graph delta or snapshot as JSON per message. */
  readonly graphUpdates: string;
  /** `std_srvs/Trigger`; `message` carries a full snapshot as JSON. */
  readonly getGraph: string;
  /** `nav_msgs/OccupancyGrid`, the local costmap in frame `map`. */
  readonly costmap: string;
  /** `geometry_msgs/PoseStamped`, the robot pose in frame `map`. */
  readonly robotPose: string;
  /** The ROS 1 actionlib server (`move_base_msgs/MoveBaseAction`); its five topics hang below this name. */
  readonly moveBase: string;
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

export const DEFAULT_ROS_NAMES: RosNames = {
  graphUpdates: "/spine/graph_updates",
  getGraph: "/spine/get_graph",
  costmap: "/move_base/local_costmap/costmap",
  robotPose: "/spine/robot_pose",
  moveBase: "/move_base",
  setLabels: "/spine/set_labels",
  inspect: "/spine/inspect",
  describeScene: "/spine/describe_scene",
  markers: "/spine/markers",
  agentGraphUpdates: "/spine/agent_graph_updates",
  mapFrame: "map",
};

/** The defaults with `overrides` applied. */
export function resolveRosNames(overrides: Partial<RosNames> = {}): RosNames {
  return { ...DEFAULT_ROS_NAMES, ...overrides };
}

/** The ROS types on each name (ROS 1 spelling). */
export const ROS_TYPES = {
  string: "std_msgs/String",
  trigger: "std_srvs/Trigger",
  occupancyGrid: "nav_msgs/OccupancyGrid",
  poseStamped: "geometry_msgs/PoseStamped",
  moveBaseAction: "move_base_msgs/MoveBaseAction",
  setLabels: "spine_msgs/SetLabels",
  query: "spine_msgs/Query",
  markerArray: "visualization_msgs/MarkerArray",
  goalStatusArray: "actionlib_msgs/GoalStatusArray",
  goalId: "actionlib_msgs/GoalID",
} as const;
