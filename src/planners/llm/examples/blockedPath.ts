import type { ExampleDialogue } from "./types.js";

const GOAL =
  "Check whether road_1, the road from yard_1 to the dock, is clear, and if it is not, reach the dock another way.";

/** A connection is removed by a perception update: plan a route that avoids it. */
export const BLOCKED_PATH_EXAMPLE: ExampleDialogue = {
  title: "a blocked path",
  mission: "Is the road to the loading dock clear? If not, find another way there.",
  graph: {
    regions: [
      { name: "yard_1", coords: [0, 0] },
      { name: "road_1", coords: [30, 0], description: "a service road" },
      { name: "dock", coords: [60, 0], description: "loading dock behind the warehouse" },
      { name: "lane_1", coords: [0, 30] },
      { name: "lane_2", coords: [60, 30] },
    ],
    objects: [{ name: "warehouse_1", coords: [45, 15], landmark: true }],
    region_connections: [
      ["yard_1", "road_1"],
      ["road_1", "dock"],
      ["yard_1", "lane_1"],
      ["lane_1", "lane_2"],
      ["lane_2", "dock"],
    ],
    object_connections: [
      ["warehouse_1", "road_1"],
      ["warehouse_1", "lane_2"],
    ],
    robot_location: "yard_1",
  },
  exchanges: [
    {
      user: { kind: "task" },
      reply: {
        primary_goal: GOAL,
        relevant_graph: "yard_1, road_1, dock, lane_1, lane_2, unobserved_node(obstacle on road_1)",
        reasoning:
          "The direct way to the dock is yard_1 - road_1 - dock. To check whether a road is clear I map it, so I " +
          "map road_1 and look for obstacles. If it is blocked, the other known way is yard_1 - lane_1 - lane_2 - " +
          "dock, north of warehouse_1.",
        plan: ["map_region(road_1)", "replan()"],
        relevant_semantics: ["fallen_tree", "barrier", "vehicle", "debris"],
      },
    },
    {
      user: {
        kind: "iteration",
        pastActions: ["map_region(road_1)"],
        delta: {
          remove_edges: [["road_1", "dock"]],
          add_nodes: [{ name: "fallen_tree_1", type: "object", coords: [44, 1] }],
          update_nodes: [
            {
              name: "road_1",
              attributes: { description: "a service road blocked by a fallen tree" },
            },
          ],
          add_edges: [["fallen_tree_1", "road_1"]],
          robot_location: "road_1",
        },
        feedback: [
          'road_1: "a service road blocked by a fallen tree".',
          "objects visible from road_1: fallen_tree_1, warehouse_1; newly detected on the way: fallen_tree_1.",
        ],
      },
      reply: {
        primary_goal: GOAL,
        relevant_graph: "fallen_tree_1, road_1, yard_1, lane_1, lane_2, dock",
        reasoning:
          "The road is not clear: fallen_tree_1 at (44, 1) blocks it, and the connection road_1 - dock was " +
          "removed. The other known way is road_1 - yard_1 - lane_1 - lane_2 - dock. goto finds it by itself now " +
          "that the blocked connection is gone, so I call goto on the dock, not on the lanes.",
        plan: ["goto(dock)", "replan()"],
        relevant_semantics: null,
      },
    },
    {
      user: {
        kind: "iteration",
        pastActions: ["map_region(road_1)", "goto(dock)"],
        delta: { robot_location: "dock" },
        feedback: ["reached dock from road_1 via yard_1, lane_1, lane_2 (150.0 m driven)."],
      },
      reply: {
        primary_goal: GOAL,
        relevant_graph: "fallen_tree_1, road_1, lane_1, lane_2, dock",
        reasoning:
          "The robot reached the dock by the lanes. I can now answer both parts of the mission.",
        plan: [
          "answer(No, the road is not clear: a fallen tree (fallen_tree_1 at (44, 1)) blocks road_1 before the dock. I reached the loading dock another way, through lane_1 and lane_2 north of the warehouse.)",
        ],
        verdict: { route_open: false },
        relevant_semantics: null,
      },
    },
  ],
};
