import type { BehaviorSpec } from "./spec.js";

export const inspectSpec: BehaviorSpec = {
  name: "inspect",
  params: [
    { name: "object", kind: "object", description: "an object node in the map" },
    { name: "query", kind: "text", description: "a short question for the vision-language model" },
  ],
  constraints: ["syntax", "reachable"],
  purpose: "active-mapping",
  summary: "drive to where an object is visible and ask the vision model about it",
  description:
    "Drive to a region from which `object` is visible, face it and ask the vision-language model `query` " +
    '(keep it short and specific, e.g. "is this radio tower damaged?"). The answer is stored on the object ' +
    "as its description and reported back.",
  locationEffect: "near-target-object",
};
