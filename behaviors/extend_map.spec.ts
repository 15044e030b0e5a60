import type { BehaviorSpec } from "./spec.js";

export const extendMapSpec: BehaviorSpec = {
  name: "extend_map",
  params: [
    { name: "x_m", kind: "number", description: "east coordinate of the goal, metres" },
    { name: "y_m", kind: "number", description: "north coordinate of the goal, metres" },
  ],
  constraints: ["syntax", "explorable"],
  purpose: "active-mapping",
  summary: "grow the map toward a coordinate, adding regions as the robot drives",
  description:
    "Grow the map toward the point (x_m, y_m): repeatedly pick the reachable free point nearest the goal in " +
    "the robot's local map, add it as a new region (discovered_region_k) connected to where the robot is, and " +
    "drive there, until the goal is reached, an obstacle blocks the way, or no more progress is made. Use it " +
    "when no known connection leads to the goal (for example the goal is far away, or across a gap in the " +
    "map). Prefer existing connections when there are any. You are told how it ended.",
  locationEffect: "unpredictable",
};
