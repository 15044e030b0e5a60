import type { BehaviorSpec } from "./spec.js";

export const clarifySpec: BehaviorSpec = {
  name: "clarify",
  params: [{ name: "question", kind: "text", description: "a question for the operator" }],
  constraints: ["syntax"],
  purpose: "user-interaction",
  summary: "ask the operator a question",
  description:
    "Ask the operator a question and wait for the reply. Only ask when the mission is too vague to act on; " +
    "the reply arrives with the next update. Nothing may follow it in the plan.",
  locationEffect: "unchanged",
  endsPlan: true,
};
