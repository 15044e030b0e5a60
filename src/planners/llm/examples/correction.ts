import type { ExampleDialogue } from "./types.js";

const GOAL = "Find a picnic table near pond_1, the pond at (45, 40).";

/** A reply naming a node that does not exist is rejected; the corrected plan uses the map's own nodes. */
export const CORRECTION_EXAMPLE: ExampleDialogue = {
  title: "correcting a rejected plan",
  mission: "Find a picnic table near the pond.",
  graph: {
    regions: [
      { name: "park_gate", coords: [0, 0] },
      { name: "lawn_1", coords: [20, 10] },
      { name: "lawn_2", coords: [35, 30], description: "grass next to the pond" },
    ],
    objects: [
      { name: "pond_1", coords: [45, 40], landmark: true },
      { name: "tree_1", coords: [15, 18] },
    ],
    region_connections: [
      ["park_gate", "lawn_1"],
      ["lawn_1", "lawn_2"],
    ],
    object_connections: [
      ["pond_1", "lawn_2"],
      ["tree_1", "lawn_1"],
    ],
    robot_location: "park_gate",
  },
  exchanges: [
    {
      user: { kind: "task" },
      invalid: true,
      reply: {
        primary_goal: GOAL,
        relevant_graph: "pond_1, pond_shore, unobserved_node(picnic table)",
        reasoning:
          "Picnic tables are usually on the shore of a pond, so I go to the pond shore and map it.",
        plan: ["goto(pond_shore)", "map_region(pond_shore)", "replan()"],
        relevant_semantics: ["picnic_table", "bench"],
      },
    },
    {
      user: { kind: "rejected" },
      reply: {
        primary_goal: GOAL,
        relevant_graph: "pond_1, lawn_2, lawn_1, park_gate, unobserved_node(picnic table)",
        reasoning:
          "pond_shore is not in the map; I must use the map's own nodes. The region next to pond_1 is lawn_2 " +
          "(35, 30), described as grass next to the pond, and pond_1 is visible from it. It is reachable through " +
          "lawn_1. map_region drives there and looks for objects, so I map lawn_2 to look for picnic tables.",
        plan: ["map_region(lawn_2)", "replan()"],
        relevant_semantics: ["picnic_table", "bench"],
      },
    },
    {
      user: {
        kind: "iteration",
        pastActions: ["map_region(lawn_2)"],
        delta: {
          add_nodes: [{ name: "picnic_table_1", type: "object", coords: [40, 33] }],
          update_nodes: [
            {
              name: "lawn_2",
              attributes: { description: "grass by the pond with a wooden picnic table" },
            },
          ],
          add_edges: [["picnic_table_1", "lawn_2"]],
          robot_location: "lawn_2",
        },
        feedback: [
          'lawn_2: "grass by the pond with a wooden picnic table".',
          "objects visible from lawn_2: picnic_table_1, pond_1; newly detected on the way: picnic_table_1.",
        ],
      },
      reply: {
        primary_goal: GOAL,
        relevant_graph: "picnic_table_1, lawn_2, pond_1",
        reasoning:
          "Mapping lawn_2 found picnic_table_1 at (40, 33), about 9 m from pond_1 and visible from lawn_2. That " +
          "fulfils the mission.",
        plan: [
          "answer(There is a picnic table near the pond: picnic_table_1 at (40, 33), about 9 m south-west of pond_1, visible from lawn_2.)",
        ],
        verdict: { found: ["picnic_table_1"] },
        relevant_semantics: null,
      },
    },
  ],
};
