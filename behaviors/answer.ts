import { stringArg } from "./args.js";
import { type Behavior } from "./context.js";

export const answer: Behavior = {
  name: "answer",
  params: [{ name: "text", kind: "text", description: "the answer for the operator" }],
  constraints: ["syntax"],
  purpose: "user-interaction",
  summary: "give the operator the answer; ends the mission",
  description:
    "Give the operator the answer to the mission and end it. Summarise the evidence: what you inspected and " +
    "what it showed, what was blocked or missing. Nothing may follow it in the plan.",
  locationEffect: "unchanged",
  endsPlan: true,
  execute(context, args) {
    const text = stringArg(args, "text");
    context.mission.answer = text;
    return Promise.resolve({ status: "succeeded", feedback: [], answer: text });
  },
};
