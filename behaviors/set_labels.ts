import { listArg } from "./args.js";
import { failed, succeeded, type Behavior } from "./context.js";

export const setLabels: Behavior = {
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
  async execute(context, args) {
    const labels = [...listArg(args, "labels")];
    const result = await context.port.setLabels(labels);
    if (!result.ok) return failed(`set_labels failed: ${result.error}.`);
    context.mission.labels = labels;
    return succeeded(`the detector now looks for: ${labels.join(", ")}.`);
  },
};
