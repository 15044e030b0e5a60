import { stringArg } from "./args.js";
import { succeeded, withOutcomes, type Behavior } from "./context.js";
import type { ActionOutcome } from "./outcome.js";
import { renderOutcome } from "./renderOutcome.js";

export const clarify: Behavior = {
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
  async execute(context, args) {
    const question = stringArg(args, "question");
    const reply = await context.operator.ask(question);
    context.mission.clarifications.push({ question, reply });
    const outcome: ActionOutcome = { kind: "operator-reply", question, reply };
    return withOutcomes(succeeded(renderOutcome(outcome)), [outcome]);
  },
};
