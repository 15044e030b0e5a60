import type { BehaviorSpec } from "./spec.js";

export const mapRegionSpec: BehaviorSpec = {
  name: "map_region",
  params: [{ name: "region", kind: "region", description: "a region node in the map" }],
  constraints: ["syntax", "reachable"],
  purpose: "active-mapping",
  summary: "drive to a region and map it: caption the scene, find objects and connections",
  description:
    "Drive to `region`, describe the scene there, and look around: objects matching the detector labels " +
    "are added to the map, and connections to nearby regions in line of sight are added. Use it to look for " +
    "things near a place, or to check whether a path is clear. It does not extend the map into unknown space.",
  locationEffect: "at-target-region",
};
