import type { GraphDelta } from "../../../map/index.js";
import type { MissionVerdict } from "../../../mission/index.js";
import type { ReplyJson } from "../prompt/index.js";

/** What the user says in one turn of an example dialogue. */
export type ExampleUserTurn =
  /** The first turn: `task:` and the example's graph. */
  | { readonly kind: "task" }
  /** A planning iteration after an action: the map delta is applied and rendered as perception updates. */
  | {
      readonly kind: "iteration";
      readonly pastActions: readonly string[];
      readonly delta: Omit<GraphDelta, "seq">;
      readonly feedback: readonly string[];
    }
  /** The validator's feedback on the previous reply, computed by running the real validator on it. */
  | { readonly kind: "rejected" };

/**
 * An example reply as written here: plan steps as call strings, which read best in source; the example is
 * shown with them in the object form of the reply schema (converted by the real parser), and with the verdict
 * written out in full (`null` fields, or `null` when absent).
 */
export interface ExampleReply extends Omit<ReplyJson, "plan" | "verdict"> {
  readonly plan: readonly string[];
  readonly verdict?: MissionVerdict;
}

export interface ExampleExchange {
  readonly user: ExampleUserTurn;
  readonly reply: ExampleReply;
  /** A deliberately wrong reply: the validator must reject it, and the next turn must be `rejected`. */
  readonly invalid?: true;
}

/** One in-context dialogue: a made-up map, a mission and the replies a good planner gives. */
export interface ExampleDialogue {
  readonly title: string;
  readonly mission: string;
  /** A graph in the SPINE file layout; shown to the model exactly as `serializeForPlanner` prints it. */
  readonly graph: unknown;
  readonly exchanges: readonly ExampleExchange[];
}
