import type { BehaviorSpec } from "./spec.js";

export const exploreRegionSpec: BehaviorSpec = {
  name: "explore_region",
  params: [
    { name: "region", kind: "region", description: "a region node in the map" },
    { name: "radius_m", kind: "number", description: "exploration radius in metres" },
  ],
  constraints: ["syntax", "reachable", "explorable"],
  purpose: "active-mapping",
  summary: "drive to a region, then add and map new regions around it",
  description:
    "Drive to `region`, then try to add new regions about `radius_m` metres away from it (east, west, " +
    "north and south at least) and map each one. Use it when the goal is near a known region but the area " +
    "around it is not mapped yet. To check whether a path is clear, use map_region instead.",
  locationEffect: "unpredictable",
};
