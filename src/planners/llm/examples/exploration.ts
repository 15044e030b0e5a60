import type { ExampleDialogue } from "./types.js";

const GOAL =
  "Find out whether gate_1, the gate at the north end of the orchard at (10, 118), is locked.";
const QUERY = "is this gate locked?";

/** The goal is in the map but across a gap: grow the map toward it with extend_map, then inspect. */
export const EXPLORATION_EXAMPLE: ExampleDialogue = {
  title: "growing the map across a gap",
  mission: "Check whether the gate at the north end of the orchard is locked.",
  graph: {
    regions: [
      { name: "farmyard", coords: [0, 0] },
      { name: "farm_track_1", coords: [0, 25] },
      { name: "orchard_south", coords: [5, 50], description: "rows of apple trees" },
      { name: "orchard_north", coords: [8, 110] },
    ],
    objects: [
      { name: "barn_1", coords: [-12, 4], landmark: true },
      { name: "gate_1", coords: [10, 118], landmark: true },
    ],
    region_connections: [
      ["farmyard", "farm_track_1"],
      ["farm_track_1", "orchard_south"],
    ],
    object_connections: [
      ["barn_1", "farmyard"],
      ["gate_1", "orchard_north"],
    ],
    robot_location: "farmyard",
  },
  exchanges: [
    {
      user: { kind: "task" },
      reply: {
        primary_goal: GOAL,
        relevant_graph:
          "gate_1, orchard_north, orchard_south, farm_track_1, farmyard, unobserved_node(a drivable way from orchard_south to orchard_north)",
        reasoning:
          "gate_1 at (10, 118) is visible from orchard_north (8, 110), but orchard_north has no connection to the " +
          "regions I can reach. The reachable region closest to it is orchard_south (5, 50), 60 m to the south, " +
          "through farm_track_1. No known connection leads north from there, so I drive to orchard_south and grow " +
          "the map north toward orchard_north with extend_map. Once a way is found I will inspect the gate.",
        plan: ["goto(orchard_south)", "extend_map(8, 110)", "replan()"],
        relevant_semantics: ["gate", "padlock", "chain", "fence"],
      },
    },
    {
      user: {
        kind: "iteration",
        pastActions: ["goto(orchard_south)"],
        delta: { robot_location: "orchard_south" },
        feedback: ["reached orchard_south from farmyard via farm_track_1 (50.5 m driven)."],
      },
      reply: {
        primary_goal: GOAL,
        relevant_graph: "gate_1, orchard_north, orchard_south",
        reasoning:
          "I am at orchard_south. orchard_north is still not connected to the rest of the map, so I continue " +
          "with the plan and grow the map north toward it.",
        plan: ["extend_map(8, 110)", "replan()"],
        relevant_semantics: null,
      },
    },
    {
      user: {
        kind: "iteration",
        pastActions: ["goto(orchard_south)", "extend_map(8, 110)"],
        delta: {
          add_nodes: [
            { name: "discovered_region_0", type: "region", coords: [6, 72] },
            { name: "discovered_region_1", type: "region", coords: [7, 92] },
          ],
          add_edges: [
            ["orchard_south", "discovered_region_0"],
            ["discovered_region_0", "discovered_region_1"],
            ["discovered_region_1", "orchard_north"],
          ],
          robot_location: "orchard_north",
        },
        feedback: [
          "extend_map(8.0, 110.0): added discovered_region_0 and discovered_region_1; reached (8.0, 110.0).",
        ],
      },
      reply: {
        primary_goal: GOAL,
        relevant_graph: "gate_1, orchard_north",
        reasoning:
          "The map now connects orchard_south to orchard_north through discovered_region_0 and " +
          "discovered_region_1, and the robot is at orchard_north, where gate_1 is visible. I inspect the gate " +
          "and ask the vision model whether it is locked.",
        plan: [`inspect(gate_1, ${QUERY})`, "replan()"],
        relevant_semantics: null,
      },
    },
    {
      user: {
        kind: "iteration",
        pastActions: ["goto(orchard_south)", "extend_map(8, 110)", `inspect(gate_1, ${QUERY})`],
        delta: {
          update_nodes: [
            {
              name: "gate_1",
              attributes: { description: "a closed metal gate with a chain and padlock" },
            },
          ],
        },
        feedback: [`inspect(gate_1, ${QUERY}): "a closed metal gate with a chain and padlock"`],
      },
      reply: {
        primary_goal: GOAL,
        relevant_graph: "gate_1",
        reasoning:
          "The vision model saw gate_1 closed with a chain and padlock, which answers the question. There is " +
          "only one gate at the north end of the orchard, so I can answer.",
        plan: [
          "answer(Yes, it is locked: gate_1 at the north end of the orchard (10, 118) is a closed metal gate with a chain and padlock, seen from orchard_north.)",
        ],
        relevant_semantics: null,
      },
    },
  ],
};
