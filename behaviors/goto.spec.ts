import type { BehaviorSpec } from "./spec.js";

export const gotoSpec: BehaviorSpec = {
  name: "goto",
  params: [{ name: "region", kind: "region", description: "a region node in the map" }],
  constraints: ["syntax", "reachable"],
  purpose: "navigation",
  summary: "drive to a region along the shortest known path",
  description:
    "Drive to `region` along the shortest path of region connections. Call it on the final destination, not " +
    "on intermediate regions: the path search picks the route. If a connection turns out to be blocked it is " +
    "removed from the map and another route is tried; if none remains you are told so.",
  locationEffect: "at-target-region",
};
