import type { BehaviorSpec } from "./spec.js";

export const setLabelsSpec: BehaviorSpec = {
  name: "set_labels",
  params: [
    {
      name: "labels",
      kind: "labels",
      description: "object classes for the detector, e.g. [radio_tower, antenna]",
    },
  ],
  constraints: ["syntax"],
  purpose: "active-mapping",
  summary: "configure the open-vocabulary object detector",
  description:
    "Tell the open-vocabulary detector which object classes matter for this mission (a few concrete nouns, " +
    "snake_case, e.g. [radio_tower, antenna]). Only objects of these classes are added to the map as the " +
    "robot moves. Call it first when a mission starts, and again if the mission needs other classes.",
  locationEffect: "unchanged",
};
