import {
  applyDelta,
  loadGraph,
  mapToGraphJson,
  renderChanges,
  serializeForPlanner,
  type GraphJson,
} from "../../../map/index.js";
import { parsePlannerReply } from "../../../plan/index.js";
import { validatePlan } from "../../../validator/index.js";
import type { ChatMessage } from "../chatMessage.js";
import {
  feedbackTurnText,
  firstTurnText,
  formatReply,
  iterationTurnText,
} from "../prompt/index.js";
import { exampleReplyJson } from "./exampleReply.js";
import type { ExampleDialogue } from "./types.js";

/** One assistant reply of an example, with the map it answers (for tests that re-check every example). */
export interface ExampleReplyCheck {
  readonly reply: string;
  /** The map as it stood when the reply was given. */
  readonly graph: GraphJson;
  /** False for a deliberately wrong reply, which the validator must reject. */
  readonly expectValid: boolean;
}

export interface BuiltExample {
  readonly title: string;
  /** Alternating user and assistant messages, starting with the user. */
  readonly messages: readonly ChatMessage[];
  readonly checks: readonly ExampleReplyCheck[];
}

/**
 * Turn an example dialogue into chat messages with the same formatting functions as real turns: the graph via
 * `serializeForPlanner`, updates via `renderChanges` after applying each delta with `applyDelta`, replies in the
 * reply schema's shape via `exampleReplyJson` (steps in the object form), rejections via the real parser and
 * validator. A mistake in an example (a delta that does not apply, a "wrong" reply the
 * validator accepts, a reply it rejects) is a bug and throws.
 */
export function buildExample(
  example: ExampleDialogue,
  position: { index: number; count: number },
): BuiltExample {
  const loaded = loadGraph(example.graph);
  if (!loaded.ok)
    throw new Error(`example "${example.title}": bad graph: ${loaded.error.join("; ")}`);
  const map = loaded.value.map;
  const messages: ChatMessage[] = [];
  const checks: ExampleReplyCheck[] = [];
  let rejection: string | undefined;
  let seq = 0;
  for (const exchange of example.exchanges) {
    const user = exchange.user;
    let content: string;
    switch (user.kind) {
      case "task":
        content = `(example ${position.index} of ${position.count}: ${example.title})\n${firstTurnText(
          { mission: example.mission, graph: serializeForPlanner(map) },
        )}`;
        break;
      case "iteration": {
        seq += 1;
        const report = applyDelta(map, { seq, ...user.delta });
        if (report.skipped.length > 0) {
          const reasons = report.skipped.map((item) => `${item.item}: ${item.reason}`).join("; ");
          throw new Error(`example "${example.title}": delta did not apply: ${reasons}`);
        }
        content = iterationTurnText({
          pastActions: user.pastActions,
          updates: renderChanges(report.applied),
          feedback: user.feedback,
        });
        break;
      }
      case "rejected":
        if (rejection === undefined) {
          throw new Error(
            `example "${example.title}": a rejected turn must follow an invalid reply`,
          );
        }
        content = feedbackTurnText(rejection);
        break;
    }
    const reply = formatReply(exampleReplyJson(example.title, exchange.reply));
    rejection = judge(example.title, reply, map, exchange.invalid === true);
    messages.push({ role: "user", content }, { role: "assistant", content: reply });
    checks.push({ reply, graph: mapToGraphJson(map), expectValid: exchange.invalid !== true });
  }
  return { title: example.title, messages, checks };
}

/** The feedback for a reply meant to be wrong, or undefined for a reply that passes, as it must. */
function judge(
  title: string,
  reply: string,
  map: Parameters<typeof validatePlan>[1],
  expectInvalid: boolean,
): string | undefined {
  const parsed = parsePlannerReply(reply);
  const feedback = parsed.ok
    ? validatePlan(parsed.value.reply.plan, map)
    : { ok: false, feedback: parsed.error.message };
  if (feedback.ok === expectInvalid) {
    const detail = feedback.ok ? "was accepted" : `was rejected: ${feedback.feedback}`;
    throw new Error(
      `example "${title}": a reply meant to be ${expectInvalid ? "invalid" : "valid"} ${detail}`,
    );
  }
  return feedback.ok ? undefined : feedback.feedback;
}
