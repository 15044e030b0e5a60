import { succeeded, type Behavior } from "./context.js";

export const replan: Behavior = {
  name: "replan",
  params: [],
  constraints: ["syntax"],
  purpose: "control",
  summary: "placeholder: plan the rest after the next update",
  description:
    "A placeholder for the part of the plan that depends on what the robot has not seen yet. It is never " +
    "executed and may only be the last step; you will be asked to plan again after the next update.",
  locationEffect: "unchanged",
  placeholder: true,
  // Never executed: the validator only allows it last, and the agent replans instead.
  execute() {
    return Promise.resolve(succeeded());
  },
};
