import type { ExampleDialogue } from "./types.js";

const GOAL =
  "Find out which streetlights along Mill Road (mill_road_1 to mill_road_3) are damaged, if any.";
const QUERY = "is this streetlight damaged?";
const inspect = (light: string): string => `inspect(${light}, ${QUERY})`;

/** Several candidates: inspect every one before answering, even after the first damaged one. */
export const INSPECTION_EXAMPLE: ExampleDialogue = {
  title: "inspecting every candidate",
  mission: "Are any of the streetlights along Mill Road damaged?",
  graph: {
    regions: [
      { name: "mill_road_1", coords: [0, 0], description: "Mill Road, west end" },
      { name: "mill_road_2", coords: [40, 0] },
      { name: "mill_road_3", coords: [80, 2], description: "Mill Road, east end" },
    ],
    objects: [
      { name: "bench_1", coords: [38, -4] },
      { name: "streetlight_1", coords: [5, 6] },
      { name: "streetlight_2", coords: [42, 7] },
      { name: "streetlight_3", coords: [83, -5] },
    ],
    region_connections: [
      ["mill_road_1", "mill_road_2"],
      ["mill_road_2", "mill_road_3"],
    ],
    object_connections: [
      ["bench_1", "mill_road_2"],
      ["streetlight_1", "mill_road_1"],
      ["streetlight_2", "mill_road_2"],
      ["streetlight_3", "mill_road_3"],
    ],
    robot_location: "mill_road_1",
  },
  exchanges: [
    {
      user: { kind: "task" },
      reply: {
        primary_goal: GOAL,
        relevant_graph:
          "streetlight_1, streetlight_2, streetlight_3, mill_road_1, mill_road_2, mill_road_3",
        reasoning:
          "Three streetlights are along Mill Road, each visible from one of its regions, which are all connected. " +
          "The question is about any of them, so I must inspect all three; I start with the nearest, " +
          "streetlight_1 at mill_road_1 where the robot is, and go east.",
        plan: [
          inspect("streetlight_1"),
          inspect("streetlight_2"),
          inspect("streetlight_3"),
          "replan()",
        ],
        relevant_semantics: ["streetlight", "lamp_post", "cable"],
      },
    },
    {
      user: {
        kind: "iteration",
        pastActions: [inspect("streetlight_1")],
        delta: {
          update_nodes: [
            {
              name: "streetlight_1",
              attributes: { description: "an upright streetlight, lamp intact" },
            },
          ],
        },
        feedback: [`${inspect("streetlight_1")}: "an upright streetlight, lamp intact"`],
      },
      reply: {
        primary_goal: GOAL,
        relevant_graph: "streetlight_2, streetlight_3, mill_road_2, mill_road_3",
        reasoning:
          "streetlight_1 is intact. streetlight_2 and streetlight_3 are not inspected yet, so I continue east.",
        plan: [inspect("streetlight_2"), inspect("streetlight_3"), "replan()"],
        relevant_semantics: null,
      },
    },
    {
      user: {
        kind: "iteration",
        pastActions: [inspect("streetlight_1"), inspect("streetlight_2")],
        delta: {
          update_nodes: [
            {
              name: "streetlight_2",
              attributes: {
                description: "a streetlight whose lamp head hangs from the pole by a cable",
              },
            },
          ],
          robot_location: "mill_road_2",
        },
        feedback: [
          `${inspect("streetlight_2")}: "a streetlight whose lamp head hangs from the pole by a cable"`,
        ],
      },
      reply: {
        primary_goal: GOAL,
        relevant_graph: "streetlight_2, streetlight_3, mill_road_3",
        reasoning:
          "streetlight_2 is damaged: its lamp head hangs by a cable. The operator asked about all the " +
          "streetlights, and streetlight_3 has not been inspected; it may be damaged too, so I inspect it before " +
          "answering.",
        plan: [inspect("streetlight_3"), "replan()"],
        relevant_semantics: null,
      },
    },
    {
      user: {
        kind: "iteration",
        pastActions: [inspect("streetlight_1"), inspect("streetlight_2"), inspect("streetlight_3")],
        delta: {
          update_nodes: [
            {
              name: "streetlight_3",
              attributes: { description: "a streetlight leaning about 20 degrees, lamp intact" },
            },
          ],
          robot_location: "mill_road_3",
        },
        feedback: [
          `${inspect("streetlight_3")}: "a streetlight leaning about 20 degrees, lamp intact"`,
        ],
      },
      reply: {
        primary_goal: GOAL,
        relevant_graph: "streetlight_1, streetlight_2, streetlight_3",
        reasoning:
          "All three streetlights are inspected: streetlight_1 is intact, streetlight_2 has a hanging lamp head " +
          "and streetlight_3 is leaning. I answer with this evidence.",
        plan: [
          "answer(Two streetlights on Mill Road are damaged: streetlight_2 at (42, 7) has its lamp head hanging from the pole by a cable, and streetlight_3 at (83, -5) is leaning about 20 degrees. streetlight_1 at (5, 6) is intact. I inspected all three.)",
        ],
        verdict: { problems: ["streetlight_2", "streetlight_3"], fine: ["streetlight_1"] },
        relevant_semantics: null,
      },
    },
  ],
};
